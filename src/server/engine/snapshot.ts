/**
 * The snapshot file of a built index: named binary sections (each one typed array or one
 * JSON text), a JSON header that lists them with their offsets, lengths and CRC-32s, and
 * a trailer. Written to a temporary file that is fsynced and then renamed over the old
 * one (persistence.ts), so a reader never sees half a file under the real name; read back
 * with every checksum verified, so a truncated, corrupt or foreign file is refused with a
 * reason, never half-used.
 *
 *   "SSIDX\0v1" | sections, each 8-byte aligned | header JSON | u32 header length | u32 header CRC | "SSIDXEND"
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { dirname } from 'node:path';

const MAGIC = Buffer.from('SSIDX\0v1');
const END = Buffer.from('SSIDXEND');
const TRAILER = 16;

/** A section: its name and the bytes of it, in parts (a part may be a view of live memory: written before the next part is asked for). */
export interface Section {
  name: string;
  parts: Iterable<Buffer>;
}

export interface SnapshotHeader {
  /** What wrote the file: another version is refused. */
  version: number;
  endian: 'LE';
  sections: Record<string, [offset: number, length: number, crc: number]>;
  [key: string]: unknown;
}

/** A snapshot read back: its header and its sections' bytes (each in a buffer of its own, aligned for typed arrays). */
export interface SnapshotFile {
  header: SnapshotHeader;
  sections: Map<string, Buffer>;
}

export class SnapshotProblem extends Error {}

const isLittleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Writes `parts` to a new file at `path` and fsyncs it. Between parts it yields to the
 * event loop and asks `current()`: once that says no (the index changed), it stops,
 * removes the file and resolves false. The caller renames the file into place.
 */
export async function writeParts(path: string, parts: Iterable<Buffer>, current: () => boolean): Promise<boolean> {
  const file = await open(path, 'w');
  let ok = false;
  try {
    let offset = 0;
    for (const part of parts) {
      if (!current()) return false;
      if (part.length) await file.write(part, 0, part.length, offset);
      offset += part.length;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await file.sync();
    ok = current();
    return ok;
  } finally {
    await file.close();
    if (!ok) await rm(path, { force: true });
  }
}

/**
 * The CRC-32 of `crc`'s bytes followed by `bytes`. An empty part leaves it as it is: Node's
 * zlib.crc32 answers 0 for an empty buffer with no memory behind it (a typed array of no
 * elements), as zlib does for a null buffer, which restarted the sum in the middle of a section.
 */
export const crcThen = (bytes: Buffer, crc = 0): number => (bytes.length ? crc32(bytes, crc) : crc);

/** The bytes of a snapshot file holding `sections` (the header, with each section's checksum, comes last). */
export function* snapshotParts(version: number, meta: Record<string, unknown>, sections: Iterable<Section>): Generator<Buffer> {
  let offset = 0;
  const put = (bytes: Buffer) => {
    offset += bytes.length;
    return bytes;
  };
  yield put(MAGIC);
  const table: SnapshotHeader['sections'] = {};
  for (const section of sections) {
    if (offset % 8) yield put(Buffer.alloc(8 - (offset % 8)));
    const start = offset;
    let crc = 0;
    for (const part of section.parts) {
      crc = crcThen(part, crc);
      yield put(part);
    }
    table[section.name] = [start, offset - start, crc];
  }
  const header = Buffer.from(JSON.stringify({ ...meta, version, endian: 'LE', sections: table } satisfies SnapshotHeader));
  const trailer = Buffer.alloc(TRAILER);
  trailer.writeUInt32LE(header.length, 0);
  trailer.writeUInt32LE(crc32(header), 4);
  END.copy(trailer, 8);
  yield header;
  yield trailer;
}

/** fsyncs a folder, so that a rename inside it survives a power cut. */
export async function syncFolder(path: string): Promise<void> {
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } catch {
    // Some file systems cannot fsync a folder; the rename is still atomic.
  } finally {
    await folder.close();
  }
}

/**
 * Reads a snapshot and checks it whole. Throws SnapshotProblem with a short reason
 * ("truncated", "corrupt (…)", "from another version …") for a file that cannot be used.
 */
export function readSnapshotFile(path: string, version: number): SnapshotFile {
  if (!isLittleEndian) throw new SnapshotProblem('unsupported on a big-endian machine');
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const read = (start: number, length: number): Buffer => {
      if (start < 0 || start + length > size) throw new SnapshotProblem('truncated');
      const bytes = Buffer.allocUnsafeSlow(length);
      for (let done = 0; done < length;) {
        const n = readSync(fd, bytes, done, length - done, start + done);
        if (!n) throw new SnapshotProblem('truncated');
        done += n;
      }
      return bytes;
    };
    if (size < MAGIC.length + TRAILER || !read(0, MAGIC.length).equals(MAGIC)) throw new SnapshotProblem(size < MAGIC.length + TRAILER ? 'truncated' : 'not an index snapshot');
    const trailer = read(size - TRAILER, TRAILER);
    if (!trailer.subarray(8).equals(END)) throw new SnapshotProblem('truncated');
    const headerLength = trailer.readUInt32LE(0);
    const headerBytes = read(size - TRAILER - headerLength, headerLength);
    if (crc32(headerBytes) !== trailer.readUInt32LE(4)) throw new SnapshotProblem('corrupt (header checksum mismatch)');
    const header = JSON.parse(headerBytes.toString('utf8')) as SnapshotHeader;
    if (header.version !== version) throw new SnapshotProblem(`from another version (v${header.version}, this service writes v${version})`);
    const sections = new Map<string, Buffer>();
    for (const [name, [offset, length, crc]] of Object.entries(header.sections)) {
      const bytes = read(offset, length);
      if (crcThen(bytes) !== crc) throw new SnapshotProblem(`corrupt (checksum mismatch in ${name})`);
      sections.set(name, bytes);
    }
    return { header, sections };
  } finally {
    closeSync(fd);
  }
}

/**
 * An empty part: the writer yields to the event loop between parts, so a section computed in
 * slices (a pass over a million objects) gives this between them, and queries run meanwhile.
 */
export const PAUSE = Buffer.alloc(0);

/** Values of a slice of a pass: at most this many between two pauses. */
export const SLICE = 1 << 14;

/** A JSON array of `values` in parts of SLICE values: the text JSON.stringify gives the whole, never one long pause. */
export function* jsonArray(values: Iterable<unknown>): Generator<Buffer> {
  let batch: unknown[] = [];
  let open = '[';
  const part = () => {
    const text = Buffer.from(`${open}${JSON.stringify(batch).slice(1, -1)}`);
    [batch, open] = [[], ','];
    return text;
  };
  for (const value of values) if (batch.push(value) === SLICE) yield part();
  if (batch.length) yield part();
  yield Buffer.from(open === '[' ? '[]' : ']');
}

/** A typed array's bytes, as a Buffer over the same memory. */
export function bytesOf(array: ArrayBufferView): Buffer {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

/** A section's bytes as a typed array (no copy). */
export function arrayOf<T>(bytes: Buffer, Type: { new (buffer: ArrayBufferLike, offset: number, length: number): T; BYTES_PER_ELEMENT: number }): T {
  return new Type(bytes.buffer, bytes.byteOffset, bytes.length / Type.BYTES_PER_ELEMENT);
}

/** A JSON section's value. */
export function jsonOf<T>(bytes: Buffer): T {
  return JSON.parse(bytes.toString('utf8')) as T;
}
