/** Text normalisation shared by the index, highlights and queries. */

/** Fields that never feed the catch-all `extra` text field. */
const NOT_EXTRA = new Set([
  'title', 'brand', 'categories', 'description', 'category', 'category_path', 'all_categories_path', 'url',
  'image_link', 'currency', 'sku', 'release_date',
]);

/**
 * Lower case without diacritics, compatibility forms folded (a Japanese keyboard's
 * full-width `ＴＶ４Ｋ` is `tv4k`, `ﬁ` is `fi`): the one normalisation used by index and queries.
 */
export function normalize(term: string): string {
  return term.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

const ASCII = /^[\x00-\x7f]*$/;
const ASCII_WORD = /[a-z0-9]+/g;

/**
 * The normalised words of a text, in order, repeats kept: `words(text).map(normalize)`
 * without the empty ones. Plain ASCII text (most catalogs) takes a shortcut that gives
 * the same words: lower case first, then letters and digits.
 */
export function terms(text: string): string[] {
  if (ASCII.test(text)) return text.toLowerCase().match(ASCII_WORD) ?? [];
  return words(text).map(normalize).filter(Boolean);
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
