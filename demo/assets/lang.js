// The demo's language switch: ?lang=sk (remembered for the next pages, ?lang=en to go back).
// The service draws each page in the language chosen, script on or off (src/server/demo-header.ts):
// its <html lang dir>, which the elements follow (docs/languages.md: their words from the
// language's dictionary, numbers and prices from Intl), the header's search form and the switch,
// whose options are the languages the demo speaks. The words of the page itself stay the shop's.
// This script remembers the choice (a cookie the service reads, and localStorage) and makes the
// switch go as soon as a language is chosen. It runs as the document turns "interactive", just
// before the elements' scripts.
(() => {
  const KEY = 'voltstore-lang';
  const root = document.documentElement;
  document.addEventListener('readystatechange', () => {
    const select = document.querySelector('#language');
    if (!select) return;
    const speaks = (code) => [...select.options].some((option) => option.value === code);
    const asked = new URLSearchParams(location.search).get('lang');
    const cookie = new RegExp(`(?:^|;\\s*)${KEY}=([^;]*)`).exec(document.cookie)?.[1];
    let stored = null;
    try {
      if (speaks(asked)) localStorage.setItem(KEY, asked);
      else stored = localStorage.getItem(KEY);
    } catch {
      // storage blocked: the cookie only
    }
    const lang = [asked, cookie, stored].find(speaks) ?? root.lang;
    if (lang !== cookie) document.cookie = `${KEY}=${lang}; path=/demo/; max-age=31536000; samesite=lax`;
    // Chosen on an earlier page whose cookie is gone (the storage kept it): this page again, in that language.
    if (lang !== root.lang && lang !== asked && speaks(lang)) {
      const url = new URL(location.href);
      url.searchParams.set('lang', lang);
      location.replace(url);
      return;
    }
    select.addEventListener('change', () => {
      const url = new URL(location.href);
      url.searchParams.set('lang', select.value);
      location.assign(url);
    });
  }, { once: true });
})();
