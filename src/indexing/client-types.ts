/**
 * The shapes IndexingClient (client.ts) takes and answers: its options, a bulk run's result
 * and progress, a job's handle and status, an exported object.
 */
export interface IndexingClientOptions {
  /** Origin of the indexing API, e.g. http://127.0.0.1:8787 */
  baseUrl: string;
  publicKey: string;
  privateKey: string;
  /** Batches in flight at once; default 4. */
  concurrency?: number;
  /** Retries of one batch after a 408, 429, 5xx or network failure; default 8. */
  retries?: number;
  /** gzip request bodies (Content-Encoding: gzip); default false. */
  compress?: boolean;
  /** Time limit of one request in ms; default 60 s. */
  timeout?: number;
  /** First backoff step in ms (doubled each retry, with jitter, at most 30 s); default 500. */
  backoffMs?: number;
  /** Fields that must hold JSON numbers (client-side validation). */
  numberFields?: string[];
  onProgress?: (progress: Progress) => void;
  /** Before each retry: why (as a failure would say it), which attempt of how many, and the wait in ms. */
  onRetry?: (retry: { reason: string; attempt: number; of: number; waitMs: number }) => void;
  fetch?: typeof fetch;
}

export interface Failure {
  identity: string;
  type: string;
  reason: string;
  caused_by?: unknown;
}

export interface BulkResult {
  ok: number;
  failed: number;
  failures: Failure[];
  /** ok / failed per object type (content update and sync). */
  byType: Record<string, { ok: number; failed: number }>;
  /**
   * Objects of a push or sync whose identity (and type) a later object of the same input has
   * too: both are sent and counted ok, and the later one replaces it. The first 100 are listed.
   */
  repeated: number;
  repeats: Array<{ identity: string; type: string }>;
}

export interface Progress {
  done: number;
  ok: number;
  failed: number;
  retried: number;
  bytes: number;
  elapsedMs: number;
  perSecond: number;
}

export interface ClientStats {
  requests: number;
  retried: number;
  splits: number;
  bytes: number;
}

export interface JobHandle {
  id: string;
  statusUrl: string;
  version: 1 | 2;
}

export interface JobStatus {
  tracker_id: string;
  status: 'in_progress' | 'complete' | 'failed';
  updates_count: number;
  failures_count: number;
  failures: Record<string, unknown>;
  [v2: string]: unknown;
}

export interface ExportedObject {
  url: string;
  type: string;
  attributes: Record<string, unknown>;
  nested: unknown[];
  exact: boolean;
}
