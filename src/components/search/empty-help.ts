/**
 * The help <ss-search> shows when nothing matched: the spellings the service suggests,
 * trending queries and top items. A lazy chunk: a page loads it with its first answer
 * without results (docs/search.md), beside the requests it makes.
 */
import { html, nothing } from 'lit';
import type { ClientConfig } from '../../core/http.js';
import { autocompleteV3, topItems, trendingQueries } from '../../core/suggest.js';
import type { UrlHit } from '../../core/types.js';
import { renderCard } from '../shared/card.js';
import { plainValue } from '../shared/format.js';
import { ariaLevel } from '../shared/heading.js';

/** What the help is drawn with: the element's words, links searching a query, its results heading's level, the locale and currency of its cards. */
export interface HelpContext {
  text(key: string, values?: Record<string, string | number>): string;
  link(q: string): unknown;
  /** The results heading's `heading-level` ("Trending" and "Popular" are one under). */
  level?: number;
  /** The shop's `empty` slot, between the queries and the popular products. */
  slot: unknown;
  page: { locale?: string; currency: string };
  /** The shop gave its own content for "nothing matched": no popular products. */
  own: boolean;
}

export interface EmptyHelp {
  spellings: string[];
  trending: string[];
  items: UrlHit[];
  render(c: HelpContext): unknown;
}

/**
 * The spellings as the page's language lists alternatives ("a, b, or c"; Arabic "a أو b"; Japanese "a、bまたはc"),
 * each a link; joined with commas where Intl refuses the locale (a theme's `lang="en_US"`).
 */
function alternatives(spellings: string[], c: HelpContext): unknown[] {
  try {
    return new Intl.ListFormat(c.page.locale, { type: 'disjunction' }).formatToParts(spellings).map((p) => (p.type === 'element' ? c.link(p.value) : p.value));
  } catch {
    return spellings.map((s, i) => html`${i ? ', ' : ''}${c.link(s)}`);
  }
}

function render(this: EmptyHelp, c: HelpContext): unknown {
  const sub = (text: string) => html`<div role="heading" aria-level=${ariaLevel(ariaLevel(c.level) + 1)}>${text}</div>`;
  return html`${this.spellings.length ? html`<p>${c.text('did-you-mean')} ${alternatives(this.spellings, c)}</p>` : nothing}
    ${this.trending.length ? html`${sub(c.text('trending'))}<p class="quick">${this.trending.map(c.link)}</p>` : nothing}
    ${c.slot}
    ${this.items.length && !c.own ? html`${sub(c.text('popular'))}<ul class="grid">${this.items.map((hit) => html`<li class="hit">${renderCard(hit, { ...c.page, text: c.text })}</li>`)}</ul>` : nothing}`;
}

/** The help for `q`: each part empty when its request fails; no top items when the shop has its own (`items` false). */
export async function askHelp(config: ClientConfig, trackerId: string, ctx: string[] | undefined, q: string, type: string, items: boolean): Promise<EmptyHelp> {
  const [spellings, trending, hits] = await Promise.all([
    q ? autocompleteV3(config, { tracker_id: trackerId, q, type: 'query:4', 'ctx[]': ctx }).then((a) => a.hits.map((h) => plainValue(h, 'title')), () => []) : [],
    trendingQueries(config, { tracker_id: trackerId, 'ctx[]': ctx }).then((t) => t.map((x) => x.title).slice(0, 6), () => []),
    items ? topItems(config, { tracker_id: trackerId, type: `${type}:4`, 'ctx[]': ctx }).then((t) => t.hits, () => []) : [],
  ]);
  return { spellings: spellings.filter((s) => s.toLowerCase() !== q.toLowerCase()), trending, items: hits, render };
}
