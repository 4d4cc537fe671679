/**
 * Highlights: query words wrapped in `<em>` inside a stored text value. The rest of the
 * text is left exactly as stored (not HTML-escaped): clients rebuild the `<em>` parts
 * from a parse and render everything else as text, and the raw value is always
 * available under `<field>.untouched`.
 */
import { normalize } from './text.js';

const WORD = /[\p{L}\p{N}]+/gu;

export function highlight(text: string, terms: readonly string[], prefixTerm?: string): string {
  if (!terms.length) return text;
  const whole = new Set(prefixTerm ? terms.slice(0, -1) : terms);
  let out = '';
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const norm = normalize(word);
    let length = 0;
    if (whole.has(norm)) length = word.length;
    else if (prefixTerm && norm.startsWith(prefixTerm)) length = norm.length === word.length ? prefixTerm.length : word.length;
    if (!length) continue;
    out += `${text.slice(last, m.index)}<em>${word.slice(0, length)}</em>`;
    last = m.index! + length;
  }
  return out + text.slice(last);
}
