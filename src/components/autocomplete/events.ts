/** The details of <ss-autocomplete>'s events, and the type of a row renderer. */
import type { TemplateResult } from 'lit';
import type { AutocompleteResponse, Hit } from '../../core/types.js';
import type { SsAutocomplete } from './autocomplete.component.js';

/** Detail of `ss-select`. */
export interface SelectDetail {
  hit: Hit;
  identity: string;
  type: string;
  /** 1-based position among the options shown. */
  position: number;
  query: string;
}

/** Detail of `ss-results`: what the popup shows for a query. */
export interface ResultsDetail {
  query: string;
  hits: Hit[];
  response: AutocompleteResponse<Hit>;
}

export type Renderer = (hit: Hit, context: { query: string; element: SsAutocomplete }) => TemplateResult | Node | string;
