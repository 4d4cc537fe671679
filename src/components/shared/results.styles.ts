import { css } from './sheet.js';

/**
 * Styles of a results page (<ss-search>, <ss-listing>; each adds its own: search.styles.ts,
 * listing.styles.ts, before these; a part brings its own: results-parts.ts). `--ss-results-*` knobs fall back
 * to the global `--ss-*` tokens, then to a light-dark() literal. No color-scheme of its own:
 * the results sit on the shop's background, so they go dark only when the page does
 * (`color-scheme: light dark` on the page), never on the reader's preference alone.
 */
export const resultsStyles = css`
  :host {
    --_accent: var(--ss-results-accent, var(--ss-color-accent, light-dark(#3b5bdb, #91a7ff)));
    --_bg: var(--ss-results-background, var(--ss-color-surface, light-dark(#fff, #1e2126)));
    --_text: var(--ss-results-text, var(--ss-color-text, light-dark(#1c1e21, #e9ecef)));
    --_muted: var(--ss-results-muted, var(--ss-color-muted, light-dark(#5c6370, #adb5bd)));
    --_border: var(--ss-results-border, var(--ss-color-border, light-dark(#ced4da, #3a3f47)));
    --_radius: var(--ss-results-radius, var(--ss-radius, 8px));
    /* Its own formatting context: a fallback's first margin stays inside, so the swap to the results moves nothing. */
    display: flow-root;
    color: var(--_text);
    /* A word longer than its box (a catalog's 10,000-letter title, a category name) breaks rather than widening the page;
       Japanese breaks between phrases, not inside a word ("テレ|ビ"), where the browser knows how (Chromium 119+). */
    overflow-wrap: anywhere;
    word-break: auto-phrase;
  }
  [hidden] { display: none !important; }
  button, input, select { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
  .layout { display: grid; grid-template-columns: var(--ss-results-facets-width, 15em) minmax(0, 1fr); gap: 1.5em; align-items: start; }
  .bare { grid-template-columns: minmax(0, 1fr); }
  .results { min-height: 50vh; transition: opacity 0.2s; }
  .results[aria-busy=true] { opacity: 0.6; }
  .heading { margin: 0 0 0.36em; font-size: 1.4em; font-weight: 700; }
  .toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75em; justify-content: space-between; margin-bottom: 0.75em; }
  .count-text, .shown { margin: 0; color: var(--_muted); }
  .sort { display: flex; align-items: center; gap: 0.5em; }
  select, .find, .range-form input { min-height: 44px; box-sizing: border-box; padding: 0 0.5em; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_bg); }
  .filters-button, .button, .range-form button, .status button {
    min-height: 44px; padding: 0 1em; border: 0; border-radius: var(--_radius); background: var(--_accent); color: var(--_bg);
    cursor: pointer; text-decoration: none; display: inline-flex; align-items: center; justify-content: center;
  }
  .filters-button { position: sticky; top: 0.5em; z-index: 1; margin-bottom: 0.75em; box-shadow: 0 2px 8px rgb(0 0 0 / 0.25); }
  .link { min-height: 44px; border: 0; background: none; padding: 0; color: var(--_accent); cursor: pointer; text-decoration: underline; }
  .facet { border: 0; border-top: 1px solid var(--_border); margin: 0; padding: 0.5em 0 0.75em; min-width: 0; }
  .facet legend { padding: 0; width: 100%; }
  .fold { width: 100%; min-height: 44px; display: flex; justify-content: space-between; align-items: center; border: 0; background: none; padding: 0; font-weight: 700; cursor: pointer; }
  /* The sign is drawn, not spoken: the button's name is the facet's, its state aria-expanded. */
  .fold::after { content: '−' / ''; }
  .fold[aria-expanded=false]::after { content: '+' / ''; }
  .value { display: flex; align-items: center; gap: 0.5em; min-height: 32px; cursor: pointer; }
  .value input { width: 18px; height: 18px; margin: 0; accent-color: var(--_accent); }
  .value .label { flex: 1; overflow-wrap: anywhere; }
  .count { color: var(--_muted); font-size: 0.85em; }
  .find { width: 100%; margin-bottom: 0.5em; }
  .tree { list-style: none; margin: 0; padding: 0; }
  .tree .tree { padding-inline-start: 1.25em; }
  .range-form { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: end; margin-top: 0.5em; }
  .range-form label { display: grid; gap: 0.15em; font-size: 0.85em; color: var(--_muted); }
  .range-form input { width: 6em; color: var(--_text); }
  .chips, .suggested, .quick { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; list-style: none; margin: 0 0 0.75em; padding: 0; }
  .chip, .quick a {
    min-height: 32px; padding: 0.25em 0.75em; border: 1px solid var(--_border); border-radius: 999px; background: var(--_bg);
    cursor: pointer; color: inherit; text-decoration: none; display: inline-flex; align-items: center; gap: 0.375em;
  }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--ss-results-card-min-width, 9.5em)), 1fr)); gap: 1em; list-style: none; margin: 0; padding: 0; }
  /* A card focused from below is scrolled clear of the sticky Filters button (narrow screens), not under it. */
  .grid a, .grid button { scroll-margin-top: 4em; }
  .tile, .tile .ss-banner, .tile picture, .tile img { display: block; width: 100%; height: 100%; margin: 0; object-fit: cover; border-radius: var(--_radius); }
  .hit { display: flex; flex-direction: column; gap: 0.5em; }
  .hit > .card { flex: 1; }
  .pagination ul { display: flex; flex-wrap: wrap; gap: 0.25em; list-style: none; margin: 1.5em 0 0; padding: 0; }
  .pagination a { display: inline-flex; min-width: 44px; min-height: 44px; align-items: center; justify-content: center; padding: 0 0.5em; box-sizing: border-box;
    border: 1px solid var(--_border); border-radius: var(--_radius); color: inherit; text-decoration: none; }
  .pagination [aria-current] { background: var(--_accent); color: var(--_bg); border-color: var(--_accent); }
  .pagination span { display: inline-flex; min-height: 44px; align-items: center; padding: 0 0.25em; }
  .status { padding: 1em; border-radius: var(--_radius); border: 1px solid var(--_border); }
  .error { border-color: var(--ss-color-danger, light-dark(#c92a2a, #ff8787)); }
  .status button { margin-inline-start: 0.75em; }
  .title em { font-style: normal; color: var(--_accent); }
  :host([pricing]) [part~=card-price] { visibility: hidden; }
  ::highlight(ss-match) { color: var(--_accent); }
  @media (prefers-reduced-motion: reduce) { .results { transition: none; } }
  @media (forced-colors: active) {
    .pagination [aria-current] { border: 2px solid Highlight; }
    .results[aria-busy=true] { opacity: 1; }
  }
`;
