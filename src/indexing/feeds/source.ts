/**
 * Where a catalog comes from: a file, standard input (`-`) or an http(s) URL, streamed
 * and counted (for the progress line); then gunzipped when it starts with gzip's magic
 * bytes, and decoded to text (UTF-8 unless a byte-order mark or an XML declaration says
 * otherwise). A download that fails, stalls or breaks off is a FeedError: a nightly sync
 * must never take a partial feed for the whole catalog.
 */
import { createReadStream, statSync } from 'node:fs';
import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { TextDecoder } from 'node:util';
import { FeedError } from './feed.js';

export interface ReadProgress {
  bytesRead: number;
  /** Size of the input when known (a file, or a download with Content-Length). */
  totalBytes?: number;
}

/** A download waits at most this long for its next bytes. */
const IDLE_TIMEOUT_MS = 60_000;

/** The URL as it may be printed: no credentials, no query (feed URLs often carry a key there). */
const shownUrl = (url: URL) => `${url.origin}${url.pathname}`;

async function* download(location: string, progress: ReadProgress, idleMs: number): AsyncGenerator<Uint8Array> {
  const url = new URL(location);
  const shown = shownUrl(url);
  const headers: Record<string, string> = {};
  if (url.username || url.password) {
    headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
    url.username = url.password = '';
  }
  const abort = new AbortController();
  let timer = setTimeout(() => abort.abort(), idleMs);
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: abort.signal });
  } catch (error) {
    clearTimeout(timer);
    const cause = abort.signal.aborted ? `no answer in ${idleMs / 1000} s` : ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    throw new FeedError(`GET ${shown}: ${cause}`);
  }
  if (!res.ok || !res.body) {
    clearTimeout(timer);
    throw new FeedError(`GET ${shown}: HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
  }
  const length = Number(res.headers.get('content-length'));
  if (length > 0 && !res.headers.get('content-encoding')) progress.totalBytes = length;
  let received = 0;
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      clearTimeout(timer);
      timer = setTimeout(() => abort.abort(), idleMs);
      received += chunk.length;
      yield chunk;
    }
  } catch (error) {
    const cause = abort.signal.aborted ? `nothing came for ${idleMs / 1000} s` : ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    throw new FeedError(`GET ${shown}: the download broke off after ${received.toLocaleString('en')} bytes (${cause})`);
  } finally {
    clearTimeout(timer);
  }
}

async function* counted(stream: AsyncIterable<Uint8Array>, progress: ReadProgress): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream) {
    progress.bytesRead += chunk.length;
    yield chunk;
  }
}

/** The stream gunzipped when it starts with gzip's magic bytes; as it is otherwise (text chunks too). */
export async function* gunzipped(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<Uint8Array | string> {
  const it = source[Symbol.asyncIterator]();
  const first = await it.next();
  if (first.done) return;
  async function* all() {
    yield first.value;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  if (typeof first.value === 'string' || first.value[0] !== 0x1f || first.value[1] !== 0x8b) {
    yield* all();
    return;
  }
  const gunzip = createGunzip();
  pipeline(Readable.from(all()), gunzip, () => undefined);
  try {
    yield* gunzip;
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(`the gzip data is broken: ${(error as Error).message}`);
  }
}

/** The bytes of a file, `-` (standard input) or an http(s) URL, counted into `progress`. */
export function openSource(location: string, progress: ReadProgress = { bytesRead: 0 }, idleMs = IDLE_TIMEOUT_MS): AsyncIterable<Uint8Array> {
  let stream: AsyncIterable<Uint8Array>;
  if (location === '-') stream = process.stdin;
  else if (/^https?:\/\//i.test(location)) stream = download(location, progress, idleMs);
  else {
    try {
      progress.totalBytes = statSync(location).size;
    } catch (error) {
      throw new FeedError(`cannot read ${location}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
    }
    stream = createReadStream(location);
  }
  return counted(stream, progress);
}

function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1');
  return /^(?:\xef\xbb\xbf)?\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1] ?? 'utf-8';
}

/**
 * Text of a byte stream (string chunks pass as they are). Bytes that are not text in the
 * input's encoding stop it with the line they are on: a Latin-1 or Windows-1252 file read as
 * UTF-8 would otherwise be indexed with "Caf\ufffd" for "Café", and said to be ok.
 */
export async function* decodeText(stream: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let label = '';
  let lines = 1;
  for await (const chunk of stream) {
    if (typeof chunk === 'string') {
      yield chunk;
      continue;
    }
    if (!decoder) {
      label = encodingOf(chunk);
      try {
        decoder = new TextDecoder(label, { fatal: true });
      } catch {
        throw new FeedError(`the input's encoding "${label}" is not one this reader knows; convert it to UTF-8`);
      }
    }
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      // Where: the lines before the first byte that is not text (a lenient decoding marks it).
      const lenient = new TextDecoder(label).decode(chunk);
      const line = lines + (lenient.slice(0, lenient.indexOf('\ufffd')).match(/\n/g)?.length ?? 0);
      throw new FeedError(`line ${line}: bytes that are not ${label} text (a file saved as Latin-1 or Windows-1252?): save it as UTF-8 (Excel: "CSV UTF-8") and read it again`);
    }
    lines += text.match(/\n/g)?.length ?? 0;
    if (text) yield text;
  }
  try {
    const rest = decoder?.decode();
    if (rest) yield rest;
  } catch {
    throw new FeedError(`the input ends inside a ${label} character: it is cut short, or not ${label} text`);
  }
}
