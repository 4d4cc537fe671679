/**
 * The options of <ss-autocomplete>'s panel, in display order: the empty-box panel's, or an
 * answer's by type. Part of the panel's code (./panel.ts): nothing is listed before it is in.
 */
import type { AutocompleteResponse, Hit } from '../../core/types.js';
import type { PopularPanel } from './popular.js';

/** One selectable row: a hit, or a query text from the empty-box panel. */
export interface Option {
  hit: Hit;
  section: string;
}

const queryOption = (title: string, section: string): Option => ({ hit: { type: 'query', url: title, attributes: { title } }, section });

/** The options of the panel in display order: the empty-box panel, or the answer by type (or, when it has none, the trending searches). */
export function optionsFor(phase: string, panel: PopularPanel | undefined, response: AutocompleteResponse<Hit> | undefined, types: string): Option[] {
  if (phase === 'popular' && panel) {
    return [
      ...panel.recent.map((t) => queryOption(t, 'recent')),
      ...panel.trending.map((t) => queryOption(t, 'trending')),
      ...panel.items.map((hit) => ({ hit, section: 'popular' })),
    ];
  }
  if (phase !== 'results' || !response) return [];
  // In the order of `types`, and never more of a type than asked for, whatever the answer holds.
  const asked = types.split(',').map((t) => t.split(':').map((s) => s.trim()));
  const order = asked.map(([type]) => type);
  const left = Object.fromEntries(asked.map(([type, n]) => [type, Number(n) || Infinity]));
  const found = [...response.hits].filter((hit) => left[hit.type]-- > 0)
    .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type)).map((hit) => ({ hit, section: hit.type }));
  // Nothing matches: the trending searches, so the panel is no dead end.
  return found.length ? found : (panel?.trending ?? []).map((t) => queryOption(t, 'trending'));
}
