import { css } from './sheet.js';

/**
 * The default card's styles, and the add-to-cart button under a card (the same in results
 * and recommendation rows); they read the element's --_accent, --_bg, --_text, --_muted,
 * --_border and --_radius.
 */
export const cardStyles = css`
  .card { display: flex; flex-direction: column; gap: 0.25em; position: relative; padding: 0.75em; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_bg); color: var(--_text); }
  .card-image { width: 100%; height: auto; aspect-ratio: 1; object-fit: contain; border-radius: 4px; }
  .card-link { color: inherit; text-decoration: none; font-weight: 600; }
  .card-link::after { content: ''; position: absolute; inset: 0; }
  .card-link:focus-visible { outline: none; }
  .card:focus-within { outline: 2px solid var(--_accent); outline-offset: 2px; }
  .card-brand, .card-availability { font-size: 0.85em; color: var(--_muted); }
  .card-availability.out { color: var(--ss-color-danger, light-dark(#c92a2a, #ff8787)); }
  .card-price { font-weight: 700; }
  .card-price s { font-weight: 400; color: var(--_muted); margin-inline-start: 0.25em; }
  .card-note { position: absolute; top: 1.33em; inset-inline-start: 1.33em; padding: 0.167em 0.667em; border-radius: 999px; font-size: 0.75em; background: var(--_accent); color: var(--_bg); }
  .cart { min-height: 44px; padding: 0 0.75em; border: 1px solid var(--_accent); border-radius: var(--_radius); background: var(--_bg); color: var(--_accent); cursor: pointer; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  @media (forced-colors: active) { .card:focus-within { outline-color: Highlight; } }
`;
