/**
 * The sites a local service holds: each a tracker_id with a public and private key, a
 * catalog index and merchandising rules. With a data dir, each site's catalog is kept
 * in `<data-dir>/<tracker_id>/catalog.jsonl` plus `writes.jsonl`, an append-only log of
 * the indexing API's writes since (folded into the snapshot at the next start), so a
 * restart serves what was there and a write costs one appended line.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexObject } from '../core/types.js';
import { readCatalogFile } from './catalog/load.js';
import { SiteIndex } from './engine/site-index.js';
import { Merchandising, type SiteMerchandising } from './merchandising.js';
import { SiteAnalytics } from './analytics/events.js';

export interface SiteKeys {
  trackerId: string;
  publicKey: string;
  privateKey: string;
}

/** The demo site's keys: development only, public on purpose, overridable. */
export const DEMO_SITE: SiteKeys = { trackerId: 'demo', publicKey: 'demo-public', privateKey: 'demo-private' };

type WriteOp = { op: 'put'; object: IndexObject } | { op: 'delete'; identity: string };

export class Site {
  readonly index = new SiteIndex();
  merchandising: Merchandising;
  private analyticsState: SiteAnalytics | undefined;

  constructor(readonly keys: SiteKeys, rules?: SiteMerchandising, readonly dir?: string) {
    this.merchandising = new Merchandising(rules);
  }

  get trackerId(): string {
    return this.keys.trackerId;
  }

  /** What the Events API received; replays the site's event log on first use. */
  get analytics(): SiteAnalytics {
    this.analyticsState ??= new SiteAnalytics(this);
    return this.analyticsState;
  }

  /** Adds or replaces an object, searchable at once and kept in the write log. */
  put(object: IndexObject): void {
    this.index.upsert(object);
    this.log({ op: 'put', object });
  }

  /** Removes an object; false when there was none. */
  delete(identity: string): boolean {
    const removed = this.index.remove(identity);
    if (removed) this.log({ op: 'delete', identity });
    return removed;
  }

  private log(entry: WriteOp): void {
    if (!this.dir) return;
    mkdirSync(this.dir, { recursive: true });
    appendFileSync(join(this.dir, 'writes.jsonl'), JSON.stringify(entry) + '\n');
  }

  /** Writes the catalog snapshot (atomically) when the site has a data dir. */
  save(seed?: string): void {
    if (!this.dir) return;
    mkdirSync(this.dir, { recursive: true });
    const lines: string[] = [];
    for (const doc of this.index.all()) lines.push(JSON.stringify(doc.source));
    const file = join(this.dir, 'catalog.jsonl');
    writeFileSync(`${file}.tmp`, lines.join('\n') + '\n');
    renameSync(`${file}.tmp`, file);
    if (seed !== undefined) writeFileSync(join(this.dir, 'meta.json'), JSON.stringify({ seed }, null, 2));
  }

  /**
   * Fills the index: from the data dir when it holds a catalog made from the same seed,
   * otherwise from `seed()` (then saved). Returns where the catalog came from.
   */
  loadCatalog(seedName: string, seed: () => IndexObject[]): 'data-dir' | 'seed' {
    if (this.dir) {
      const file = join(this.dir, 'catalog.jsonl');
      const meta = join(this.dir, 'meta.json');
      const sameSeed = existsSync(meta) && (JSON.parse(readFileSync(meta, 'utf8')) as { seed?: string }).seed === seedName;
      if (existsSync(file) && sameSeed) {
        this.index.load(readCatalogFile(file));
        const writes = join(this.dir, 'writes.jsonl');
        if (existsSync(writes)) {
          for (const line of readFileSync(writes, 'utf8').split('\n')) {
            if (!line.trim()) continue;
            let op: WriteOp;
            try {
              op = JSON.parse(line) as WriteOp;
            } catch {
              continue; // a torn last line from a crash: everything before it counts
            }
            if (op.op === 'put') this.index.upsert(op.object);
            else this.index.remove(op.identity);
          }
          this.save();
          rmSync(writes);
        }
        return 'data-dir';
      }
    }
    this.index.load(seed());
    if (this.dir) rmSync(join(this.dir, 'writes.jsonl'), { force: true });
    this.save(seedName);
    return 'seed';
  }
}
