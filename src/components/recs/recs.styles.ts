import { css } from '../shared/sheet.js';

/**
 * Styles of <ss-recs> (the height it holds before its answer: shared/reserve.ts). `--ss-recs-*` knobs fall back to the global `--ss-*` tokens, then
 * to a light-dark() literal; like the results, no color-scheme of its own.
 */
export const recsStyles = css`
  :host {
    --_accent: var(--ss-recs-accent, var(--ss-color-accent, light-dark(#3b5bdb, #91a7ff)));
    --_bg: var(--ss-recs-background, var(--ss-color-surface, light-dark(#fff, #1e2126)));
    --_text: var(--ss-recs-text, var(--ss-color-text, light-dark(#1c1e21, #e9ecef)));
    --_muted: var(--ss-recs-muted, var(--ss-color-muted, light-dark(#5c6370, #adb5bd)));
    --_border: var(--ss-recs-border, var(--ss-color-border, light-dark(#ced4da, #3a3f47)));
    --_radius: var(--ss-recs-radius, var(--ss-radius, 8px));
    display: flow-root;
    color: var(--_text);
  }
  :host([empty]) { display: none; }
  [hidden] { display: none !important; }
  button { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
  .head { display: flex; align-items: center; justify-content: space-between; gap: 0.5em; margin-bottom: 0.5em; }
  .heading { margin: 0; font-size: 1.25em; font-weight: 700; }
  .controls { display: flex; gap: 0.25em; }
  .controls button { inline-size: 2.25em; block-size: 2.25em; border: 1px solid var(--_border); border-radius: 50%; background: var(--_bg); cursor: pointer; }
  .controls [aria-disabled=true] { opacity: 0.4; cursor: default; }
  .list { display: grid; gap: var(--ss-recs-gap, 1em); margin: 0; padding: 4px; list-style: none; }
  .carousel { grid-auto-flow: column; grid-auto-columns: var(--ss-recs-card-width, 12em); overflow-x: auto; scroll-snap-type: x mandatory; scroll-padding-inline: 4px; scroll-behavior: smooth; overscroll-behavior-x: contain; scrollbar-width: none; }
  .grid { grid-template-columns: repeat(auto-fill, minmax(var(--ss-recs-card-width, 10em), 1fr)); }
  .item { display: flex; flex-direction: column; gap: 0.5em; scroll-snap-align: start; position: relative; }
  .item .card { flex: 1; }
  /* Two lines of title at most: a row is never taller than the height it holds (reserve.ts). The link clamps them, so the
     title, in its own direction (dir=auto), stays inline: a Latin title on a right-to-left page is aligned as its card is. */
  .item .card-link { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; word-break: auto-phrase; }
  .badge { align-self: start; padding: 0.167em 0.667em; border-radius: 999px; font-size: 0.75em; border: 1px solid var(--_border); color: var(--_muted); }
  @media (prefers-reduced-motion: reduce) { .carousel { scroll-behavior: auto; } }
`;
