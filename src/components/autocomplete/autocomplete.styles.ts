/** The box's styles, drawn at load; the panel's come with its code (./panel.styles.ts). */
import { css } from '../shared/sheet.js';

export const styles = css`
  /* One palette for both schemes: light-dark() picks by the OS setting (color-scheme). */
  :host {
    color-scheme: light dark;
    --_accent: var(--ss-autocomplete-accent, var(--ss-color-accent, light-dark(#3b5bdb, #91a7ff)));
    --_bg: var(--ss-autocomplete-background, var(--ss-color-surface, light-dark(#fff, #1e2126)));
    --_text: var(--ss-autocomplete-text, var(--ss-color-text, light-dark(#1c1e21, #e9ecef)));
    --_border: var(--ss-autocomplete-border, var(--ss-color-border, light-dark(#ced4da, #3a3f47)));
    --_radius: var(--ss-autocomplete-radius, var(--ss-radius, 8px));
    display: block;
    position: relative;
    color: var(--_text);
  }
  [hidden] { display: none !important; }
  form { display: flex; gap: 0.25em; margin: 0; }
  input {
    flex: 1; min-width: 0; min-height: 44px; box-sizing: border-box; padding: 0.5em 0.75em; font: inherit;
    color: var(--_text); background: var(--_bg); border: 1px solid var(--_border); border-radius: var(--_radius);
  }
  input:focus-visible, button:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
  form button {
    min-height: 44px; min-width: 44px; font: inherit; border: 0; cursor: pointer; padding: 0 1em; border-radius: var(--_radius);
    background: var(--_accent); color: var(--ss-autocomplete-on-accent, var(--_bg));
  }
  /* The live region and the gauge (place.ts reads its child's width: ./panel.styles.ts) are out
     of the flow and clipped from the start, whatever lays out the element's children (the light
     DOM's host takes no box: they are items of the theme's flex row), so they widen nothing. */
  .ss-live, .ss-gauge { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .ss-spinner {
    position: absolute; inset-inline-end: 0.75em; top: 50%; width: 16px; height: 16px; margin-top: -8px;
    border: 2px solid var(--_border); border-top-color: var(--_accent); border-radius: 50%; animation: spin 0.8s linear infinite;
  }
  @keyframes spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .ss-spinner { animation-duration: 3s; } }
`;
