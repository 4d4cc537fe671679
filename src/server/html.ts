/** Text for HTML the service writes itself (the inspector's pages, the demo's pages without script): element content or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Languages written right to left. */
const RTL = /^(ar|fa|he|ur)$/;

/** `html` whose `<html>` tag says `lang` and its direction: a demo page in the demo's language (`?lang=sk`, or its cookie: server.ts), which only script sets otherwise (demo/assets/lang.js). */
export const withLanguage = (html: string, lang: string) =>
  html.replace(/<html\b([^>]*)>/, (_, attributes: string) => `<html${attributes.replace(/\s(lang|dir)="[^"]*"/g, '')} lang="${lang}" dir="${RTL.test(lang) ? 'rtl' : 'ltr'}">`);
