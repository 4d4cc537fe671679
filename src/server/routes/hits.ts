/** Response hits as the query routes build them: highlights, field selection, the identity under the version's name. */
import type { Hit, NestedObject } from '../../core/types.js';
import type { Doc } from '../engine/doc.js';
import { highlight } from '../engine/highlight.js';

export type IdKey = 'url' | 'identity' | 'both';

export interface HitOptions {
  idKey: IdKey;
  terms?: string[];
  prefixTerm?: string;
  highlightFields: string[];
  hitFields?: string[];
  removeFields?: string[];
  updatedAt?: boolean;
  pin?: { promoted?: boolean; pin_note?: string };
}

/** One response hit, with highlights, field selection and the identity under the version's name. */
export function buildHit(doc: Doc, options: HitOptions, variant?: NestedObject): Hit {
  const attributes: Record<string, unknown> = variant ? { ...doc.fields, ...variant.fields } : { ...doc.fields };
  if (options.terms?.length) {
    for (const field of options.highlightFields) {
      const value = attributes[field];
      if (typeof value !== 'string') continue;
      attributes[field] = highlight(value, options.terms, options.prefixTerm);
      attributes[`${field}.untouched`] = value;
    }
  }
  trim(attributes, options);
  const identity = variant ? variant.identity : doc.identity;
  const pin = options.pin;
  // url, identity or both, by the version (idKey); absent fields stay undefined, which JSON leaves out.
  const hit = {
    url: options.idKey !== 'identity' ? identity : undefined,
    identity: options.idKey !== 'url' ? identity : undefined,
    type: doc.type,
    attributes,
    nested: doc.nested?.length && !variant ? trimmedNested(doc.nested, options) : undefined,
    updated_at: options.updatedAt ? doc.updatedAt : undefined,
    pinned: pin ? true : undefined,
    promoted: pin?.promoted || undefined,
    pin_note: (pin?.promoted && pin.pin_note) || undefined,
  };
  return hit as Hit;
}

/** Keeps the `hit_fields` and drops the `remove_fields` of some attributes, in place (`<field>.untouched` follows its field). */
function trim(attributes: Record<string, unknown>, options: Pick<HitOptions, 'hitFields' | 'removeFields'>): void {
  if (options.hitFields) {
    for (const key of Object.keys(attributes)) {
      const base = key.endsWith('.untouched') ? key.slice(0, -'.untouched'.length) : key;
      if (!options.hitFields.includes(base)) delete attributes[key];
    }
  }
  for (const key of options.removeFields ?? []) {
    delete attributes[key];
    delete attributes[`${key}.untouched`];
  }
}

/** A hit's variants with their fields trimmed as the hit's attributes are (as stored when nothing is asked). */
function trimmedNested(nested: NestedObject[], options: Pick<HitOptions, 'hitFields' | 'removeFields'>): NestedObject[] {
  if (!options.hitFields && !options.removeFields?.length) return nested;
  return nested.map((variant) => {
    const fields = { ...variant.fields };
    trim(fields, options);
    return { ...variant, fields };
  });
}

/** The query with each corrected word wrapped in `<em>`. */
export function correctedQuery(q: string, corrections: Array<{ from: string; to: string }>): string | undefined {
  if (!corrections.length) return undefined;
  let out = q;
  for (const { from, to } of corrections) {
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])(${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?=$|[^\\p{L}\\p{N}])`, 'iu');
    out = out.replace(re, (_m, lead: string) => `${lead}<em>${to}</em>`);
  }
  return out;
}
