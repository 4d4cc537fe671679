/**
 * The words of <ss-autocomplete>'s box, what a page draws before a shopper uses it: its name,
 * the listbox's, the spinner's. The panel's code brings the rest of the element's English
 * (./autocomplete.ts) and adds it to this table (components/autocomplete/panel.ts).
 */
export const AUTOCOMPLETE_BOX = { search: 'Search', listbox: 'Search suggestions', loading: 'Loading suggestions…' };
