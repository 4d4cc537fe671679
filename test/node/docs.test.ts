/**
 * The reference pages cover the public surface: every attribute, event, CSS part, custom
 * property and named slot custom-elements.json lists (generated from the source by the
 * build), every option of the loader's tag, and every flag the two CLIs' help prints.
 * A name the code gains without a line in docs/ fails here.
 * Needs `npm run build` first (npm test builds before the Node tests).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';

const root = resolve(import.meta.dirname, '..', '..');
const doc = (name: string) => readFileSync(join(root, 'docs', `${name}.md`), 'utf8');
/** `name` as docs write it: in code (backticks), alone or at the start (`part=x`, `--flag N`). */
const mentions = (text: string, name: string) => new RegExp(`\`(?:[a-z-]+=)?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\`=(:]`).test(text);

interface Named { name: string }
interface Declaration {
  tagName?: string; attributes?: Named[]; events?: Named[]; cssParts?: Named[]; cssProperties?: Named[]; slots?: Named[];
}
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as { modules: Array<{ declarations?: Declaration[] }> };
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);

/** Where an element is documented: `<ss-listing>` is `<ss-search>` in listing mode, so its page lists only what differs. */
const PAGES: Record<string, string[]> = {
  'ss-autocomplete': ['autocomplete'], 'ss-search-box': ['autocomplete'], 'ss-search': ['search'],
  'ss-listing': ['listing', 'search'], 'ss-recs': ['recs'],
};

describe('the reference pages', () => {
  it('document every element the manifest lists', () => {
    assert.deepEqual(elements.map((d) => d.tagName).sort(), Object.keys(PAGES).sort());
  });

  for (const element of elements) {
    it(`document every attribute, event, part, custom property and slot of <${element.tagName}>`, () => {
      const text = PAGES[element.tagName!].map(doc).join('\n');
      const missing: string[] = [];
      const kinds: Array<[string, Named[] | undefined]> = [
        ['attribute', element.attributes], ['event', element.events], ['part', element.cssParts],
        ['custom property', element.cssProperties], ['slot', element.slots?.filter((s) => s.name)],
      ];
      for (const [kind, list] of kinds) for (const { name } of list ?? []) if (!mentions(text, name)) missing.push(`${kind} ${name}`);
      assert.deepEqual(missing, [], `docs/${PAGES[element.tagName!][0]}.md does not mention these`);
      assert.ok((element.attributes ?? []).length > 5, 'the manifest lists the attributes');
    });
  }

  it('list in custom-elements.json every part the results and recs elements draw (the editor data and JSX types come from it)', () => {
    // The parts written in the templates each element draws with (a template's `part=${...}` is the pagination's page parts).
    const drawn = (files: string[]) => new Set(files.flatMap((file) => [...readFileSync(join(root, 'src/components', file), 'utf8').matchAll(/\spart="([a-z -]+)"/g)].flatMap((m) => m[1].split(' '))));
    const shared = ['results-element.ts', 'facets.ts', 'range.ts', 'more.ts', 'chips.ts', 'toolbar.ts', 'filter-dialog.ts', 'card.ts', 'banner.ts', 'empty.ts'].map((f) => `shared/${f}`);
    const pages = ['page', 'current', 'page-previous', 'page-next'];
    const by: Record<string, string[]> = {
      'ss-search': [...shared, 'search/search.component.ts', 'search/empty-help.ts'], 'ss-listing': [...shared, 'listing/listing.component.ts'], 'ss-recs': ['recs/recs.component.ts', 'shared/card.ts'],
    };
    for (const [tag, files] of Object.entries(by)) {
      const listed = new Set(elements.find((d) => d.tagName === tag)!.cssParts!.map((p) => p.name));
      const parts = [...drawn(files), ...(tag === 'ss-recs' ? [] : pages)];
      // (`my-*`: a shop template's own parts, in a doc comment's example.)
      assert.deepEqual(parts.filter((p) => !listed.has(p) && !p.startsWith('my-')), [], `<${tag}> draws parts its @csspart lines do not list`);
    }
  });

  it('docs/languages.md holds the key table of src/i18n/locales/en.ts (npm run docs:keys writes it)', async () => {
    const { keyTable } = await import('../../scripts/key-table.mjs');
    const table = await keyTable();
    assert.ok(table.split('\n').length > 80, 'a row per key');
    assert.ok(doc('languages').includes(`<!-- keys -->\n${table}<!-- /keys -->`), 'the table is not the current one: npm run docs:keys');
  });

  it('document every option of the loader\'s tag', () => {
    const source = readFileSync(join(root, 'src', 'loader', 'loader.ts'), 'utf8');
    const options = JSON.parse(/const OPTIONS = (\[.*\]);/.exec(source)![1].replace(/'/g, '"')) as string[];
    const text = doc('install');
    const missing = options.map((o) => `data-${o.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`).filter((o) => !mentions(text, o));
    assert.ok(options.length > 5);
    assert.deepEqual(missing, []);
  });

  /** The `--flags` a CLI's help prints. */
  const flags = (bin: string, ...args: string[]) => {
    const out = spawnSync(process.execPath, [join(root, 'dist', 'node', bin), ...args, '--help'], { encoding: 'utf8' });
    return [...new Set(`${out.stdout}${out.stderr}`.match(/--[a-z][a-z-]+/g) ?? [])].filter((f) => f !== '--help');
  };

  it('document every flag of ss-serve', () => {
    const all = flags('ss-serve.js');
    assert.ok(all.length > 5, `ss-serve --help printed ${all.join(' ')}`);
    assert.deepEqual(all.filter((f) => !mentions(doc('server'), f)), []);
  });

  it('document every command and flag of ss-index', () => {
    const text = doc('indexing');
    const commands = ['push', 'patch', 'delete', 'export', 'update-by-query', 'sync'];
    const all = [...new Set([flags('ss-index.js'), ...commands.map((c) => flags('ss-index.js', c))].flat())];
    assert.ok(all.length > 10, `ss-index --help printed ${all.join(' ')}`);
    assert.deepEqual(commands.filter((c) => !text.includes(`ss-index ${c}`)), [], 'commands without an example');
    assert.deepEqual(all.filter((f) => !mentions(text, f)), []);
  });
});
