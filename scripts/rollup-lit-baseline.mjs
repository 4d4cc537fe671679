// Rollup plugin: lit built for the browsers the elements support, as a bundler's `define`
// does for NODE_ENV. Their CSS needs light-dark() (Chromium 123, Safari 17.5, Firefox 120),
// so every such browser has adoptable stylesheets and native shadow DOM:
// - lit's feature test for adoptable stylesheets becomes `true`: the fallback that copies
//   each sheet into a <style> element, and the CSSResult class only it needs, are dropped;
// - the hooks of the ShadyDOM/ShadyCSS polyfills (which could not run this CSS) become
//   `undefined`, and their calls are dropped;
// and, for the shop's elements (`trim`, the default), without what none of them uses (they
// declare `static properties`, never decorators, and render in the browser only): the
// standard decorators' metadata and initializers, the `useDefault`, `converter`, `hasChanged`
// and `noAccessor` options, accessors of their own (decorators' `accessor`), properties named
// by a symbol, the same sheet listed twice in `styles` (each is adopted as given), `svg` and `mathml` templates, the JSON converters
// of `type: Object | Array` attributes, the global version registries and the SSR hydration hook. That lit is private to the self-contained builds
// (dist/, dist/cdn/); dist/lib/ imports the page's own lit, whole (a shop that subclasses an
// element with decorators builds on it). The events inspector's page keeps them (`trim: false`).
// Terser removes the dead code. The build fails if lit's text no longer holds one of them.
const BROWSERS = [
  ['@lit/reactive-element/css-tag.js', 't.ShadowRoot&&(void 0===t.ShadyCSS||t.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype', '!0'],
  ['@lit/reactive-element/reactive-element.js', 'a.reactiveElementPolyfillSupport', 'void 0'],
  ['lit-html/lit-html.js', 't.litHtmlPolyfillSupport', 'void 0'],
  ['lit-element/lit-element.js', 's.litElementPolyfillSupport', 'void 0'],
];
const UNUSED = [
  ['@lit/reactive-element/reactive-element.js', 'Symbol.metadata??=Symbol("metadata"),a.litPropertyMetadata??=new WeakMap;', ''],
  ['@lit/reactive-element/reactive-element.js', 'const t=this[Symbol.metadata];if(null!==t){const s=litPropertyMetadata.get(t);if(void 0!==s)for(const[t,i]of s)this.elementProperties.set(t,i)}', ''],
  ['@lit/reactive-element/reactive-element.js', 'static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}', ''],
  ['@lit/reactive-element/reactive-element.js', 'void 0!==t.l&&(this.l=[...t.l]),', ''],
  ['@lit/reactive-element/reactive-element.js', ',this.constructor.l?.forEach(t=>t(this))', ''],
  ['@lit/reactive-element/reactive-element.js', ';break;case Object:case Array:t=null==t?t:JSON.stringify(t)', ''],
  ['@lit/reactive-element/reactive-element.js', ';break;case Object:case Array:try{i=JSON.parse(t)}catch(t){i=null}', ''],
  ['@lit/reactive-element/reactive-element.js', ',(a.reactiveElementVersions??=[]).push("2.1.2")', ''],
  ['lit-html/lit-html.js', ',(t.litHtmlVersions??=[]).push("3.3.3")', ''],
  ['lit-element/lit-element.js', '(s.litElementVersions??=[]).push("4.2.2");', ''],
  ['lit-element/lit-element.js', 's.litElementHydrateSupport?.({LitElement:i})', 'void 0'],
  ['@lit/reactive-element/reactive-element.js', 'const t=this.constructor.elementProperties;if(t.size>0)for(const[s,i]of t){const{wrapped:t}=i,e=this[s];!0!==t||this._$AL.has(s)||void 0===e||this.C(s,void 0,i,e)}', ''],
  ['@lit/reactive-element/reactive-element.js', 'this.prototype.hasOwnProperty(t)&&((s=Object.create(s)).wrapped=!0),', ''],
  ['@lit/reactive-element/reactive-element.js', 'C(t,s,{useDefault:i,reflect:e,wrapped:h},r){i&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,r??s??this[t]),!0!==h||void 0!==r)||(this._$AL.has(t)||(this.hasUpdated||i||(s=void 0),this._$AL.set(t,s)),!0===e&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}', 'C(t,s,{reflect:e}){this._$AL.has(t)||(this.hasUpdated||(s=void 0),this._$AL.set(t,s)),!0===e&&this._$Em!==t&&(this._$Eq??=new Set).add(t)}'],
  ['@lit/reactive-element/reactive-element.js', '||i.useDefault&&i.reflect&&h===this._$Ej?.get(t)&&!this.hasAttribute(r._$Eu(t,i))', ''],
  ['@lit/reactive-element/reactive-element.js', 'this[e]=r??this._$Ej?.get(e)??r', 'this[e]=r'],
  ['@lit/reactive-element/reactive-element.js', 'useDefault:!1,', ''],
  ['@lit/reactive-element/reactive-element.js', 'h="function"==typeof t.converter?{fromAttribute:t.converter}:void 0!==t.converter?.fromAttribute?t.converter:u', 'h=u'],
  ['@lit/reactive-element/reactive-element.js', '(void 0!==i.converter?.toAttribute?i.converter:u).toAttribute', 'u.toAttribute'],
  ['@lit/reactive-element/reactive-element.js', '(i.hasChanged??f)(h,s)', 'f(h,s)'],
  ['@lit/reactive-element/reactive-element.js', ',!s.noAccessor){const i=Symbol(),h=this.getPropertyDescriptor(t,i,s);void 0!==h&&e(this.prototype,t,h)}', '){e(this.prototype,t,this.getPropertyDescriptor(t,Symbol(),s))}'],
  ['@lit/reactive-element/reactive-element.js', 's=[...r(t),...o(t)]', 's=r(t)'],
  ['@lit/reactive-element/reactive-element.js', 'static finalizeStyles(s){const i=[];if(Array.isArray(s)){const e=new Set(s.flat(1/0).reverse());for(const s of e)i.unshift(t(s))}else void 0!==s&&i.push(t(s));return i}', 'static finalizeStyles(s){return[s??[]].flat(1/0)}'],
  ['@lit/reactive-element/reactive-element.js', '"string"==typeof t?t.toLowerCase():void 0', 't.toLowerCase()'],
  ['lit-html/lit-html.js', 'l=2===i?"<svg>":3===i?"<math>":""', 'l=""'],
  ['lit-html/lit-html.js', '(2===i?"</svg>":3===i?"</math>":"")', '""'],
  ['lit-html/lit-html.js', ',2===i||3===i){const t=this.el.content.firstChild;t.replaceWith(...t.childNodes)}', ',!1);'],
  ['@lit/reactive-element/reactive-element.js', 'const{get:e,set:r}=h(this.prototype,t)??{get(){return this[s]},set(t){this[s]=t}};return{get:e,set(s){const h=e?.call(this);r?.call(this,s),this.requestUpdate(t,h,i)},configurable:!0,enumerable:!0}', 'return{get(){return this[s]},set(e){const h=this[s];this[s]=e,this.requestUpdate(t,h,i)},configurable:!0,enumerable:!0}'],
];

/** @param {{ trim?: boolean }} o `trim: false` keeps what the shop's elements do not use. */
export function litBaseline(o = {}) {
  const replace = o.trim === false ? BROWSERS : [...BROWSERS, ...UNUSED];
  return {
    name: 'lit-baseline',
    transform(code, id) {
      if (/node_modules\/(lit-html|lit-element|@lit\/reactive-element)\/development\//.test(id)) this.error(`lit-baseline: ${id} is lit's development build; browser builds resolve its production build`);
      const own = replace.filter(([file]) => id.endsWith(`node_modules/${file}`));
      if (!own.length) return null;
      for (const [, text, value] of own) {
        if (!code.includes(text)) this.error(`lit-baseline: ${id} no longer holds \`${text}\`; update scripts/rollup-lit-baseline.mjs for this lit version`);
        code = code.replace(text, value);
      }
      return { code, map: null };
    },
  };
}
