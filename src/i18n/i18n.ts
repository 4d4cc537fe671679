/**
 * The language an element speaks, and its words.
 *
 * - Which language: the element's `locale`, else the page configuration's (`configure()`,
 *   `data-ss-config`, the loader's `data-locale`), else `<html lang>`. A region falls back to
 *   its language (`de-AT` speaks de, formats numbers as de-AT); a language without a
 *   dictionary speaks English. A change of `<html lang>` redraws every element.
 * - Its words, for each key: the element's `text-<key>` attribute, else the page
 *   configuration's `text`, else the language's dictionary, else the element's English.
 *   `{name}` placeholders are filled in, numbers through Intl; a key with a `{count}` takes
 *   the plural form (`-one`, `-few`, ...) the language's Intl.PluralRules choose, else `-other`.
 * - English is in the element; another language is one plain data module (locales/<lang>.ts),
 *   fetched once per page by the first element that speaks it, unless the page configuration
 *   holds it already (`locales`) or the loader fetched it before the element arrived (then the
 *   browser's module map hands over the same file: the build gives both the same URL).
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { pageConfig, type PageConfig } from '../components/shared/config.js';
import { formatNumber } from '../components/shared/format.js';

/** A language's words by key. */
export type Dictionary = Record<string, string>;
type Host = ReactiveElement & { locale?: string; currency?: string };

/** The languages with a dictionary besides English (src/i18n/locales/; the build checks the two agree). */
export const LANGUAGES = 'ar bg cs de es fr hr hu it ja nl pl ro sk sl'.split(' ');

/** Dictionaries by language: loaded, or on their way (null, and the fetch in `arriving`). English's words are each element's own. */
const dictionaries: Record<string, Dictionary | null> = { en: {} };
const arriving: Record<string, Promise<void>> = {};
const rules: Record<string, Intl.PluralRules> = {};
const hosts = new Set<Host>();
let watch: MutationObserver | undefined;
const redraw = () => hosts.forEach((host) => host.requestUpdate());

/** The dictionary language of a locale: `de-AT` is de; a language without a dictionary (built in, or among the page's `own`) is en. */
export function languageOf(locale = '', own: object = {}): string {
  const lang = locale.split(/[-_]/)[0].toLowerCase();
  return LANGUAGES.includes(lang) || lang in own ? lang : 'en';
}

/** The plural category of `n` in `lang` (one, few, many, other, ...). */
export const pluralOf = (lang: string, n: number) => (rules[lang] ??= new Intl.PluralRules(lang)).select(n);

/**
 * An element's language and words, worked out before each of its updates. `english` is the
 * element's own table (src/i18n/en/<element>.ts).
 */
export class Language implements ReactiveController {
  /** The page configuration, the locale and currency of numbers and prices, and the dictionary language, as of the last update. */
  page: PageConfig = {};
  formats!: { locale?: string; currency: string };
  lang!: string;

  constructor(private readonly host: Host, private readonly english: Dictionary) {
    host.addController(this);
  }

  hostConnected(): void {
    hosts.add(this.host);
    (watch ??= new MutationObserver(redraw)).observe(document.documentElement, { attributeFilter: ['lang'] });
  }

  hostDisconnected(): void {
    hosts.delete(this.host);
  }

  hostUpdate(): void {
    const { host } = this;
    const page = (this.page = pageConfig());
    // The element's own, then the page configuration, then the page's language (and USD).
    const locale = host.locale ?? page.locale ?? (document.documentElement.lang || undefined);
    this.formats = { locale, currency: host.currency ?? page.currency ?? 'USD' };
    const lang = (this.lang = languageOf(locale, page.locales));
    // Its dictionary, once per page (the page's own, else fetched); every element redraws when it arrives (in English if it cannot).
    if (!(lang in dictionaries) && !(dictionaries[lang] = page.locales?.[lang] ?? null)) {
      arriving[lang] = (import(`./locales/${lang}.js`) as Promise<{ default: Dictionary }>).then((m) => {
        dictionaries[lang] = m.default;
      }, () => {
        dictionaries[lang] = {};
        console.warn(`site-search-elements: the ${lang} dictionary did not load; English instead.`);
      }).then(redraw);
    }
  }

  /** Whether the language's words are here (English always is); until then the elements show what they held. */
  get ready(): boolean {
    return !!dictionaries[this.lang];
  }

  /** Settles once the language's words are here (and every element asked to redraw with them); undefined when none was fetched. */
  get arrived(): Promise<void> | undefined {
    return arriving[this.lang];
  }

  /** The words for `key` (a plural form chosen by `count`), or undefined when no layer has them. */
  lookup(key: string, count?: unknown): string | undefined {
    const keys = typeof count === 'number' ? [`${key}-${pluralOf(this.lang, count)}`, `${key}-other`, key] : [key];
    // The element's attributes (layer 0), the page's wording, the dictionary, English.
    for (const layer of [0, this.page.text, dictionaries[this.lang], this.english]) {
      for (const k of keys) {
        const words = layer === 0 ? this.host.getAttribute(`text-${k}`) : (layer as Dictionary | null | undefined)?.[k];
        if (words != null) return words;
      }
    }
    return undefined;
  }

  /** A visible string with its `{placeholders}` filled in; the key itself when no layer has it. Bound: hand it over as it is. */
  readonly text = (key: string, values: Record<string, string | number> = {}): string => (this.lookup(key, values.count) ?? key)
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = values[name];
      return typeof v === 'number' ? formatNumber(v, this.formats.locale) : v ?? '';
    });
}
