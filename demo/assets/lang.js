// The demo's language switch: ?lang=sk (remembered for the next pages, ?lang=en to go back)
// sets the page's <html lang> and dir before anything is drawn, and the elements follow it
// (docs/languages.md): their words come from the language's dictionary, numbers and prices
// from Intl. The words of the page itself stay the shop's: here the header's own search form
// (which the autocomplete enhances) and the switch's label. A classic script in the head, so
// that the language is set before the first paint and the header's words before the elements'
// scripts run (the document turns "interactive" just before them).
(() => {
  /** Per language: its name, "Language", "Search" and the header box's placeholder. */
  const LANGUAGES = {
    en: ['English', 'Language', 'Search', 'Search products, brands, categories'],
    de: ['Deutsch', 'Sprache', 'Suchen', 'Produkte, Marken, Kategorien suchen'],
    sk: ['Slovenčina', 'Jazyk', 'Hľadať', 'Hľadajte produkty, značky, kategórie'],
    cs: ['Čeština', 'Jazyk', 'Hledat', 'Hledejte produkty, značky, kategorie'],
    pl: ['Polski', 'Język', 'Szukaj', 'Szukaj produktów, marek, kategorii'],
    hu: ['Magyar', 'Nyelv', 'Keresés', 'Termékek, márkák, kategóriák keresése'],
    ro: ['Română', 'Limba', 'Caută', 'Caută produse, mărci, categorii'],
    hr: ['Hrvatski', 'Jezik', 'Pretraži', 'Pretražite proizvode, marke, kategorije'],
    sl: ['Slovenščina', 'Jezik', 'Iskanje', 'Iščite izdelke, znamke, kategorije'],
    bg: ['Български', 'Език', 'Търсене', 'Търсете продукти, марки, категории'],
    fr: ['Français', 'Langue', 'Rechercher', 'Rechercher des produits, marques, catégories'],
    es: ['Español', 'Idioma', 'Buscar', 'Busca productos, marcas, categorías'],
    it: ['Italiano', 'Lingua', 'Cerca', 'Cerca prodotti, marche, categorie'],
    nl: ['Nederlands', 'Taal', 'Zoeken', 'Zoek producten, merken, categorieën'],
    ar: ['العربية', 'اللغة', 'ابحث', 'ابحث عن منتجات وماركات وفئات'],
    ja: ['日本語', '言語', '検索', '商品・ブランド・カテゴリを検索'],
  };
  const KEY = 'voltstore-lang';
  let lang = new URLSearchParams(location.search).get('lang');
  // Kept in a cookie too, which the service reads to draw the next pages in it (with script off as well: src/server/demo-pages.ts).
  const cookie = new RegExp(`(?:^|;\\s*)${KEY}=([^;]*)`).exec(document.cookie)?.[1];
  try {
    if (lang in LANGUAGES) localStorage.setItem(KEY, lang);
    else lang = cookie in LANGUAGES ? cookie : localStorage.getItem(KEY);
  } catch {
    // storage blocked: the language of this page only
  }
  if (lang in LANGUAGES && lang !== cookie) document.cookie = `${KEY}=${lang}; path=/demo/; max-age=31536000; samesite=lax`;
  if (!(lang in LANGUAGES)) lang = 'en';
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';

  document.addEventListener('readystatechange', () => {
    const [, label, search, placeholder] = LANGUAGES[lang];
    const form = document.querySelector('header.site form');
    if (form && lang !== 'en') {
      const input = form.querySelector('input');
      input.placeholder = placeholder;
      input.setAttribute('aria-label', search);
      form.querySelector('button').textContent = search;
    }
    const select = document.querySelector('#language');
    if (!select) return;
    select.setAttribute('aria-label', label);
    select.replaceChildren(...Object.entries(LANGUAGES).map(([code, [name]]) => new Option(name, code, false, code === lang)));
    select.addEventListener('change', () => {
      const url = new URL(location.href);
      url.searchParams.set('lang', select.value);
      location.assign(url);
    });
  }, { once: true });
})();
