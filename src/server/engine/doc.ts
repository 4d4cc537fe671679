/** One indexed object as the engine holds it. */
import type { IndexObject, NestedObject } from '../../core/types.js';

export interface Doc {
  /** Internal numeric id (the full-text index's document id). */
  id: number;
  identity: string;
  type: string;
  fields: Record<string, unknown>;
  nested?: NestedObject[];
  generation?: string;
  activeFrom?: number;
  activeTo?: number;
  /** Catalog popularity plus what events add (a later issue). */
  popularity: number;
  updatedAt: string;
  /** The object as it was indexed, for export and persistence. */
  source: IndexObject;
}
