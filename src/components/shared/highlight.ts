/**
 * Highlighted API text: the `<em>` runs of a value, rebuilt; everything else text.
 *
 * Where the CSS Custom Highlight API exists the value renders as one plain text node and
 * `paintMatches()` paints its runs as ranges of the `ss-match` highlight (style them with
 * `::highlight(ss-match)`). Typing moves the match inside the same titles on every
 * keystroke; as ranges that repaints them, where `<em>` elements would re-create their
 * text nodes and lay every row out again. Without the API
 * the runs are `<em>` elements.
 */
import { html, nothing } from 'lit';
import { highlightParts } from '../../core/sanitize.js';

const registry = globalThis.CSS?.highlights;
const matches = registry && new Highlight();
if (matches) registry.set('ss-match', matches);

/** An element whose text is a highlighted value, the value kept for paintMatches(). */
export type Marked = Element & { match?: unknown };

export function highlighted(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return nothing;
  const parts = highlightParts(value);
  // A server draws <em> runs (a page without script shows them; the browser's ranges paint the same).
  return matches ? parts.map((p) => p.text).join('') : parts.map((p) => (p.em ? html`<em>${p.text}</em>` : p.text));
}

/** Replaces the ranges `before` with the runs of each element's `match` value; returns the new ranges. */
export function paintMatches(elements: Iterable<Marked>, before: StaticRange[]): StaticRange[] {
  const now: StaticRange[] = [];
  if (!matches) return now;
  for (const range of before) matches.delete(range);
  for (const el of elements) {
    // The text node highlighted() rendered: after lit's marker, last in the element.
    const text = el.lastChild;
    if (!(text instanceof Text)) continue;
    let at = 0;
    for (const part of highlightParts(el.match)) {
      const end = at + part.text.length;
      if (part.em) now.push(new StaticRange({ startContainer: text, startOffset: at, endContainer: text, endOffset: end }));
      at = end;
    }
  }
  for (const range of now) matches.add(range);
  return now;
}
