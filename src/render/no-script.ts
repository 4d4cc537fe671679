/**
 * A served results page whose shopper runs no script still refines: the facets' boxes and
 * the sort are fields of one form (components/shared/no-script.ts names them) that the
 * browser submits by GET to the page's own URL, in the URL's own shape
 * (`?q=tv&f=brand:Kovax&sort=price:asc`), and the server draws the answer as for any URL.
 *
 * Drawn here, around the element's drawing, and only for a browser without script
 * (`@media (scripting: none)`): the form with the page's other parameters, an Apply button
 * at the foot of the facets and one beside the sort, and on a narrow screen the facets
 * under the results with a link to them in place of the "Filters" button (which needs
 * script), a list facet's values past "Show more" (up to 100, and every chosen one), and with filters chosen
 * a link to the page without them. The element taking
 * the page over draws none of it; with script on none of it is ever shown, so nothing moves.
 * What needs script is hidden then (a value's find box, "Show more", the chips' remove
 * buttons, the folds (a facet's name shows as text in its fold's place), the cards' add-to-cart buttons: the shop's cart is script). A range's min/max (or a date's from/to) and its Apply belong to the
 * one form too.
 */
import { NO_SCRIPT_FORM, noScript } from '../components/shared/no-script.js';
import { PATH } from '../components/shared/facets.js';
import { readNumber } from '../components/shared/range.js';
import type { StateNames } from '../components/shared/url-state.js';
import { escapeAttribute } from './head.js';

/** The slot, in the facets, of the link's target: a page's fragment finds ids of the page, never of a shadow root. */
const FACETS_SLOT = `${NO_SCRIPT_FORM}-facets`;

/** Starts a drawing: its boxes submit under the page's filter parameter. */
export function beginNoScript(names: StateNames): void {
  Object.assign(noScript, { filter: names.filter, next: '' });
  noScript.drawn.clear();
}

/**
 * The URL to answer instead, as the element would ask, when a form without script asked in
 * its own words: a single-choice facet's radio button as `<filter>.<field>=<value>` (its
 * field's value, none for "Any"); a range's inputs as `<filter>.<field>.min` and `.max` (its
 * field's `min|max`, a typed number read as the page's language writes it, `decimal` its decimal
 * separator (range.ts), the ends swapped when typed the other way round, none when both are
 * empty); a category and a step below it (a tree's chosen path stays ticked as a deeper one
 * is ticked), the deeper step alone. Undefined when the URL is as the element writes it.
 */
export function tidyUrl(url: URL, names: StateNames, decimal?: string): string | undefined {
  const prefix = `${names.filter}.`;
  const asked = [...url.searchParams].filter(([name]) => name.startsWith(prefix));
  // Each field the form set, and its value ('' for none).
  const own = new Map<string, string>();
  const ranges = new Map<string, Record<string, string>>();
  for (const [name, value] of asked) {
    const rest = name.slice(prefix.length);
    const end = /\.(min|max)$/.exec(rest);
    if (end) ranges.set(rest.slice(0, end.index), { ...ranges.get(rest.slice(0, end.index)), [end[1]]: value.trim() });
    else own.set(rest, value);
  }
  // A typed number as the page's language writes it ("250,5" in German: `decimal`, range.ts); a date or no number as typed.
  const read = (typed: string) => {
    const n = readNumber(typed, decimal);
    return Number.isNaN(n) ? typed : String(n);
  };
  for (const [field, ends] of ranges) {
    const [min, max] = [read(ends.min ?? ''), read(ends.max ?? '')];
    const backwards = min && max && (isNaN(+min) || isNaN(+max) ? min > max : +min > +max);
    own.set(field, min || max ? (backwards ? `${max}|${min}` : `${min}|${max}`) : '');
  }
  const filters = [
    ...url.searchParams.getAll(names.filter).filter((f) => !own.has(f.slice(0, f.indexOf(':')))),
    ...[...own].filter(([, value]) => value).map(([field, value]) => `${field}:${value}`),
  ];
  const kept = filters.filter((f) => !filters.some((g) => g.startsWith(f + PATH)));
  if (!asked.length && kept.length === filters.length) return undefined;
  const tidy = new URL(url);
  for (const name of new Set([names.filter, ...asked.map(([name]) => name)])) tidy.searchParams.delete(name);
  for (const f of kept) tidy.searchParams.append(names.filter, f);
  return tidy.href;
}

/**
 * `html`, the element's drawing (just drawn: noScript holds the boxes it drew), with the
 * form and its buttons, and the style that shows them only without script, for the start
 * of its shadow root. `words`: the element's Apply, Filters and Clear all in the page's language.
 */
