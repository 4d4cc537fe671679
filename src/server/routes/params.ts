/** The parameter families the query routes share: type counts, sort, field lists, filters. */
import type { NestedObject } from '../../core/types.js';
import type { Doc } from '../engine/doc.js';
import { FilterError, groupFilters, matchesFields, mustFilters, negativeFilters, type FilterContext, type ParsedFilter, type Predicate } from '../engine/filters.js';
import { parseGeo } from '../engine/geo.js';
import type { SortSpec } from '../engine/query.js';
import type { Params } from '../http.js';

/** `<type>:<count>` pairs, comma separated (autocomplete and top items `type`). */
export function parseTypeCounts(p: Params, name = 'type', max = 200): Array<{ type: string; count: number }> {
  const raw = p.str(name);
  if (raw === undefined || raw === '') {
    p.errors.add(name, 'is required, e.g. item:6,category:3');
    return [];
  }
  const out: Array<{ type: string; count: number }> = [];
  for (const part of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [type, countText, extra] = part.split(':');
    const count = countText === undefined ? 10 : Number(countText);
    if (!type || extra !== undefined || !Number.isInteger(count) || count < 0 || count > max) {
      p.errors.add(name, `"${part}" is not <type>:<count> with a count from 0 to ${max}`);
      continue;
    }
    out.push({ type, count });
  }
  return out;
}

export function parseSort(p: Params, name: string, raw: string | undefined): SortSpec[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  const specs: SortSpec[] = [];
  for (const part of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const colon = part.lastIndexOf(':');
    const field = colon > 0 ? part.slice(0, colon) : part;
    const direction = colon > 0 ? part.slice(colon + 1) : 'asc';
    if (direction !== 'asc' && direction !== 'desc') {
      p.errors.add(name, `"${part}": direction must be asc or desc`);
      continue;
    }
    specs.push({ field, direction });
  }
  return specs;
}

export function fieldList(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}

export function filterContext(p: Params): FilterContext {
  const raw = p.str('context[geo_location]');
  const geo = raw === undefined ? undefined : parseGeo(raw);
  if (raw !== undefined && !geo) p.errors.add('context[geo_location]', `"${raw}" is not <lat>,<lon>`);
  return { geo, geoField: p.str('context[geo_location_field]') || 'geo_location' };
}

/** Runs a filter builder, turning a bad filter into a message on that parameter. */
export function safely<T>(p: Params, name: string, build: () => T, fallback: T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof FilterError) {
      p.errors.add(name, error.message);
      return fallback;
    }
    throw error;
  }
}

export interface FilterFamilies {
  types?: Set<string>;
  groups: Map<string, { filters: ParsedFilter[]; test: Predicate }>;
  required: Predicate[];
  applied: string[];
}

/**
 * `f[]`, `f_must[]` and `neg_f[]` (or their per-type names). Type filters (`type:item`)
 * select the types to return instead of becoming a filter group.
 */
export function filterFamilies(p: Params, ctx: FilterContext, names: { f: string; must?: string; neg?: string }, values?: { f?: string[]; must?: string[]; neg?: string[] }): FilterFamilies {
  const f = values?.f ?? p.list(names.f);
  const must = values?.must ?? (names.must ? p.list(names.must) : []);
  const neg = values?.neg ?? (names.neg ? p.list(names.neg) : []);
  const typeValues = f.filter((raw) => raw.startsWith('type:')).map((raw) => raw.slice(5));
  const groups = safely(p, names.f, () => groupFilters(f.filter((raw) => !raw.startsWith('type:')), ctx), new Map());
  const required = [
    ...safely(p, names.must ?? 'f_must[]', () => mustFilters(must, ctx), []),
    ...safely(p, names.neg ?? 'neg_f[]', () => negativeFilters(neg, ctx), []),
  ];
  return { types: typeValues.length ? new Set(typeValues) : undefined, groups, required, applied: [...f, ...must] };
}

/** Whether an object passes every filter family (pins must too). */
export function passesFilters(doc: Doc, families: Pick<FilterFamilies, 'groups' | 'required'>): boolean {
  return families.required.every((test) => test(doc)) && [...families.groups.values()].every((g) => g.test(doc));
}

/** Whether one variant satisfies the filters that name its own fields. */
export function variantPasses(variant: NestedObject, groups: FilterFamilies['groups']): boolean {
  for (const { filters } of groups.values()) {
    const results = filters.map((f) => matchesFields(variant.fields ?? {}, f));
    if (results.every((r) => r === undefined)) continue;
    if (!results.some((r) => r === true)) return false;
  }
  return true;
}
