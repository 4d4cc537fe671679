/**
 * The events inspector's two HTML pages: the page itself (the `<ss-inspect>` element of
 * dist/inspect/inspect.js, built from src/inspect/) and, where a key is asked for, the
 * login form (plain HTML: the private key goes from the form to the service, never
 * through the page's code).
 */

import { escapeHtml as escape } from '../html.js';

const HEAD = `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="data:,">
<style>
  body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.45; background: Canvas; color: CanvasText; }
  main.login { max-width: 26rem; margin: 4rem auto; padding: 0 1.25rem; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input, select, button { font: inherit; min-height: 44px; padding: 0 0.75rem; box-sizing: border-box; width: 100%; }
  button { margin-top: 1.25rem; }
  .error { border-left: 4px solid #c92a2a; padding-left: 0.75rem; }
</style>`;

/** The inspector of `site` for a viewer who may see `sites`. */
export function inspectorPage(site: string, sites: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
${HEAD}
<title>Events inspector: ${escape(site)}</title>
<script type="module" src="/inspect/inspect.js"></script>
</head>
<body>
<ss-inspect tracker-id="${escape(site)}" sites="${escape(JSON.stringify(sites))}">
  <main><h1>Events inspector</h1><p>Loading… If this stays, the page's script is missing: run <code>npm run build</code> (it makes dist/inspect/).</p></main>
</ss-inspect>
</body>
</html>
`;
}

/** The form that asks for a site's private key (`error`: why the last try failed). */
export function loginPage(sites: string[], chosen: string | undefined, error?: string): string {
  const options = sites.map((s) => `<option${s === chosen ? ' selected' : ''}>${escape(s)}</option>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
${HEAD}
<title>Events inspector: sign in</title>
</head>
<body>
<main class="login">
<h1>Events inspector</h1>
<p>This service listens on a network address, so its events inspector (client ids, page URLs) opens with the site's private key.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/inspect/login">
<label for="site">Site (tracker_id)</label>
<select id="site" name="tracker_id">${options}</select>
<label for="key">Private key</label>
<input id="key" name="key" type="password" autocomplete="current-password" required>
<button>Open the inspector</button>
</form>
</main>
</body>
</html>
`;
}
