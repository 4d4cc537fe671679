/**
 * The state of a results page as its URL holds it, so that a refinement can be a history
 * entry, Back and Forward restore it and a copied URL reproduces the page:
 *
 *     ?q=headphones&f=brand:Auralis&f=brand:Nordby&f=price:100|200&sort=price:asc&page=2
 *
 * Filters use the API's own `<field>:<value>` syntax (`f[]`): values of one field combine
 * with OR, fields with AND, a range is `<from>|<to>` with either end open. Each parameter
 * name can be changed (a CMS's own `?s=` for the query). Parameters the page owns and
 * the element does not (a CMS's `?page_id=`, campaign tags) are kept as they are, in
 * their order. Reading never throws: a malformed value is left out.
 */

export interface ResultsState {
  /** The query; '' for a listing or an empty search. */
  q: string;
  /** Selected values by field, in the order they were chosen. */
  filters: Record<string, string[]>;
  /** `<field>:<direction>`, or '' for the service's own ranking. */
  sort: string;
  /** 1-based page. */
  page: number;
}

/** The URL parameter names a results element owns. */
export interface StateNames {
  q: string;
  filter: string;
  sort: string;
  page: string;
}

export const STATE_NAMES: StateNames = { q: 'q', filter: 'f', sort: 'sort', page: 'page' };

/** Pages past this are not read from a URL (a results page never has that many). */
const MAX_PAGE = 10_000;

export const emptyState = (): ResultsState => ({ q: '', filters: {}, sort: '', page: 1 });

/**
 * The state in `params`. Filters on fields `takes` (when given) refuses are left out,
 * so a hand-edited or stale URL cannot ask for facets the page does not show.
 */
export function readState(params: URLSearchParams, names: StateNames = STATE_NAMES, takes?: (field: string) => unknown): ResultsState {
  const filters: Record<string, string[]> = {};
  for (const raw of params.getAll(names.filter)) {
    const at = raw.indexOf(':');
    const field = raw.slice(0, at).trim();
    const value = raw.slice(at + 1);
    if (at <= 0 || !value.trim() || (takes && !takes(field))) continue;
    const values = (filters[field] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  const page = Number(params.get(names.page));
  return {
    q: (params.get(names.q) ?? '').trim(),
    filters,
    sort: /^[\w.-]+:(asc|desc)$/.test(params.get(names.sort) ?? '') ? params.get(names.sort)! : '',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** `params` with the state written in: the names it owns replaced, every other parameter kept. */
export function writeState(params: URLSearchParams, state: ResultsState, names: StateNames = STATE_NAMES): URLSearchParams {
  const out = new URLSearchParams();
  const owned = new Set([names.q, names.filter, names.sort, names.page]);
  for (const [key, value] of params) if (!owned.has(key)) out.append(key, value);
  if (state.q) out.set(names.q, state.q);
  for (const [field, values] of Object.entries(state.filters)) for (const value of values) out.append(names.filter, `${field}:${value}`);
  if (state.sort) out.set(names.sort, state.sort);
  if (state.page > 1) out.set(names.page, String(state.page));
  return out;
}

/** The API's filter parameters of a state: one `f[]` per selected value. */
export const filterParams = (state: ResultsState): string[] =>
  Object.entries(state.filters).flatMap(([field, values]) => values.map((value) => `${field}:${value}`));

/** Whether two states ask for the same results. */
export const sameState = (a: ResultsState, b: ResultsState): boolean =>
  a.q === b.q && a.sort === b.sort && a.page === b.page && filterParams(a).join('\n') === filterParams(b).join('\n');

/** A value selected or unselected; a refinement starts again at page 1. */
export function toggleFilter(state: ResultsState, field: string, value: string): ResultsState {
  const values = state.filters[field] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return withFilter(state, field, next);
}

/** A field's values replaced (a range: one `<from>|<to>` value; [] clears the field); page 1. */
export function withFilter(state: ResultsState, field: string, values: string[]): ResultsState {
  const filters = { ...state.filters };
  if (values.length) filters[field] = values;
  else delete filters[field];
  return { ...state, filters, page: 1 };
}

/** `=Best match; price:asc=Price: low to high` -> [['', 'Best match'], ['price:asc', 'Price: low to high']] */
export function parseSortOptions(value: string | undefined): Array<[string, string]> {
  return (value ?? '').split(';').map((s) => s.trim()).filter(Boolean).map((entry) => {
    const at = entry.indexOf('=');
    return at < 0 ? [entry, entry] : [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
  });
}
