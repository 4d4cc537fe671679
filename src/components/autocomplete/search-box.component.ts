import { SsAutocomplete } from './autocomplete.component.js';
import { styles } from './autocomplete.styles.js';
import { sheetOf } from '../shared/sheet.js';

/** Each of the element's sheets (its own, then its panel's) as the light DOM takes it, made once. */
const lightSheets = new Map<CSSStyleSheet, CSSStyleSheet>();

/**
 * One of the autocomplete's sheets for the light DOM, added to the page: scoped to the element
 * and stopping at the form (`@scope ... to (form)`), so the theme's box keeps the theme's look;
 * `extra`: what differs in the light DOM.
 */
function adoptLight(from: CSSStyleSheet, extra: string): void {
  let sheet = lightSheets.get(from);
  if (!sheet) {
    const own = Array.from(from.cssRules, (rule) => rule.cssText).join('').replace(/:host\(([^)]*)\)/g, ':scope:is($1)').replace(/:host/g, ':scope');
    lightSheets.set(from, (sheet = sheetOf(`@scope (ss-search-box) to (form) {${own}${extra}}`)));
  }
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * `<ss-autocomplete>` for a page's own search box, as the loader enhances it: the same
 * element in the light DOM. The theme's form stays where it was and as the theme styles
 * it (its CSS reaches it as before); the suggestions panel is placed under it, over the
 * page. Attributes, keyboard, events and text are `<ss-autocomplete>`'s; there is no
 * full-screen mode (`fullscreen-below` is 0) and `::part()` does not apply (style the
 * panel's classes under `ss-search-box`).
 *
 * @summary The loader's autocomplete on a CMS's own search box (light DOM).
 * @slot - The theme's `<form>` with its `<input>`.
 */
export class SsSearchBox extends SsAutocomplete {
  override fullscreenBelow = 0;

  protected override createRenderRoot(): HTMLElement {
    // The element and its field take no box of their own (`display: contents`), so nothing moves.
    adoptLight(styles, ':scope, .ss-field { display: contents; } .ss-spinner { display: none; }');
    // The panel's markup goes before the theme's form: the element's own `.field` is then
    // the first in document order, whatever classes the theme uses inside its form.
    this.renderOptions.renderBefore ??= this.firstChild;
    return this;
  }

  protected override firstUpdated(): void {
    super.firstUpdated();
    // A theme's clear button empties the box with no input event (a native reset, or Dawn's,
    // which cancels it and empties the box itself): the placeholder comes back, and with it
    // the theme's look of an empty box (Dawn floats its label by :placeholder-shown).
    this.form!.addEventListener('reset', () => setTimeout(() => this.hint?.()));
  }

  protected override adopt(sheet: CSSStyleSheet): void {
    // The panel is placed over the page, from the viewport (place.ts).
    adoptLight(sheet, '.ss-popup { position: fixed; }');
  }
}