export function withNoScript(html: string, url: URL, names: StateNames, words: { apply: string; filters: string; clear: string }, narrow: number): [html: string, style: string] {
  const submit = `<button class="no-script apply button" type="submit" form="${NO_SCRIPT_FORM}">${escapeAttribute(words.apply)}</button>`;
  // The page's own parameters, and the filters no box submits (a typed range, a date's, a radio button's: what the form sets for their field replaces them).
  const kept = [...url.searchParams].filter(([name, value]) => ![names.filter, names.sort, names.page].includes(name) || (name === names.filter && !noScript.drawn.has(value)));
  const sorted = /<select\b/.test(html);
  if (!sorted && url.searchParams.get(names.sort)) kept.push([names.sort, url.searchParams.get(names.sort)!]);
  const hidden = (fields: Array<[string, string]>) => fields.map(([name, value]) => `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}">`).join('');
  const form = `<form id="${NO_SCRIPT_FORM}" method="get" hidden>${hidden(kept)}</form>`;
  // With filters chosen, a link to the page without them (the chips' "Clear all" needs script).
  const unfiltered = new URL(url);
  for (const name of [...url.searchParams.keys()]) if (name === names.filter || name === names.page || name.startsWith(`${names.filter}.`)) unfiltered.searchParams.delete(name);
  const clear = url.searchParams.has(names.filter)
    ? `<a class="no-script clear-filters link" href="${escapeAttribute(unfiltered.pathname + unfiltered.search)}">${escapeAttribute(words.clear)}</a>` : '';
  // The "Filters" button's dialog needs script: without, a link to the facets under the results (none when only the narrow layout is drawn).
  const facets = html.includes('<aside part="facets"');
  // Its style goes before the drawing (a browser draws a declarative shadow root as it arrives: what it hides is never
  // seen), after the narrow layout's (render/index.ts); doubled classes outweigh the element's own rules in any order.
  // A value past "Show more" is hidden by its own class, which the next line gives it: no :has(), which older browsers lack.
  const style = `<style>.no-script.no-script{display:none}.value.more-value{display:none}@media (scripting:none){.no-script.no-script{display:inline-flex}.value.more-value{display:flex}`
    + `.find.find,[part~=facet-more][part~=facet-more],.chips.chips,.suggested.suggested,.filters-button.filters-button,.cart.cart{display:none!important}`
    + `.fold.fold{display:none}.fold-name{font-weight:700;min-height:44px;align-items:center}.facets .apply{position:sticky;bottom:0;width:100%;margin-top:.75em}.to-facets{margin-bottom:.75em}}`
    + (narrow > 0 ? `@media (scripting:none) and (max-width:${narrow - 0.02}px){.facets.facets{display:block;order:1}}@media (scripting:none) and (min-width:${narrow}px){.to-facets.to-facets{display:none}}` : '')
    + `</style>`;
  // The link's target: an empty element of the page (`<tag>-facets`) shown in a slot at the top of the facets (its own
  // style: the page's rules hide an undefined element's slotted children); the element's own drawing has no such slot.
  const target = `${/<(ss-[\w-]+)/.exec(html)?.[1] ?? 'ss'}-facets`;
  // (Each replacement a function: a string would read `$&`, `$'` in the page's words or URL as patterns.)
  return [html
    .replace(/(<label part="facet-value" class="value)(">(?:\s|<!--[^>]*-->)*<input\b[^>]*\sdata-more\b)/g, (_, start: string, rest: string) => `${start} more-value${rest}`)
    // A facet's fold button does nothing without script: its name as text in its place, no button to reach that cannot act.
    .replace(/(<button class="fold"[^>]*>)([\s\S]*?)<\/button>/g, (_, start: string, name: string) => `${start}${name}</button><span class="no-script fold-name">${name.replace(/<!--[^>]*-->/g, '')}</span>`)
    .replace(/<aside part="facets"[^>]*>/, (start) => `${start}<slot name="${FACETS_SLOT}"></slot>${clear}`)
    // A range's min and max (and its Apply) belong to the one form: its Apply sends the boxes ticked too, and the foot's Apply the typed range.
    .replace(/(<input\b[^>]*\sname="[^"]*\.(?:min|max)")|<button part="facet-apply"/g, (start) => `${start} form="${NO_SCRIPT_FORM}"`)
    .replace(/<\/aside>/, (end) => submit + end)
    .replace(/<select\b/, (start) => `${start} name="${escapeAttribute(names.sort)}" form="${NO_SCRIPT_FORM}"`)
    .replace(/<\/select>(\s*<!--[^>]*-->)*\s*<\/label>/, (end) => end + submit)
    .replace(/<button part="filters-button"/, (button) => (facets ? `<a class="no-script to-facets button" href="#${target}">${escapeAttribute(words.filters)}</a>${button}` : button))
    // The form first (after the drawing's styles): its fields (the query) come first in the URL it submits.
    .replace(/<template shadowroot[^>]*>(<style>[\s\S]*?<\/style>)?/, (start) => start + form)
    .replace(/<\/template>/, (end) => `${end}${facets ? `<span id="${target}" slot="${FACETS_SLOT}" style="display:block"></span>` : ''}`), style];
}
