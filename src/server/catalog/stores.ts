/**
 * The CC0 Best Buy store locations (data/SOURCES.md), the seed of the demo catalog's
 * `store` objects. Imported, not read from disk: the Node bundle carries them, so the
 * service needs no file beside it.
 */
import stores from './data/stores.json' with { type: 'json' };
import type { RawStore } from './generator.js';

export const DEMO_STORES: readonly RawStore[] = stores as RawStore[];
