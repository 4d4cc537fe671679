/**
 * The elements' stylesheets: a tag like lit's `css` that makes a constructed stylesheet
 * (which lit adopts as it is) without lit's run-time checks of interpolated values; our
 * styles have none (a `${}` in one is a type error: its value would be lost), and the
 * build minifies the text (scripts/rollup-minify-css.mjs).
 */
export function css(text: TemplateStringsArray, ...none: never[]): CSSStyleSheet;
export function css(text: TemplateStringsArray): CSSStyleSheet {
  return sheetOf(text[0]!);
}

/** A constructed stylesheet of `text` (the server-side renderer has its own: render/sheet.ts). */
export function sheetOf(text: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
}
