/**
 * The box each element takes before it has anything to draw, so that nothing on a shop's
 * page moves when its script and its answer arrive (layout shift). Before the element is
 * defined, the page-level rules of RESERVE_CSS give its tag the same box: the loader adopts
 * them as soon as it runs, and pages that load the elements as modules link
 * `dist/cdn/elements.css`, made from the same text by the build.
 *
 * - A results element (`<ss-search>`, `<ss-listing>`) reserves a viewport's height, so its
 *   answer grows it below the fold only; a theme tunes it with `--ss-results-min-height`.
 * - A recommendation row reserves one row of default cards at their tallest (the title held
 *   to two lines, every optional line there), in line heights of the page's own font;
 *   a theme with its own card templates sets `--ss-recs-min-height`.
 * Plain constants and one function: the loader bundles this file (for RESERVE_CSS alone);
 * hold.ts keeps the box once the answer is drawn.
 */

import { sheetOf } from './sheet.js';

/** Height reserved by `<ss-search>` and `<ss-listing>` until their first answer. */
const RESULTS = 'min-height:var(--ss-results-min-height,100vh)';

/**
 * Height reserved by `<ss-recs>` until its answer: its heading (`--_h`: the larger of its
 * text and its buttons, and the space under it; none with `heading=""`), a default card at
 * its tallest (the square image fills its width; six lines, five gaps; the track's padding)
 * and the add-to-cart button under it (`--_a`, with `add-to-cart`).
 */
const RECS = '--_h:max(1.25lh,2.25em) + .5em;--_a:0px;min-height:var(--ss-recs-min-height,calc(var(--_h) + var(--ss-recs-card-width,12em) + 1.25em + 6lh + 8px + var(--_a)))';
const RECS_CART = '--_a:.5em + 44px';
const RECS_NO_HEADING = '--_h:0px';

/**
 * The page-level rules for tags not defined yet: the boxes of the elements' own `:host`
 * rules (hostBoxes); named-slot content (a no-results row) shows only when drawn.
 */
export const RESERVE_CSS = `:is(ss-search,ss-listing,ss-recs):not(:defined){display:flow-root;${RESULTS};&>[slot]{display:none}}`
  + `ss-recs:not(:defined){${RECS};&[add-to-cart]{${RECS_CART}}&[heading=""]{${RECS_NO_HEADING}}}`;

/**
 * In elements.css only (a browser that runs no script never runs the loader): no element
 * will come to fill a box, so none is kept; the shop's own content inside shows as it is.
 */
export const NO_SCRIPT_CSS = '@media (scripting:none){:is(ss-search,ss-listing,ss-recs):not(:defined){min-height:0}}';

/** An element's own `:host` box before its first answer, as a stylesheet. */
export function hostBoxes(tag: 'ss-search' | 'ss-listing' | 'ss-recs'): CSSStyleSheet {
  return sheetOf(tag === 'ss-recs' ? `:host{${RECS}}:host([add-to-cart]){${RECS_CART}}:host([heading=""]){${RECS_NO_HEADING}}` : `:host{${RESULTS}}`);
}
