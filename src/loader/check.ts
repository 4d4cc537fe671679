/**
 * The loader's words for a mistake in the tag or the page (docs/install.md, "When something
 * is wrong"): a chunk of its own, loaded only when the loader finds one, so that the loader
 * every page downloads carries none of them.
 */
/** What the loader found wrong, with what it needs to say so. */
export type Problem =
  | ['option', string, string[]]
  | ['url', string, string]
  | ['consent', string]
  | ['tracker']
  | ['command', unknown]
  | ['selector', string]
  | ['match', string]
  | ['network' | 'not_found', string, string];

const kebab = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The warning for `problem`, after "site-search loader: ". */
export function explain(problem: Problem): string {
  switch (problem[0]) {
    case 'option': return `unknown option ${kebab(problem[1])}; the options are ${problem[2].map(kebab).join(', ')}.`;
    case 'url': return `${kebab(problem[1])}="${problem[2]}" is not an http(s) address; it is ignored.`;
    case 'consent': return `data-consent="${problem[1]}" is not granted, pending or denied; tracking waits (pending).`;
    case 'tracker': return 'data-tracker-id is missing: add your site id to the tag (data-tracker-id="<site id>"). Nothing is asked or tracked until then.';
    case 'command': return `unknown command "${String(problem[1])}"; the one command is ['consent', 'granted' | 'pending' | 'denied'].`;
    case 'selector': return `data-search-input="${problem[1]}" is not a CSS selector.`;
    case 'match': return `no <input> inside a <form> matches data-search-input="${problem[1]}".`;
    // The first failed request of an element (the loader says one).
    case 'network': return `cannot reach the service (the tag's base URL is ${problem[1]}): check data-base-url, any base-url or baseUrl the page sets, and that the service is up.`;
    case 'not_found': return `${problem[1]} does not know the site "${problem[2]}" (or a model asked for): check data-tracker-id.`;
  }
}
