/**
 * The sites a local service holds: each a tracker_id with a public and private key, a
 * catalog index and merchandising rules. With a data dir, each site's catalog, its built
 * index and the indexing API's writes persist in `<data-dir>/<tracker_id>/` (data-dir.ts):
 * a restart restores what was there instead of building it again.
 */
import type { IndexObject } from '../core/types.js';
import type { CatalogSource } from './catalog/load.js';
import { DataDir, type Opened, type Say } from './data-dir.js';
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

/** A load taking longer than this reports its progress. */
const QUIET_MS = 2000;

export class Site {
  index = new SiteIndex();
  merchandising: Merchandising;
  private analyticsState: SiteAnalytics | undefined;
  private readonly store: DataDir | undefined;

  constructor(readonly keys: SiteKeys, rules?: SiteMerchandising, readonly dir?: string, private readonly say: Say = () => {}) {
    this.merchandising = new Merchandising(rules);
    this.store = dir ? new DataDir(dir, keys.trackerId, say) : undefined;
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
    const doc = this.index.upsert(object);
    this.store?.log({ op: 'put', object, at: doc.updatedAt });
  }

  /** Removes an object; false when there was none. */
  delete(identity: string): boolean {
    const removed = this.index.remove(identity);
    if (removed) this.store?.log({ op: 'delete', identity });
    return removed;
  }

  /**
   * Fills the index: from the data dir when it holds this seed's catalog (its snapshot
   * when usable), otherwise from `seed()`. Returns where the index came from.
   */
  loadCatalog(seedName: string, seed: () => CatalogSource | IndexObject[]): Opened {
    const source = () => {
      const catalog = seed();
      return Array.isArray(catalog) ? { count: catalog.length, entries: catalog } : catalog;
    };
    if (!this.store) {
      this.index = this.build(source());
      return 'seed';
    }
    const opened = this.store.open(seedName, source, (catalog) => this.build(catalog));
    this.index = this.store.current;
    return opened;
  }

  /** Writes what the data dir does not have yet (the service is closing). */
  close(): Promise<void> {
    return this.store?.close() ?? Promise.resolve();
  }

  /** An index of a catalog; a load that takes a while says how far it is. */
  private build(source: CatalogSource): SiteIndex {
    const index = new SiteIndex();
    const started = performance.now();
    let told = started;
    index.load(source.entries, {
      progress: (done) => {
        const now = performance.now();
        if (now - started < QUIET_MS || now - told < 1000) return;
        told = now;
        this.say(`${this.trackerId}: indexing ${done.toLocaleString('en')} / ${source.count.toLocaleString('en')}`);
      },
    });
    return index;
  }
}
