import { css } from '../components/shared/sheet.js';

/** Styles of the inspector's elements: system colours, light and dark, forced colours respected. */
export const inspectStyles = css`
  :host {
    --_accent: light-dark(#3b5bdb, #91a7ff);
    --_muted: light-dark(#5c6370, #adb5bd);
    --_line: light-dark(#dde1e6, #3a3f47);
    --_card: light-dark(#f8f9fa, #1e2126);
    --_bad: light-dark(#c92a2a, #ff8787);
    --_warn: light-dark(#8a5a00, #ffd43b);
    --_good: light-dark(#237032, #69db7c);
    display: block;
    color-scheme: light dark;
    font-family: system-ui, sans-serif;
    line-height: 1.45;
  }
  [hidden] { display: none !important; }
  a { color: var(--_accent); }
  :focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
  input, select, button { font: inherit; min-height: 36px; padding: 0 0.5rem; border: 1px solid var(--_line); border-radius: 0.375rem; background: Canvas; color: CanvasText; }
  button { cursor: pointer; }
  button[aria-pressed=true] { background: var(--_accent); color: Canvas; }
  header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1.25rem; padding: 0.75rem 1.25rem; border-bottom: 1px solid var(--_line); }
  h1 { margin: 0; font-size: 1.25rem; }
  nav { display: flex; gap: 0.75rem; }
  nav a[aria-current=page] { font-weight: 700; text-decoration-thickness: 3px; }
  .state { margin-inline-start: auto; color: var(--_muted); }
  .state.live { color: var(--_good); }
  .state.closed { color: var(--_bad); }
  main { padding: 1rem 1.25rem; }
  .filters { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem 1rem; }
  .filters label { display: flex; flex-direction: column; font-size: 0.875rem; color: var(--_muted); }
  .filters a { align-self: center; }
  .paused, .count, .note, .empty { color: var(--_muted); }
  .feed { list-style: none; margin: 0; padding: 0; font-size: 0.875rem; }
  .record { border-bottom: 1px solid var(--_line); }
  .record[data-verdict=rejected], .record[data-verdict=rate-limited], .record[data-verdict=fault] { border-inline-start: 4px solid var(--_bad); }
  .record[data-verdict=dropped], .record[data-verdict=duplicate] { border-inline-start: 4px solid var(--_warn); }
  .columns, .record summary { display: grid; grid-template-columns: 8.5rem 8rem 6rem minmax(6rem, 10rem) minmax(0, 1fr) minmax(8rem, 16rem); gap: 0.75rem; padding: 0.375rem 0.5rem; align-items: baseline; }
  .record summary > * { overflow-wrap: anywhere; }
  /* A very long query or page (3,000 characters) keeps its row to a few lines: the whole request is in the row's body. */
  .record summary > .page, .record summary > .what, .query { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; overflow: hidden; }
  .query { -webkit-line-clamp: 2; max-width: 24rem; overflow-wrap: anywhere; }
  summary time, .client { font-family: ui-monospace, monospace; }
  /* The grid takes the disclosure marker away: the time cell carries one. */
  .record summary time::before { content: '▸ '; color: var(--_muted); }
  .record details[open] summary time::before { content: '▾ '; }
  .page { color: var(--_muted); }
  .list { display: block; }
  .item { white-space: nowrap; }
  .record[data-verdict=accepted] .verdict { color: var(--_good); }
  .record:not([data-verdict=accepted]) .verdict { color: var(--_bad); font-weight: 600; }
  .record[data-verdict=dropped] .verdict, .record[data-verdict=duplicate] .verdict { color: var(--_warn); }
  .body { margin: 0 0.5rem 0.75rem; padding: 0.75rem; background: var(--_card); border-radius: 0.375rem; overflow: auto; max-height: 24rem; font-size: 0.8125rem; }
  .columns { padding-block: 0.25rem; font-size: 0.8125rem; font-weight: 600; color: var(--_muted); border-bottom: 1px solid var(--_line); }
  @media (max-width: 900px) { .record summary { grid-template-columns: 1fr 1fr; } .columns { display: none; } }
  .head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.25rem; }
  h2 { margin: 0.5rem 0; font-size: 1.125rem; }
  h3 { margin: 1.5rem 0 0.5rem; font-size: 1rem; }
  .kpis { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: 0.75rem; margin: 1rem 0; }
  .kpis div { padding: 0.75rem; background: var(--_card); border: 1px solid var(--_line); border-radius: 0.5rem; }
  .kpis dt { color: var(--_muted); font-size: 0.875rem; }
  .kpis dd { margin: 0.25rem 0 0; font-size: 1.125rem; font-weight: 600; }
  .kpis small { display: block; font-size: 0.875rem; font-weight: 400; color: var(--_muted); }
  table { border-collapse: collapse; margin: 0.5rem 0 1rem; font-size: 0.875rem; }
  caption { text-align: start; color: var(--_muted); padding-bottom: 0.25rem; }
  th, td { padding: 0.25rem 0.75rem; border-bottom: 1px solid var(--_line); text-align: end; }
  th[scope=row], thead th:first-child { text-align: start; }
  .chart { margin: 0; max-width: 48rem; }
  .chart svg { width: 100%; height: auto; max-height: 14rem; }
  .chart figcaption { color: var(--_muted); font-size: 0.875rem; }
  .bar { fill: var(--_accent); }
  .part { fill: var(--_bad); }
  .axis { stroke: var(--_muted); }
  .tick { fill: var(--_muted); font-size: 10px; }
  .error { color: var(--_bad); }
  td.none { text-align: start; color: var(--_muted); }
  summary { cursor: pointer; }
  @media (forced-colors: active) { .bar { fill: CanvasText; } .part { fill: Highlight; } .axis { stroke: CanvasText; } .tick { fill: CanvasText; } }
`;
