/**
 * A site's data dir, `<data-dir>/<tracker_id>/`:
 *
 * - `catalog.jsonl`: the catalog, one object per line, in the index's order;
 * - `index.snapshot`: the index built over it (engine/snapshot.ts, engine/index-image.ts);
 * - `writes.jsonl`: the indexing API's writes since `catalog.jsonl` was written, one
 *   appended line each (a write costs one line, and survives a crash);
 * - `meta.json`: where the catalog came from (the `--catalog` file and its time, or the
 *   demo generator's version); a start from another source reseeds the folder;
 * - `events.jsonl`: the Events API log (analytics/events.ts).
 *
 * A start restores the snapshot when it is usable, replays the writes logged since, and
 * serves. A snapshot that is missing, stale (catalog.jsonl changed), from another version,
 * truncated or corrupt is reported in one line and the index is built from catalog.jsonl
 * instead. After a build or writes, `catalog.jsonl` and the snapshot are written again in
 * the background, a slice at a time between queries (a write meanwhile restarts it later),
 * each to a temporary file that is fsynced and renamed into place (the old file linked aside
 * as `.old` first, and removed after); only then is the write log emptied. A crash at any
 * point leaves files that a start reads correctly (it removes `.tmp` and `.old` files).
 */
import { appendFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { IndexObject } from '../core/types.js';
import { readCatalog, type CatalogSource } from './catalog/load.js';
import { catalogParts, indexSections, restoreIndex, stampOf, type CatalogStamp } from './engine/index-image.js';
import type { SiteIndex } from './engine/site-index.js';
import { crcThen, readSnapshotFile, snapshotParts, SnapshotProblem, syncFolder, writeParts } from './engine/snapshot.js';

/** The snapshot format; a snapshot of another version is rebuilt. Bump it with any change of what a build computes. */
export const SNAPSHOT_VERSION = 4;
/** How long after the last change the catalog and snapshot are written again. */
const SAVE_DELAY_MS = 2000;

export type WriteOp = { op: 'put'; object: IndexObject; at?: string } | { op: 'delete'; identity: string };
/** Where status lines go (the service log). */
export type Say = (line: string) => void;
export type Opened = 'snapshot' | 'catalog' | 'seed';

export class DataDir {
  private readonly catalog: string;
  private readonly snapshot: string;
  private readonly writes: string;
  private readonly meta: string;
  private index: SiteIndex | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private dirty = false;
  private closing = false;

  constructor(readonly dir: string, private readonly name: string, private readonly say: Say) {
    this.catalog = join(dir, 'catalog.jsonl');
    this.snapshot = join(dir, 'index.snapshot');
    this.writes = join(dir, 'writes.jsonl');
    this.meta = join(dir, 'meta.json');
  }

  /**
   * The site's index: the snapshot's when it is usable, else built from catalog.jsonl
   * (when the folder holds this seed's catalog), else from `seed()`; then the writes
   * logged since, replayed. `build` makes an index of a catalog.
   */
  open(seedName: string, seed: () => CatalogSource, build: (source: CatalogSource) => SiteIndex): Opened {
    mkdirSync(this.dir, { recursive: true });
    for (const name of readdirSync(this.dir)) if (/\.(tmp|old)$/.test(name)) rmSync(join(this.dir, name), { force: true });
    let opened: Opened;
    if (this.seed() !== seedName) {
      // Another source: once it has loaded (a bad catalog stops the start and loses nothing), the
      // folder starts over, claimed for this seed before the first save (a crash meanwhile reseeds).
      this.index = build(seed());
      for (const file of [this.catalog, this.snapshot, this.writes]) rmSync(file, { force: true });
      writeFileSync(`${this.meta}.tmp`, JSON.stringify({ seed: seedName }, null, 2));
      renameSync(`${this.meta}.tmp`, this.meta);
      opened = 'seed';
    } else if (!existsSync(this.catalog)) {
      this.index = build(seed());
      opened = 'seed';
    } else {
      const bytes = readFileSync(this.catalog);
      try {
        const started = performance.now();
        this.index = this.restore(bytes);
        this.say(`${this.name}: index snapshot restored (${this.index.size.toLocaleString('en')} objects, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
        opened = 'snapshot';
      } catch (error) {
        const why = error instanceof SnapshotProblem ? error.message : `unreadable (${(error as Error).message})`;
        this.say(`${this.name}: index snapshot ${why}; rebuilding from catalog.jsonl`);
        this.index = build(readCatalog(this.catalog, bytes));
        opened = 'catalog';
      }
    }
    const replayed = this.replay(this.index);
    if (opened !== 'snapshot' || replayed) this.changed();
    return opened;
  }

  /** The index the folder holds (after `open`). */
  get current(): SiteIndex {
    return this.index!;
  }

  /** Appends a write to the log, and has the catalog and snapshot catch up later (once `open` has filled the index). */
  log(entry: WriteOp): void {
    if (!this.index) return;
    appendFileSync(this.writes, JSON.stringify(entry) + '\n');
    this.changed();
  }

  /** Writes whatever is not saved yet, then stops saving (the service is closing). */
  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
    if (this.dirty) await this.save();
  }

  private seed(): string | undefined {
    if (!existsSync(this.meta)) return undefined;
    try {
      return (JSON.parse(readFileSync(this.meta, 'utf8')) as { seed?: string }).seed;
    } catch {
      return undefined;
    }
  }

  /** The snapshot's index over these catalog bytes; SnapshotProblem when it cannot be used. */
  private restore(catalog: Buffer): SiteIndex {
    if (!existsSync(this.snapshot)) throw new SnapshotProblem('missing');
    const file = readSnapshotFile(this.snapshot, SNAPSHOT_VERSION);
    const expected = file.header.catalog as CatalogStamp | undefined;
    const actual = stampOf(catalog);
    if (expected?.bytes !== actual.bytes || expected.crc !== actual.crc) throw new SnapshotProblem('stale (catalog.jsonl changed since it was written)');
    return restoreIndex(file, catalog);
  }

  /** Replays the write log onto `index`; whether it held any write. */
  private replay(index: SiteIndex): boolean {
    if (!existsSync(this.writes)) return false;
    let any = false;
    for (const line of readFileSync(this.writes, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let op: WriteOp;
      try {
        op = JSON.parse(line) as WriteOp;
      } catch {
        continue; // a torn last line from a crash: everything before it counts
      }
      if (op.op === 'put') index.upsert(op.object, op.at);
      else index.remove(op.identity);
      any = true;
    }
    return any;
  }

  /** Something is not saved yet: save once things are quiet for a moment. */
  private changed(): void {
    this.dirty = true;
    if (this.closing) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.save(), SAVE_DELAY_MS);
    this.timer.unref();
  }

  /**
   * Writes catalog.jsonl and the snapshot of the index as it is now, in slices between
   * queries; gives up (and tries again later) when the index changes meanwhile.
   */
  private save(): Promise<void> {
    if (this.running) return this.running;
    const index = this.index!;
    const version = index.version;
    const current = () => index.version === version && index === this.index;
    this.dirty = false;
    const run = async () => {
      let catalog = { bytes: 0, crc: 0 };
      const counted = function* (parts: Iterable<Buffer>) {
        for (const part of parts) {
          catalog = { bytes: catalog.bytes + part.length, crc: crcThen(part, catalog.crc) };
          yield part;
        }
      };
      const done = await writeParts(`${this.catalog}.tmp`, counted(catalogParts(index)), current)
        && await writeParts(`${this.snapshot}.tmp`, snapshotParts(SNAPSHOT_VERSION, { objects: index.size, catalog, written: new Date().toISOString() }, indexSections(index)), current);
      if (!done || !current()) {
        rmSync(`${this.catalog}.tmp`, { force: true });
        this.dirty = true;
        return;
      }
      // Both files are complete and on disk: into place, in this order, with nothing in between.
      // The old ones are linked aside first: a rename over a file frees its blocks (ext4 takes
      // 0.2 s for 1 GB, the service held meanwhile); removing the links does it off the event loop.
      const files = [this.catalog, this.snapshot];
      for (const file of files) {
        rmSync(`${file}.old`, { force: true });
        try {
          if (existsSync(file)) linkSync(file, `${file}.old`);
        } catch {
          // No hard links on this file system: the rename frees the old file itself.
        }
      }
      renameSync(`${this.catalog}.tmp`, this.catalog);
      renameSync(`${this.snapshot}.tmp`, this.snapshot);
      rmSync(this.writes, { force: true });
      await Promise.all(files.map((file) => rm(`${file}.old`, { force: true })));
      await syncFolder(this.catalog);
    };
    this.running = run()
      .catch((error: unknown) => {
        for (const file of [this.catalog, this.snapshot]) rmSync(`${file}.tmp`, { force: true });
        this.say(`${this.name}: could not write the index snapshot: ${(error as Error).message}`);
      })
      .finally(() => {
        this.running = undefined;
        if (this.dirty) this.changed();
      });
    return this.running;
  }
}
