import { SsAutocomplete } from './autocomplete.component.js';
import { styles } from './autocomplete.styles.js';

let sheet: CSSStyleSheet | undefined;

/**
 * The autocomplete's own styles for the light DOM: scoped to the element and stopping at
 * the form (`@scope ... to (form)`), so the theme's box keeps the theme's look, and the
 * element and its field take no box of their own (`display: contents`), so nothing moves.
 */
function lightSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    const own = Array.from(styles.cssRules, (rule) => rule.cssText).join('').replace(/:host\(([^)]*)\)/g, ':scope:is($1)').replace(/:host/g, ':scope');
    sheet.replaceSync(`@scope (ss-search-box) to (form) {${own} :scope, .field { display: contents; } .popup { position: fixed; } .spinner { display: none; }}`);
  }
  return sheet;
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
    const light = lightSheet();
    if (!document.adoptedStyleSheets.includes(light)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, light];
    // The panel's markup goes before the theme's form: the element's own `.field` is then
    // the first in document order, whatever classes the theme uses inside its form.
    this.renderOptions.renderBefore ??= this.firstChild;
    return this;
  }

  protected override firstUpdated(): void {
    // The shopper may be typing already (an async loader came late): the form's move into
    // the field must not take the focus or the caret away.
    const input = this.querySelector('input');
    const focused = input && input === document.activeElement;
    const [start, end] = [input?.selectionStart, input?.selectionEnd];
    super.firstUpdated();
    if (focused) {
      input.focus();
      input.setSelectionRange(start ?? null, end ?? null);
      if (input.value) input.dispatchEvent(new Event('input'));
    }
  }
}
