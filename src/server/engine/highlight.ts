/**
 * Highlights: query words wrapped in `<em>` inside a stored text value. The rest of the
 * text is left exactly as stored (not HTML-escaped): clients rebuild the `<em>` parts
 * from a parse and render everything else as text, and the raw value is always
 * available under `<field>.untouched`.
 */
import { CJK, normalize } from './text.js';

// Letters and digits, with the marks that follow them (decomposed text: ド as ト and its mark is one word).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

export function highlight(text: string, terms: readonly string[], prefixTerm?: string): string {
  if (!terms.length) return text;
  const whole = new Set(prefixTerm ? terms.slice(0, -1) : terms);
  let out = '';
  let last = 0;
  const em = (from: number, to: number) => {
    out += `${text.slice(last, from)}<em>${text.slice(from, to)}</em>`;
    last = to;
  };
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const norm = normalize(word);
    if (CJK.test(norm)) {
      for (const [from, to] of cjkSpans(word, whole, prefixTerm)) em(m.index! + from, m.index! + to);
      continue;
    }
    let length = 0;
    if (whole.has(norm)) length = word.length;
    else if (prefixTerm && norm.startsWith(prefixTerm)) length = norm.length === word.length ? prefixTerm.length : word.length;
    if (length) em(m.index!, m.index! + length);
  }
  return out + text.slice(last);
}

interface Letter { n: string; from: number; to: number; cjk: boolean }

/**
 * The spans of a word with Chinese or Japanese letters that a query's words cover: they are
 * indexed as pairs of letters (text.ts), so each pair the query has marks its two letters;
 * a letter alone, or another script's run inside the word ("4K" of "4Kテレビ"), when it is a
 * query word (or starts with the last one, typed on).
 */
function cjkSpans(word: string, whole: ReadonlySet<string>, prefixTerm?: string): Array<[number, number]> {
  const letters: Letter[] = [];
  let at = 0;
  for (const ch of word) {
    const n = normalize(ch);
    // A mark of its own (a half-width voiced mark) belongs to the letter before it.
    if (!n && letters.length) letters[letters.length - 1].to = at + ch.length;
    else if (n) letters.push({ n, from: at, to: at + ch.length, cjk: CJK.test(n) });
    at += ch.length;
  }
  const asked = (t: string) => whole.has(t) || t === prefixTerm;
  const marked = new Array<boolean>(letters.length).fill(false);
  for (let i = 0; i < letters.length; i++) {
    if (!letters[i].cjk) {
      // Another script's run: marked whole when it is a query word.
      let j = i;
      while (j + 1 < letters.length && !letters[j + 1].cjk) j++;
      const run = letters.slice(i, j + 1).map((l) => l.n).join('');
      if (whole.has(run) || (prefixTerm && run.startsWith(prefixTerm))) marked.fill(true, i, j + 1);
      i = j;
    } else if (asked(letters[i].n)) marked[i] = true;
    else if (letters[i + 1]?.cjk && asked(letters[i].n + letters[i + 1].n)) marked[i] = marked[i + 1] = true;
  }
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < letters.length; i++) {
    if (!marked[i]) continue;
    let j = i;
    while (marked[j + 1]) j++;
    spans.push([letters[i].from, letters[j].to]);
    i = j;
  }
  return spans;
}
