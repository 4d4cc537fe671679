/**
 * Progressive enhancement of a search form: the element's own `<form>` with an `<input>`
 * (which worked before the element upgraded, and without JavaScript) moves into the
 * element's shadow root, next to the listbox it controls; without one, a form is made.
 * The form keeps submitting natively; ComboboxController makes the input the combobox.
 * On the results page it leads to, the box shows the query of the page URL.
 */

export interface FormOptions {
  action?: string;
  param?: string;
  /** The name of a box that has none (no label, no placeholder). */
  label: string;
}

/** Whether a form's action (or any URL) is this page: a search submitted there is answered here. */
export const isThisPage = (url: string) => new URL(url, location.href).pathname === location.pathname;

/** What names `input` besides its placeholder: an ARIA label, a title, a label that is rendered. */
function namesOf(input: HTMLInputElement): unknown[] {
  return [input.getAttribute('aria-label')?.trim(), input.getAttribute('aria-labelledby'), input.title.trim(),
    ...[...(input.labels ?? [])].filter((label) => label.textContent?.trim() && label.checkVisibility({ visibilityProperty: true }))].filter(Boolean);
}

/**
 * The form, its box, `hint` (see below) and, for a form of its own, `words` (placeholder and
 * label, given again when the element's language changes; a shop's form keeps its own words).
 */
export function adoptSearchForm(host: HTMLElement, container: Element, o: FormOptions): {
  form: HTMLFormElement; input: HTMLInputElement; hint: () => void; words?: (placeholder: string, label: string) => void;
} {
  const light = host.querySelector('form') ?? host.querySelector('input')?.closest('form');
  const form = light ?? document.createElement('form');
  let input = form.querySelector<HTMLInputElement>('input[type=search], input[type=text], input:not([type])');
  if (!light) {
    form.setAttribute('role', 'search');
    form.action = o.action ?? '/search';
    input = document.createElement('input');
    input.type = 'search';
    input.name = o.param ?? 'q';
    form.append(input);
  }
  if (!input) throw new Error(`<${host.localName}>: the form has no text input to enhance`);
  if (o.action) form.action = o.action;
  if (o.param) input.name = o.param;
  form.setAttribute('part', 'form');
  // (Before the move, which takes the focus away: the element gives it back.)
  const focused = document.activeElement === input;
  container.append(form);
  Object.assign(input, { autocomplete: 'off', spellcheck: false, enterKeyHint: 'search' });
  // The placeholder only while the box is empty, where it shows: while an input has one,
  // Chromium re-styles it on every edit (docs/autocomplete.md, Performance).
  // `hint` is also for a box emptied by script, which fires no input event.
  let text = input.getAttribute('placeholder');
  // A box whose placeholder is its only name keeps a name while it holds text: a theme's label
  // hidden with display:none (Luma), or one outside the form, which a shadow root leaves behind.
  if (!namesOf(input).length) input.setAttribute('aria-label', text || o.label);
  const hint = () => (input!.value ? input!.removeAttribute('placeholder') : text && input!.setAttribute('placeholder', text));
  input.addEventListener('input', hint);
  // On the page the form leads to (the results page), the box holds the query searched, unless the theme printed a value
  // or the shopper is in the box (tapped before the script came: the query would go around what they type).
  if (!input.value && !focused && isThisPage(form.action)) input.value = new URLSearchParams(location.search).get(input.name) ?? '';
  hint();
  const words = (placeholder: string, label: string) => {
    if (text === placeholder && input!.getAttribute('aria-label') === label) return;
    text = placeholder;
    input!.setAttribute('aria-label', label);
    hint();
  };
  return { form, input, hint, words: light ? undefined : words };
}
