/**
 * The attributes every element takes for what the query API does beyond the shopper's
 * state (asks.ts): personalization, model context, soft boosts, lean answers, A/B variants.
 * A base class so that each element declares and documents them once; an element adds
 * what only it has (the results' `filters`, `exclude` and `context`, the autocomplete's
 * placement `context`).
 */
import { LitElement, type PropertyDeclarations } from 'lit';
import type { Asks } from './asks.js';

export abstract class AskingElement extends LitElement implements Asks {
  static override properties: PropertyDeclarations = {
    personalize: { type: Boolean }, ctx: {}, prefer: {}, hitFields: { attribute: 'hit-fields' },
    nonCollapsedVariants: { attribute: 'non-collapsed-variants', type: Boolean }, variant: {},
  };

  /** Personalized answers: the shopper's ids sent once the page's tracker gives them (consent granted); anonymous before. */
  personalize = false;
  /** Model-selection context, `ctx[]` (`warehouse:berlin; segment:b2b`), also reported on the element's events; default the page's `ctx`. */
  ctx?: string;
  /** Soft boosts, `prefer[]` (`brand:Nordby; color:Black`): matching hits move up, none is removed. */
  prefer?: string;
  /** `hit_fields`: by default the fields the element and the shop's templates draw (a results element: and those filtered on); `*` every field. */
  hitFields?: string;
  /** Each variant a hit of its own (`non_collapsed_variants`). */
  nonCollapsedVariants = false;
  /** The A/B variant reported on the element's lists (`_Variant`); default the page's `variant`. */
  variant?: string;
}
