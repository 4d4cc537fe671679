#!/usr/bin/env node
// The key table of docs/languages.md, made from src/i18n/locales/en.ts: every key, its English
// words, its placeholders and the elements that show it. `npm run docs:keys` writes it between
// the page's `<!-- keys -->` and `<!-- /keys -->`; test/node/docs.test.ts fails when the page's
// table is not this one.
import { readFileSync, writeFileSync } from 'node:fs';
import { dictionaries } from './rollup-locales.mjs';

const PAGE = 'docs/languages.md';
const START = '<!-- keys -->';
const END = '<!-- /keys -->';
const cell = (text) => text.replace(/\|/g, '\\|');

/** The table, in Markdown. */
export async function keyTable() {
  const { en } = await dictionaries(true);
  const m = await import(`data:text/javascript;base64,${Buffer.from(en).toString('base64')}`);
  const who = {};
  // The results pages' parts (chips, "Show more results", the filter dialog, what shows when nothing matched) speak for both elements.
  const parts = [m.RESULTS_CHIPS, m.RESULTS_DIALOG, m.RESULTS_MORE, m.RESULTS_EMPTY];
  const tables = [['`<ss-autocomplete>`', m.AUTOCOMPLETE], ['`<ss-search>`', m.RESULTS], ['`<ss-listing>`', m.LISTING], ['`<ss-search>`', m.FACETS], ['`<ss-listing>`', m.FACETS], ['`<ss-recs>`', m.RECS],
    ...parts.flatMap((t) => [['`<ss-search>`', t], ['`<ss-listing>`', t]]), ['`<ss-search>`', m.SEARCH_EMPTY], ['`<ss-listing>`', m.LISTING_EMPTY]];
  for (const [name, table] of tables) for (const key of Object.keys(table)) if (!who[key]?.includes(name)) (who[key] ??= []).push(name);
  const rows = [];
  const done = new Set();
  for (const [key, text] of Object.entries(m.default)) {
    const base = key.replace(/-(one|other)$/, '');
    if (base !== key && `${base}-one` in m.default && `${base}-other` in m.default) {
      if (done.has(base)) continue;
      done.add(base);
      const forms = ['one', 'other'].map((f) => m.default[`${base}-${f}`]);
      const holes = [...new Set(forms.join(' ').match(/\{\w+\}/g))].map((p) => `\`${p}\``).join(' ');
      rows.push(`| \`${base}-one\`, \`${base}-other\` (plural) | ${cell(forms.join(' / '))} | ${holes} | ${who[key].join(', ')} |`);
      continue;
    }
    const holes = [...new Set(text.match(/\{\w+\}/g) ?? [])].map((p) => `\`${p}\``).join(' ');
    rows.push(`| \`${key}\` | ${cell(text)} | ${holes} | ${who[key].join(', ')} |`);
  }
  return `| Key | English | Placeholders | Shown by |\n|---|---|---|---|\n${rows.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const page = readFileSync(PAGE, 'utf8');
  const [before, rest] = page.split(START);
  if (rest === undefined || !rest.includes(END)) throw new Error(`${PAGE} has no ${START} ... ${END} section`);
  writeFileSync(PAGE, `${before}${START}\n${await keyTable()}${END}${rest.slice(rest.indexOf(END) + END.length)}`);
  console.log(`${PAGE}: key table written`);
}
