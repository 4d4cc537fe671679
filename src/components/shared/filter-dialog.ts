/**
 * The filter dialog of narrow screens: the facets, and a button that shows the results
 * (closing it gives focus back to "Filters"). A part (results-parts.ts), with its styles:
 * loaded on the first press of "Filters"; a page that never opens it downloads neither.
 */
import { html, type TemplateResult } from 'lit';
import { css } from './sheet.js';
export { RESULTS_DIALOG as english } from '../../i18n/en/results-dialog.js';

export interface DialogContext {
  uid: string;
  /** The element's shadow root (the dialog and its button are in it). */
  root: ParentNode;
  total: number;
  facets: unknown;
  text(key: string, values?: Record<string, string | number>): string;
}

export const styles = css`
  .dialog { width: min(100vw, 32em); max-width: 100vw; height: 100dvh; max-height: 100dvh; margin: 0; margin-inline-start: auto; padding: 1em; box-sizing: border-box;
    border: 0; background: var(--_bg); color: var(--_text); overflow: auto; }
  .dialog::backdrop { background: rgb(0 0 0 / 0.4); }
  .dialog-head { display: flex; justify-content: space-between; align-items: center; }
  .dialog-head h2 { margin: 0; font-size: 1.2em; }
  .dialog .button { width: 100%; position: sticky; bottom: 0; margin-top: 1em; }
`;

export function renderDialog(c: DialogContext): TemplateResult {
  const close = () => c.root.querySelector('dialog')?.close();
  return html`<dialog part="dialog" class="dialog" aria-labelledby="${c.uid}-dialog-title"
    @close=${() => c.root.querySelector<HTMLElement>('.filters-button')?.focus()}>
    <div class="dialog-head"><h2 id="${c.uid}-dialog-title">${c.text('filters')}</h2>
      <button part="dialog-close" class="link" type="button" @click=${close}>${c.text('close')}</button></div>
    ${c.facets}
    <!-- The page's live region is inert behind the modal dialog: the count a choice leaves is said here. -->
    <div class="sr" role="status">${c.text('count', { count: c.total })}</div>
    <button part="dialog-done" class="button" type="button" @click=${close}>${c.text('show-results', { count: c.total })}</button>
  </dialog>`;
}
