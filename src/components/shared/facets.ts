/**
 * The facets of a results page, each drawn as the kind its values call for:
 *
 * - `list`: multi-select checkboxes with counts; the first few values, "Show more"
 *   for the rest, and a box to find a value when there are many;
 * - `range`: the service's `from|to` buckets as checkboxes, plus free min/max inputs;
 * - `hierarchy`: `category_path` / `all_categories_path`, any depth: the path chosen and
 *   the steps below it, one path at a time;
 * - `boolean`: a 0/1 or true/false field, one checkbox per value;
 * - `date`: a date field (`type: date`), a from/to pair of date inputs (`from|to` filter).
 *
 * A field in the element's `single-choice` list takes one value (radio buttons with "Any");
 * `facet-order` lists values by count (the answer's order), `alpha` or `numeric`.
 *
 * Every facet is a `fieldset` whose `legend` holds the button that folds it. Pure
 * templates over a FacetContext: the element owns the state and what a change does.
 */
import { html, isServer, nothing, type TemplateResult } from 'lit';
import type { Facet, FacetValue } from '../../core/types.js';
import { noScript, servedBox, submits } from './no-script.js';

export type FacetKind = 'list' | 'range' | 'hierarchy' | 'boolean' | 'date';

export const PATH_FIELDS = new Set(['category_path', 'all_categories_path']);
export const PATH = '||';
/** Values past which a list facet offers a box to find one. */
const FIND_AFTER = 10;
/** Values "Show more" (or a find) adds at most to a list facet's first ones (a catalog may count thousands): the find box reaches the others. */
const MORE = 100;

export interface FacetContext {
  /** The shopper's filters by field. */
  filters: Record<string, string[]>;
  text(key: string, values?: Record<string, string | number>): string;
  /** A number in the facet's unit (a price in the page's currency). */
  number(field: string, n: number): string;
  uid: string;
  /** Values shown before "Show more". */
  limit: number;
  /** UI state kept across history moves: facets folded, facets showing all values, text typed in a facet's find box. */
  folded: Set<string>;
  expanded: Set<string>;
  find: Map<string, string>;
  toggle(field: string, value: string): void;
  /** Replaces a field's values (undefined clears it). */
  set(field: string, value: string | undefined): void;
  /** UI state changed (fold, show more, find): redraw. */
  changed(): void;
  /** Fields that take one value (`single-choice`). */
  single?: ReadonlySet<string>;
  /** Value order by field (`facet-order`): `alpha`, `numeric`; else the answer's (by count). */
  order?: Record<string, string>;
}

/** A facet's values in the order the element asks for (`facet-order`). */
function ordered(c: FacetContext, field: string, values: FacetValue[]): FacetValue[] {
  const how = c.order?.[field];
  if (how === 'alpha') return values.sort((a, b) => valueLabel(c, field, a.value).localeCompare(valueLabel(c, field, b.value), undefined, { numeric: true }));
  if (how === 'numeric') return values.sort((a, b) => parseFloat(a.value) - parseFloat(b.value));
  return values;
}

export function kindOf(facet: Facet): FacetKind {
  if (PATH_FIELDS.has(facet.name)) return 'hierarchy';
  if (facet.type === 'boolean') return 'boolean';
  if (facet.type === 'date') return 'date';
  if (facet.type === 'float' && facet.values.every((v) => v.value.includes('|'))) return 'range';
  return 'list';
}

