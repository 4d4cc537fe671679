// Rollup plugin: lit built for the browsers the elements support, as a bundler's `define`
// does for NODE_ENV. Their CSS needs light-dark() (Chromium 123, Safari 17.5, Firefox 120),
// so every such browser has adoptable stylesheets and native shadow DOM:
// - lit's feature test for adoptable stylesheets becomes `true`: the fallback that copies
//   each sheet into a <style> element, and the CSSResult class only it needs, are dropped;
// - the hooks of the ShadyDOM/ShadyCSS polyfills (which could not run this CSS) become
//   `undefined`, and their calls are dropped.
// Terser removes the dead code. The build fails if lit's text no longer holds one of them.
const REPLACE = [
  ['@lit/reactive-element/css-tag.js', 't.ShadowRoot&&(void 0===t.ShadyCSS||t.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype', '!0'],
  ['@lit/reactive-element/reactive-element.js', 'a.reactiveElementPolyfillSupport', 'void 0'],
  ['lit-html/lit-html.js', 't.litHtmlPolyfillSupport', 'void 0'],
  ['lit-element/lit-element.js', 's.litElementPolyfillSupport', 'void 0'],
];

export function litBaseline() {
  return {
    name: 'lit-baseline',
    transform(code, id) {
      if (/node_modules\/(lit-html|lit-element|@lit\/reactive-element)\/development\//.test(id)) this.error(`lit-baseline: ${id} is lit's development build; browser builds resolve its production build`);
      const own = REPLACE.filter(([file]) => id.endsWith(`node_modules/${file}`));
      if (!own.length) return null;
      for (const [, text, value] of own) {
        if (!code.includes(text)) this.error(`lit-baseline: ${id} no longer holds \`${text}\`; update scripts/rollup-lit-baseline.mjs for this lit version`);
        code = code.replace(text, value);
      }
      return { code, map: null };
    },
  };
}
