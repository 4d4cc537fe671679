/**
 * The elements' stylesheet tag on a server (components/shared/sheet.ts in the browser): no
 * constructed stylesheets there, so a style is its text, in the shape lit's server renderer
 * writes into each declarative shadow root. The render build puts this file in sheet.ts's
 * place (scripts/rollup-ssr.mjs).
 */
const style = (cssText: string) => ({ cssText, styleSheet: undefined, toString: () => cssText }) as unknown as CSSStyleSheet;

export function css(text: TemplateStringsArray): CSSStyleSheet {
  return style(text[0]!);
}

export function sheetOf(text: string): CSSStyleSheet {
  return style(text);
}
