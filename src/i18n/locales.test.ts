/**
 * The dictionaries against English: the same keys, every plural category of each language,
 * the same placeholders; and the plural form an element picks for the numbers that tell the
 * languages apart.
 */
import { expect } from '@open-wc/testing';
import { LANGUAGES, pluralOf } from './i18n.js';
import EN, { AUTOCOMPLETE, CARD, FACETS, LISTING, LISTING_EMPTY, RECS, RESULTS, RESULTS_CHIPS, RESULTS_DIALOG, RESULTS_EMPTY, RESULTS_MORE, SEARCH_EMPTY } from './locales/en.js';
import ar from './locales/ar.js';
import bg from './locales/bg.js';
import cs from './locales/cs.js';
import de from './locales/de.js';
import es from './locales/es.js';
import fr from './locales/fr.js';
import hr from './locales/hr.js';
import hu from './locales/hu.js';
import it_ from './locales/it.js';
import ja from './locales/ja.js';
import nl from './locales/nl.js';
import pl from './locales/pl.js';
import ro from './locales/ro.js';
import sk from './locales/sk.js';
import sl from './locales/sl.js';
import { probe } from './testing/probe.js';

type Words = Record<string, string>;
export const DICTIONARIES: Record<string, Words> = { ar, bg, cs, de, es, fr, hr, hu, it: it_, ja, nl, pl, ro, sk, sl };
const english: Words = EN;

/** Keys with plural forms in English (`count-one`, `count-other`): `count`, ... */
const PLURAL = Object.keys(english).filter((k) => k.endsWith('-other') && `${k.slice(0, -6)}-one` in english).map((k) => k.slice(0, -6));
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** Whether exactly one whole number falls in `category` of `lang` (Arabic's zero, one, two): a form that may say the number in words. */
function oneNumber(lang: string, category: string): boolean {
  let n = 0;
  for (let i = 0; i <= 1000 && n < 2; i++) if (pluralOf(lang, i) === category) n++;
  return n === 1;
}

/** What is wrong with `words` as the dictionary of `lang`: missing and extra keys, dropped or unknown placeholders, empty words. */
export function problems(lang: string, words: Words): string[] {
  const found: string[] = [];
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const key of Object.keys(english)) {
    const base = PLURAL.find((b) => key === `${b}-one` || key === `${b}-other`);
    if (!base) expected.set(key, english[key]);
    else for (const category of categories) expected.set(`${base}-${category}`, english[`${base}-other`]);
  }
  for (const key of expected.keys()) if (!(key in words)) found.push(`${lang}: no ${key}`);
  for (const key of Object.keys(words)) if (!expected.has(key)) found.push(`${lang}: ${key} is not a key of English`);
  for (const [key, text] of Object.entries(words)) {
    if (!expected.has(key)) continue;
    if (!text.trim()) found.push(`${lang}: ${key} is empty`);
    const category = /-(zero|one|two|few|many|other)$/.exec(key)?.[1];
    const need = placeholders(expected.get(key)!).filter((p) => !(p === '{count}' && category && oneNumber(lang, category)));
    const have = placeholders(text);
    for (const p of need) if (!have.includes(p)) found.push(`${lang}: ${key} drops ${p}`);
    for (const p of have) if (!placeholders(expected.get(key)!).includes(p)) found.push(`${lang}: ${key} has ${p}, which English does not`);
  }
  return found;
}

