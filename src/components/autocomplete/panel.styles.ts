/**
 * The suggestions panel's styles (its rows, banners, states, placement and full-screen mode),
 * loaded with its code (./panel.ts) on the box's first focus or input, before the panel
 * first opens: until then it is hidden, and the box's own styles (./autocomplete.styles.ts)
 * are all a page draws.
 */
import { css } from '../shared/sheet.js';

export const panelStyles = css`
  /* The panel's own colours, beside the box's (./autocomplete.styles.ts). */
  :host {
    --_muted: var(--ss-autocomplete-muted, var(--ss-color-muted, light-dark(#5c6370, #adb5bd)));
    --_active: var(--ss-autocomplete-active, color-mix(in srgb, var(--_accent) 12%, var(--_bg)));
  }
  /* Placed under the form by script (place.ts); these are its places until then. Its border and
     padding are inside its height limit. Its rows lay out by its own width (container queries). */
  .ss-popup {
    position: absolute; inset-inline: 0; top: calc(100% + 4px); z-index: var(--ss-autocomplete-z-index, 1000);
    max-height: var(--ss-autocomplete-max-height, 70vh); overflow: auto; overscroll-behavior: contain; box-sizing: border-box; container-type: inline-size;
    background: var(--_bg); border: 1px solid var(--_border); border-radius: var(--_radius);
    box-shadow: var(--ss-autocomplete-shadow, 0 8px 24px rgb(0 0 0 / 0.18)); padding: 0.25em 0;
    /* Not the header's type: a theme's upper case, spacing, centring, one line or double line height would reach the rows. */
    text-align: start; text-transform: none; letter-spacing: normal; word-spacing: normal; white-space: normal; line-height: 1.4;
  }
  /* In the top layer (a popover: place.ts, which chooses fixed or absolute): not the popover's own box, colours nor centring. */
  .ss-popup:popover-open { inset: auto; margin: 0; height: auto; color: inherit; }
  /* Full screen: the search box stays on top, the panel fills the rest. */
  :host([fullscreen]) {
    position: fixed; inset: 0; z-index: var(--ss-autocomplete-z-index, 1000); display: flex; flex-direction: column;
    gap: 0.5em; padding: 0.5em; background: var(--_bg);
  }
  :host([fullscreen]) .ss-field { padding-inline-end: 5em; }
  .ss-popup.ss-fullscreen { position: static; flex: 1; max-height: none !important; width: auto !important; border: 0; box-shadow: none; padding: 0; }
  /* The gauge (./autocomplete.styles.ts) resolves --ss-autocomplete-panel-width to pixels for place.ts. */
  .ss-gauge > div { width: var(--ss-autocomplete-panel-width, 28em); }
  .ss-close {
    position: absolute; top: 0.5em; inset-inline-end: 0.5em; min-height: 44px; min-width: 44px; font: inherit; border: 0; cursor: pointer;
    background: none; color: var(--_accent);
  }
  .ss-header { padding: 0.667em 1em 0.333em; font-size: 0.75em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--_muted); }
  /* Rows are re-laid out on every keystroke: one-line rows are plain blocks, product rows a
     grid whose only intrinsic column is the price (flex rows lay out slower). Shop templates
     and renderers keep flex. */
  .ss-option { display: block; min-height: 44px; box-sizing: border-box; padding: 0.625em 0.75em; cursor: pointer; color: var(--_text); }
  .t-item, .ss-custom { display: flex; align-items: center; gap: 0.75em; padding-block: 0.375em; }
  .t-item { display: grid; grid-template-columns: 40px minmax(0, 1fr); grid-auto-flow: column; }
  /* The active option's bar is on its start edge (the right one on a right-to-left page). */
  .ss-option[aria-selected=true] { background: var(--_active); box-shadow: inset var(--_bar, 3px) 0 0 var(--_accent); }
  :dir(rtl) { --_bar: -3px; }
  .ss-option img { width: 40px; height: 40px; object-fit: contain; border-radius: 4px; }
  /* A long word breaks rather than being clipped: a clip on every title is one more paint
     property node per row in every frame. */
  .ss-text > * { display: block; }
  /* At most three lines of a title, however long (after the rule above: its display wins). */
  .ss-title { overflow-wrap: anywhere; word-break: auto-phrase; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; line-clamp: 3; overflow: hidden; }
  /* A title keeps its own direction (dir=auto: a Latin name's closing mark stays at its end on a right-to-left page), aligned as its row is. */
  :host(:dir(rtl)) .ss-title { text-align: right; }
  .ss-brand { font-size: 0.85em; color: var(--_muted); }
  .ss-price { font-weight: 700; white-space: nowrap; }
  /* A narrow panel (a phone, a narrow box): the price under the title, which gets the whole width. */
  @container (max-width: 26em) { .t-item { grid-auto-flow: row; } .t-item .ss-price { grid-column: 2; } }
  .ss-row { position: relative; }
  .ss-row .ss-option { padding-inline-end: 3.5em; }
  .ss-cart {
    position: absolute; inset-inline-end: 0.75em; top: 50%; translate: 0 -50%; min-width: 32px; min-height: 32px;
    border-radius: 50%; border: 1px solid var(--_border); background: none; color: var(--_text); cursor: pointer;
  }
  ::highlight(ss-match) { color: var(--_accent); text-shadow: 0.04em 0 currentColor; }
  .ss-banner { display: block; padding: 0.25em 0.75em; }
  .ss-banner img { display: block; width: 100%; height: auto; aspect-ratio: var(--ss-autocomplete-banner-ratio, 20 / 3); object-fit: contain; border-radius: 4px; }
  @media (max-width: 600px) { .ss-banner img { aspect-ratio: var(--ss-autocomplete-banner-mobile-ratio, 10 / 3); } }
  .ss-status { padding: 0.75em; color: var(--_muted); }
  /* A button of its own look: the loader's panel is in the page, where a theme may unset buttons. */
  .ss-status button {
    margin-inline-start: 0.5em; min-height: 32px; padding: 0 0.75em; font: inherit; cursor: pointer;
    border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_bg); color: var(--_accent);
  }
  @media (forced-colors: active) {
    .ss-option[aria-selected=true] { outline: 2px solid Highlight; }
  }
`;
