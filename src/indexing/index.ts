/** The indexing client (`site-search-elements/indexing`). Node only: it holds the private key. */
export { IndexingClient, IndexingError, JobWaitTimeout } from './client.js';
export type { BulkResult, ClientStats, ExportedObject, Failure, IndexingClientOptions, JobHandle, JobStatus, Progress } from './client.js';
export { signature, signedHeaders, stringToSign, DEFAULT_CONTENT_TYPE } from './signer.js';
export { validateIndexObject, validatePartial, NUMBER_FIELDS, type ObjectProblem } from './validate.js';
export { readCatalog, readFeed, readObjects, readStream, formatOf, type Format, type ReadOptions, type ReadProgress } from './read.js';
export { FeedError, newReport, type FeedReport } from './feeds/feed.js';
export type { Mapping } from './feeds/mapped.js';