describe('the dictionaries', () => {
  it('are one per language the elements know, besides English', () => {
    expect(Object.keys(DICTIONARIES).sort()).to.deep.equal([...LANGUAGES].sort());
    expect(PLURAL.sort()).to.deep.equal(['count', 'reviews', 'suggestions']);
  });

  for (const [lang, words] of Object.entries(DICTIONARIES)) {
    it(`${lang}: every key of English, each plural key in every CLDR category of the language, every placeholder`, () => {
      expect(problems(lang, words)).to.deep.equal([]);
    });
  }

  it('English: a key has the same words on every element that shows it', () => {
    const tables: Record<string, Words> = { AUTOCOMPLETE, CARD, FACETS, LISTING, LISTING_EMPTY, RECS, RESULTS, RESULTS_CHIPS, RESULTS_DIALOG, RESULTS_EMPTY, RESULTS_MORE, SEARCH_EMPTY };
    const differ: string[] = [];
    for (const [name, table] of Object.entries(tables)) {
      for (const [key, text] of Object.entries(table)) if (english[key] !== text) differ.push(`${name} ${key}: "${text}", elsewhere "${english[key]}"`);
    }
    expect(differ).to.deep.equal([]);
  });

  /** Words a language shares with English; any other English word in a dictionary is one left untranslated. */
  const SAME_AS_ENGLISH: Record<string, string[]> = {
    es: ['facet-color', 'fallback', 'no'], fr: ['banner', 'max', 'min', 'page', 'pages', 'query', 'suggestions-one', 'suggestions-other'],
    it: ['max', 'min', 'no', 'slide'], nl: ['filters', 'filters-count', 'heading-bestsellers'], ro: ['fallback'],
  };

  it('say in English only the words a language shares with it ({from} – {to}, and those listed)', () => {
    for (const [lang, words] of Object.entries(DICTIONARIES)) {
      const same = Object.keys(words).filter((key) => key !== 'range' && words[key] === english[key]).sort();
      expect(same, lang).to.deep.equal(SAME_AS_ENGLISH[lang] ?? []);
    }
  });

  it('the check itself finds a missing key, a key English does not have, a dropped placeholder and a missing plural form', () => {
    const broken: Words = { ...sk, 'no-such-key': 'x', 'heading-for': 'Výsledky' };
    delete broken.retry;
    delete broken['count-few'];
    expect(problems('sk', broken).sort()).to.deep.equal([
      'sk: heading-for drops {query}', 'sk: no count-few', 'sk: no retry', 'sk: no-such-key is not a key of English',
    ]);
    // Arabic's one-number forms may say the number in words; its "few" (3 to 10) may not.
    expect(problems('ar', { ...ar, 'count-one': 'نتيجة واحدة', 'count-few': 'نتائج' })).to.deep.equal(['ar: count-few drops {count}']);
  });
});

/** The category of each number, as CLDR defines it (written out, not computed). */
const CATEGORIES: Record<string, Record<number, string>> = {
  cs: { 0: 'other', 1: 'one', 2: 'few', 3: 'few', 5: 'other', 11: 'other', 21: 'other', 22: 'other', 25: 'other', 101: 'other' },
  sk: { 0: 'other', 1: 'one', 2: 'few', 3: 'few', 5: 'other', 11: 'other', 21: 'other', 22: 'other', 25: 'other', 101: 'other' },
  pl: { 0: 'many', 1: 'one', 2: 'few', 3: 'few', 5: 'many', 11: 'many', 21: 'many', 22: 'few', 25: 'many', 101: 'many' },
  hr: { 0: 'other', 1: 'one', 2: 'few', 3: 'few', 5: 'other', 11: 'other', 21: 'one', 22: 'few', 25: 'other', 101: 'one' },
  sl: { 0: 'other', 1: 'one', 2: 'two', 3: 'few', 5: 'other', 11: 'other', 21: 'other', 22: 'other', 25: 'other', 101: 'one' },
  ar: { 0: 'zero', 1: 'one', 2: 'two', 3: 'few', 5: 'few', 11: 'many', 21: 'many', 22: 'many', 25: 'many', 101: 'other' },
};

describe('plural forms an element shows', () => {
  for (const [lang, expected] of Object.entries(CATEGORIES)) {
    it(`${lang}: 0, 1, 2, 3, 5, 11, 21, 22, 25 and 101 results, suggestions and reviews`, async () => {
      const el = await probe(lang);
      const words = DICTIONARIES[lang];
      for (const [n, category] of Object.entries(expected)) {
        const count = Number(n);
        for (const key of ['count', 'suggestions', 'reviews']) {
          const form = words[`${key}-${category}`].replace('{count}', new Intl.NumberFormat(lang).format(count));
          expect(el.text(key, { count }), `${lang} ${key} ${count}`).to.equal(form);
        }
      }
      el.remove();
    });
  }
});
