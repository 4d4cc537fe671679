/**
 * The demo's header in the page's language, drawn by the service (as a shop's server draws its
 * own): the search form's words and the language switch with every language the demo speaks,
 * the page's selected. The switch is a form that goes to the same page in the chosen language,
 * so it works with script off (its button shows only then); with script on, lang.js makes the
 * choice go at once. The words are demo/assets/languages.json's: per language its name, "Language",
 * "Search", the search box's placeholder and the switch's button.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './html.js';

type Words = [name: string, label: string, search: string, placeholder: string, change: string];

const tables = new Map<string, Record<string, Words>>();

function languagesOf(demoDir: string): Record<string, Words> {
  let table = tables.get(demoDir);
  if (!table) tables.set(demoDir, (table = JSON.parse(readFileSync(join(demoDir, 'assets', 'languages.json'), 'utf8')) as Record<string, Words>));
  return table;
}

/** `html` of a demo page with the header (demo/partials/header.html) in `lang`; a page without it, or a demo folder without the table, as it is. */
export function withHeader(html: string, url: URL, lang: string, demoDir: string): string {
  let table: Record<string, Words>;
  try {
    table = languagesOf(demoDir);
  } catch {
    return html;
  }
  const [, label, search, placeholder, change] = table[lang] ?? table.en;
  // The page's own parameters go with the choice (the query, the filters): only the language changes.
  const kept = [...url.searchParams].filter(([name]) => name !== 'lang')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  const options = Object.entries(table).map(([code, [name]]) => `<option value="${code}" lang="${code}"${code === lang ? ' selected' : ''}>${escapeHtml(name)}</option>`).join('');
  return html
    .replace(/(<header class="site">[\s\S]*?<input type="search"[^>]*?) placeholder="[^"]*" aria-label="[^"]*"/, (_, before: string) => `${before} placeholder="${escapeHtml(placeholder)}" aria-label="${escapeHtml(search)}"`)
    .replace(/(<header class="site">[\s\S]*?<input type="search"[^>]*>\s*)<button>[^<]*<\/button>/, (_, before: string) => `${before}<button>${escapeHtml(search)}</button>`)
    .replace(/<select id="language"[^>]*>[\s\S]*?<\/select>/, () => `<form class="language-form" method="get">${kept}`
      + `<select id="language" class="language" name="lang" aria-label="${escapeHtml(label)}">${options}</select>`
      + `<noscript><button>${escapeHtml(change)}</button></noscript></form>`);
}
