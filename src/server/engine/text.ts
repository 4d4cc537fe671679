/** Text normalisation shared by the index, highlights and queries. */

/** Fields that never feed the catch-all `extra` text field. */
const NOT_EXTRA = new Set([
  'title', 'brand', 'categories', 'description', 'category', 'category_path', 'all_categories_path', 'url',
  'image_link', 'currency', 'sku', 'release_date',
]);

/**
 * Lower case without diacritics, compatibility forms folded (a Japanese keyboard's
 * full-width `ＴＶ４Ｋ` is `tv4k`, `ﬁ` is `fi`), hiragana as katakana: the one
 * normalisation used by index and queries.
 */
export function normalize(term: string): string {
  // Hiragana as katakana (U+3041-3096 to U+30A1-30F6): てれび is テレビ, as a Japanese shopper types it before converting.
  return term.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

// Letters and digits, with the marks that follow them (decomposed text: ド as ト and its mark is one word).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

const ASCII = /^[\x00-\x7f]*$/;
const ASCII_WORD = /[a-z0-9]+/g;

/** Letters of scripts written without spaces between words (Chinese, Japanese), and the Japanese long-vowel mark. */
const CJK_CHAR = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\u30fc';
export const CJK = new RegExp(`[${CJK_CHAR}]`, 'u');
const CJK_SPLIT = new RegExp(`[${CJK_CHAR}]+|[^${CJK_CHAR}]+`, 'gu');
/** A word that is a pair of Chinese or Japanese letters (split()). */
export const isPair = (term: string) => term.length === 2 && CJK.test(term);

/**
 * The words of one normalised word: itself, or where it has Chinese or Japanese letters,
 * which have no spaces between words, each run of them as its overlapping pairs of letters
 * ("ヘッドホン": ヘッ ッド ドホ ホン), as a CJK search engine indexes them, so that a
 * query finds a word inside a longer one ("ヘッドホン" in "ワイヤレスヘッドホン").
 */
function split(word: string, out: string[]): void {
  if (!CJK.test(word)) {
    out.push(word);
    return;
  }
  for (const part of word.match(CJK_SPLIT)!) {
    const letters = [...part];
    if (!CJK.test(part) || letters.length < 3) out.push(part);
    else for (let i = 0; i < letters.length - 1; i++) out.push(letters[i] + letters[i + 1]);
  }
}

/**
 * The normalised words of a text, in order, repeats kept: `words(text).map(normalize)`
 * without the empty ones, Chinese and Japanese as pairs of letters (split()). Plain ASCII
 * text (most catalogs) takes a shortcut that gives the same words: lower case first, then
 * letters and digits.
 */
export function terms(text: string): string[] {
  if (ASCII.test(text)) return text.toLowerCase().match(ASCII_WORD) ?? [];
  const out: string[] = [];
  for (const word of words(text)) {
    const n = normalize(word);
    if (n) split(n, out);
  }
  return out;
}

/**
 * The words of a query as the shopper typed them, for an answer to show: terms() without
 * the pairs, a run of Chinese or Japanese letters whole and as typed (in its composed form,
 * NFKC: ド, not ト and a mark), other words normalised; each word once.
 */
export function queryWords(text: string): string[] {
  if (ASCII.test(text)) return [...new Set(terms(text))];
  const out = new Set<string>();
  for (const word of words(text.normalize('NFKC'))) {
    for (const part of CJK.test(word) ? word.match(CJK_SPLIT)! : [word]) {
      const n = CJK.test(part) ? part : normalize(part);
      if (n) out.add(n);
    }
  }
  return [...out];
}

export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  return '';
}

/** The catch-all text field: every other short text field of the object. */
export function extraText(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (NOT_EXTRA.has(key) || typeof value === 'number') continue;
    if (typeof value === 'string' || Array.isArray(value)) parts.push(textOf(value));
  }
  return parts.join(' ');
}