/** The facet's heading: `text-facet-<name>` (both path fields: `facet-category_path`), else its name in words. */
export function facetLabel(c: FacetContext, field: string): string {
  const key = `facet-${PATH_FIELDS.has(field) ? 'category_path' : field}`;
  const own = c.text(key);
  if (own !== key) return own;
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a value reads: `value-<field>-<value>` text, availability's in/out of stock, a range in the facet's unit, the last step of a path, Yes/No. */
export function valueLabel(c: FacetContext, field: string, value: string): string {
  const key = `value-${field}-${value}`;
  const own = c.text(key);
  if (own !== key) return own;
  if (field === 'availability' && /^[01]$/.test(value)) return c.text(+value ? 'in-stock' : 'out-of-stock');
  if (PATH_FIELDS.has(field)) return value.split(PATH).pop()!;
  if (value === 'true') return c.text('yes');
  if (value === 'false') return c.text('no');
  const bar = value.indexOf('|');
  if (bar < 0) return value;
  const [from, to] = [value.slice(0, bar), value.slice(bar + 1)];
  // A bound that is not a number (a hand-edited URL) reads as typed, never "NaN".
  const n = (s: string) => (isNaN(+s) ? s : c.number(field, +s));
  return c.text(from && to ? 'range' : from ? 'range-from' : 'range-to', { from: n(from), to: n(to) });
}

/** One value: its checkbox (a radio button in a `single-choice` facet, named `radio`), its label, its count (none for "Any"; a screen reader hears "Halvex, 24 results", not "Halvex 24"). */
/** `count` left out when the answer gave none (a category's sum is then NaN). */
function checkbox(c: FacetContext, label: string, checked: boolean, count: number | undefined, change: () => void, radio?: string): TemplateResult {
  const type = radio ? 'radio' : 'checkbox';
  // A server draws the state as the attribute (its renderer would write checked="false" for the property).
  return html`<label part="facet-value" class="value">
    ${isServer ? servedBox(type, radio, checked) : html`<input type=${type} name=${radio ?? nothing} .checked=${checked} @change=${change} />`}
    <span class="label">${label}</span>${count! >= 0 ? html`<span part="facet-count" class="count" aria-hidden="true">${c.number('', count!)}</span><span class="sr">, ${c.text('count', { count: count! })}</span>` : nothing}</label>`;
}

function renderList(c: FacetContext, facet: Facet): TemplateResult {
  const field = facet.name;
  const selected = c.filters[field] ?? [];
  // Chosen values stay listed even when the answer no longer counts them.
  const values = ordered(c, field, [...facet.values]);
  // One value at a time: radio buttons, "Any" first.
  const radio = c.single?.has(field) ? `${c.uid}-${field}` : undefined;
  for (const v of selected) if (!values.some((x) => x.value === v)) values.unshift({ value: v, hits_count: 0 } as FacetValue);
  const find = (c.find.get(field) ?? '').trim().toLowerCase();
  const found = find ? values.filter((v) => valueLabel(c, field, v.value).toLowerCase().includes(find)) : values;
  const all = c.expanded.has(field) || find !== '';
  const shown = found.slice(0, all ? MORE + c.limit : c.limit);
  const within = c.text('filter-within', { facet: facetLabel(c, field) });
  return html`
    ${values.length > FIND_AFTER ? html`<input part="facet-find" class="find" type="search" .value=${c.find.get(field) ?? ''} aria-label=${within} placeholder=${within}
      @input=${(e: Event) => { c.find.set(field, (e.target as HTMLInputElement).value); c.changed(); }} />` : nothing}
    ${radio ? (isServer && submits(field, ''), checkbox(c, c.text('any'), !selected.length, undefined, () => c.set(field, undefined), radio)) : nothing}
    ${(isServer ? found.filter((v, i) => i < c.limit + MORE || selected.includes(v.value)) : shown).map((v) => (isServer && submits(field, v.value, !shown.includes(v)), checkbox(c, valueLabel(c, field, v.value), selected.includes(v.value), v.hits_count, () => (radio ? c.set(field, v.value) : c.toggle(field, v.value)), radio)))}
    ${found.length > c.limit && !find ? html`<button part="facet-more" class="link" type="button" aria-expanded=${all}
      @click=${() => { if (all) c.expanded.delete(field); else c.expanded.add(field); c.changed(); }}>${c.text(all ? 'show-less' : 'show-more')}</button>` : nothing}`;
}

function renderRange(c: FacetContext, facet: Facet): TemplateResult {
  const field = facet.name;
  const selected = c.filters[field] ?? [];
  // A date facet's values are single days: only the from/to pair is offered.
  const date = facet.type === 'date';
  const custom = selected.find((v) => date || !facet.values.some((x) => x.value === v));
  const [from = '', to = ''] = custom?.split('|') ?? [];
  // What was typed is read on the first Apply, by code loaded then (range.ts: numbers as the page's language writes them).
  const submit = (e: SubmitEvent) => {
    const form = e.target as HTMLFormElement;
    e.preventDefault();
    void import('./range.js').then((m) => m.applyRange(form, c, field, date), () => {});
  };
  // The two inputs: their name (a server's: the field's too, for its form without script, no-script.ts), their words (a date's From and To), their value.
  const ends = [[isServer ? `${noScript.filter}.${field}.min` : 'min', date ? 'from' : 'min', from], [isServer ? `${noScript.filter}.${field}.max` : 'max', date ? 'to' : 'max', to]];
  return html`
    ${date ? nothing : renderValues(c, facet)}
    <form part="facet-range" class="range-form" @submit=${submit}>
      ${ends.map(([name, words, value]) => html`<label><span class="sr">${facetLabel(c, field)} </span>${c.text(words)}
        <input name=${name} type=${date ? 'date' : 'text'} inputmode="decimal" .value=${value} /></label>`)}
      <button part="facet-apply" type="submit">${c.text('apply')}</button>
    </form>`;
}

interface PathNode {
  path: string;
  count: number;
  children: Map<string, PathNode>;
}

/** The paths below `root` as a tree; a step's count is the sum of the paths under it. */
export function pathTree(values: readonly FacetValue[], root = ''): PathNode {
  const top: PathNode = { path: root, count: 0, children: new Map() };
  const prefix = root ? root + PATH : '';
  for (const v of values) {
    if (prefix && !v.value.startsWith(prefix)) continue;
    let node = top;
    const steps = v.value.slice(prefix.length).split(PATH);
    steps.forEach((step, i) => {
      const path = prefix + steps.slice(0, i + 1).join(PATH);
      let next = node.children.get(step);
      if (!next) node.children.set(step, (next = { path, count: 0, children: new Map() }));
      next.count += v.hits_count;
      node = next;
    });
    top.count += v.hits_count;
  }
  return top;
}

function renderHierarchy(c: FacetContext, facet: Facet): TemplateResult {
  const field = facet.name;
  const chosen = c.filters[field]?.[0] ?? '';
  const level = (node: PathNode): TemplateResult => html`<ul class="tree">${[...node.children.values()].map((child) => {
    const onPath = chosen === child.path || chosen.startsWith(child.path + PATH);
    // Unchosen, a step goes back to its parent (none at the top).
    const parent = child.path.includes(PATH) ? child.path.slice(0, child.path.lastIndexOf(PATH)) : undefined;
    if (isServer) submits(field, child.path);
    return html`<li>${checkbox(c, valueLabel(c, field, child.path), onPath, child.count,
      () => c.set(field, onPath ? parent : child.path))}
      ${onPath && child.children.size ? level(child) : nothing}</li>`;
  })}</ul>`;
  return level(pathTree(facet.values));
}

/** Each value of the facet as a checkbox: a yes/no facet, a range's buckets. */
function renderValues(c: FacetContext, facet: Facet): TemplateResult {
  const selected = c.filters[facet.name] ?? [];
  return html`${facet.values.map((v) => (isServer && submits(facet.name, v.value), checkbox(c, valueLabel(c, facet.name, v.value), selected.includes(v.value), v.hits_count, () => c.toggle(facet.name, v.value))))}`;
}

const RENDER: Record<FacetKind, (c: FacetContext, facet: Facet) => TemplateResult> = {
  list: renderList, range: renderRange, hierarchy: renderHierarchy, boolean: renderValues, date: renderRange,
};

/** One facet as a fieldset, or nothing when it has no value to offer. */
export function renderFacet(c: FacetContext, facet: Facet): unknown {
  const kind = kindOf(facet);
  // A facet without values is left out, unless a value of it is chosen (a path's tree is drawn from its values alone).
  if (!facet.values.length && (kind === 'hierarchy' || !c.filters[facet.name]?.length)) return nothing;
  const open = !c.folded.has(facet.name);
  const id = `${c.uid}-facet-${facet.name.replace(/\W/g, '_')}`;
  return html`<fieldset part="facet" class="facet k-${kind}" data-facet=${facet.name}>
    <legend part="facet-legend"><button class="fold" type="button" aria-expanded=${open} aria-controls=${id}
      @click=${() => { if (open) c.folded.add(facet.name); else c.folded.delete(facet.name); c.changed(); }}>${facetLabel(c, facet.name)}</button></legend>
    <div class="values" id=${id} ?hidden=${!open}>${RENDER[kind](c, facet)}</div>
  </fieldset>`;
}
