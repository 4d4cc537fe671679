/**
 * The files generated from custom-elements.json for apps and editors (scripts/integrations.mjs:
 * JSX types for React, Preact and Solid, Vue template types, VS Code custom data, JetBrains
 * web-types), held against the manifest: every tag, attribute (type, description, default,
 * allowed values) and event is in each of them, a new attribute written in a component
 * reaches all of them through the build alone, and the events are typed by the event
 * contract (src/core/events.ts). Needs `npm run build` first. Whether the types work in real
 * apps: apps.test.ts.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import ts from 'typescript';
import { TYPE_ENTRIES, TYPES_ONLY_MODULE, VSCODE_DATA, WEB_TYPES, integrationFiles } from '../../scripts/integrations.mjs';

interface Attribute { name: string; fieldName?: string; type?: { text: string }; default?: string; description?: string }
interface Declaration { name: string; tagName?: string; customElement?: boolean; attributes?: Attribute[]; events?: Array<{ name: string; description?: string; type?: { text: string } }> }
interface Manifest { modules: Array<{ path: string; declarations?: Declaration[] }> }
interface Tag { name: string; attributes: Array<{ name: string; description: { value: string }; values?: Array<{ name: string }> }> }
interface WebElement { name: string; attributes: Array<{ name: string; description: string; default?: string; value: { type: string } }>; js: { events: Array<{ name: string }> } }

const root = resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as Manifest;
const work = mkdtempSync(join(tmpdir(), 'ss-integrations-'));
after(() => rmSync(work, { recursive: true, force: true }));

const elementsOf = (m: Manifest) => m.modules.flatMap((mod) => mod.declarations ?? []).filter((d) => d.customElement && d.tagName);
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const literals = (type = '') => type.split('|').map((s) => s.trim()).filter((s) => s !== 'undefined');
/** Whether `text` holds every line of a (JSDoc-wrapped or markdown) description. */
const holds = (text: string, description = '') => description.split('\n').every((line) => text.includes(line.trim()));

/** The body of `export interface <name> { ... }` in a generated declaration file. */
function block(text: string, name: string): string {
  const start = text.indexOf(`export interface ${name} {`);
  assert.ok(start >= 0, `no interface ${name}`);
  return text.slice(start, text.indexOf('\n}\n', start));
}

/** Every custom element, attribute and event of `m` in each generated file, with what an editor and a compiler need. */
function assertAllIn(m: Manifest, files: Record<string, string>): void {
  const vscode = JSON.parse(files[VSCODE_DATA]) as { tags: Tag[] };
  const webTypes = JSON.parse(files[WEB_TYPES]) as { contributions: { html: { elements: WebElement[] } } };
  for (const el of elementsOf(m)) {
    const tag = vscode.tags.find((t) => t.name === el.tagName);
    const web = webTypes.contributions.html.elements.find((e) => e.name === el.tagName);
    assert.ok(tag && web, `<${el.tagName}> is missing from the editor data`);
    for (const [framework, event] of [['react-jsx', 'on'], ['preact-jsx', 'on'], ['solid-jsx', 'on:']] as const) {
      const text = files[TYPE_ENTRIES[framework]];
      assert.ok(text.includes(`'${el.tagName}': Props<${el.name}, ${el.name}Props>;`), `<${el.tagName}> is not in ${framework}'s IntrinsicElements`);
      const props = block(text, `${el.name}Props`);
      for (const a of el.attributes ?? []) {
        assert.ok(props.includes(`'${a.name}'?: ${literals(a.type?.text).join(' | ')};`), `${framework}: <${el.tagName} ${a.name}> typed ${a.type?.text}`);
        assert.ok(holds(props, a.description), `${framework}: ${a.name}'s description`);
        if (a.default) assert.ok(props.includes(`@default ${a.default}`), `${framework}: ${a.name}'s default`);
      }
      for (const e of el.events ?? []) assert.ok(props.includes(`'${event}${e.name}'?: (event: ${e.type!.text}) => void;`), `${framework}: ${e.name} handler`);
    }
    const vue = files[TYPE_ENTRIES['vue-templates']];
    assert.ok(vue.includes(`'${el.tagName}': CustomElement<${el.name}, ${el.name}VueProps, ${el.name}VueEvents>;`), `<${el.tagName}> is not in Vue's GlobalComponents`);
    const vueProps = block(vue, `${el.name}VueProps`);
    const vueEvents = block(vue, `${el.name}VueEvents`);
    for (const a of el.attributes ?? []) assert.ok(vueProps.includes(`${camel(a.name)}?: ${literals(a.type?.text).join(' | ')};`), `vue: ${a.name}`);
    for (const e of el.events ?? []) assert.ok(vueEvents.includes(`'${e.name}': (event: ${e.type!.text}) => void;`), `vue: ${e.name}`);
    for (const a of el.attributes ?? []) {
      const own: Tag['attributes'][number] | undefined = tag.attributes.find((x) => x.name === a.name);
      const types: WebElement['attributes'][number] | undefined = web.attributes.find((x) => x.name === a.name);
      assert.ok(own && types, `<${el.tagName} ${a.name}> is missing from the editor data`);
      assert.ok(holds(own.description.value, a.description), `vscode: ${a.name}'s description`);
      assert.equal(types.description, a.description ?? '');
      if (a.default) assert.ok(own.description.value.includes(`Default: \`${a.default}\``), `vscode: ${a.name}'s default`);
      assert.equal(types.default, a.default);
      assert.equal(types.value.type, literals(a.type?.text).join(' | '));
      const values = literals(a.type?.text);
      if (values.every((v) => v.startsWith("'"))) assert.deepEqual(own.values?.map((v: { name: string }) => `'${v.name}'`), values, `vscode: ${a.name}'s values`);
    }
    assert.deepEqual(web.js.events.map((e) => e.name), (el.events ?? []).map((e) => e.name));
  }
}

describe('the files generated for apps and editors', () => {
  it('are what the generator makes of custom-elements.json (the build wrote them)', () => {
    for (const [path, text] of Object.entries(integrationFiles(manifest, pkg))) {
      assert.ok(existsSync(join(root, path)), `${path} is missing: run npm run build`);
      assert.equal(readFileSync(join(root, path), 'utf8'), text, `${path} is not the manifest's: run npm run build`);
    }
  });

  it('hold every element, attribute and event of the manifest, with types, descriptions, defaults and allowed values', () => {
    assert.ok(elementsOf(manifest).length >= 5);
    assertAllIn(manifest, integrationFiles(manifest, pkg));
  });

  it('have a description for every attribute and event (a doc comment in the component): an editor shows it on hover', () => {
    const bare = elementsOf(manifest).flatMap((el) => [...(el.attributes ?? []), ...(el.events ?? [])]
      .filter((x) => !x.description).map((x) => `<${el.tagName}> ${x.name}`));
    assert.deepEqual(bare, []);
  });

  it('are package entries with their types first, and package.json names the web-types', () => {
    for (const [name, path] of Object.entries(TYPE_ENTRIES)) {
      const entry = pkg.exports[`./${name}`];
      assert.deepEqual(entry, { types: `./${path}`, default: `./${TYPES_ONLY_MODULE}` }, `exports["./${name}"]`);
    }
    assert.equal(pkg['web-types'], `./${WEB_TYPES}`);
    assert.ok(pkg.files.includes('dist'));
  });

  it('take a new attribute and event written in a component, through the build alone', () => {
    // A copy of the elements' sources with one more attribute and event, analyzed as `npm run analyze` does.
    for (const path of ['package.json', 'src/components', 'custom-elements-manifest.config.mjs', 'scripts/manifest-plugins.mjs']) cpSync(join(root, path), join(work, path), { recursive: true });
    const file = join(work, 'src/components/search/search.component.ts');
    const edited = readFileSync(file, 'utf8')
      .replace(/( \* @event ss-list - )/, ' * @event ss-toolbar-moved - The toolbar moved. `detail: QueryDetail`.\n$1')
      .replace(/(static override properties: PropertyDeclarations = \{)/, "$1 toolbarPlacement: { attribute: 'toolbar-placement' },")
      .replace(/(export class SsSearch extends \w+ \{\n)/, "$1  /** Where the toolbar sits. */\n  toolbarPlacement: 'top' | 'bottom' = 'top';\n");
    assert.equal(edited.match(/toolbarPlacement|toolbar-placement|ss-toolbar-moved/g)?.length, 4, 'the component changed shape: update the anchors of this test');
    writeFileSync(file, edited);
    const cem = spawnSync(process.execPath, [join(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze', '--quiet'], { cwd: work, encoding: 'utf8', timeout: 60_000 });
    assert.equal(cem.status, 0, cem.stderr);
    const grown = JSON.parse(readFileSync(join(work, 'custom-elements.json'), 'utf8')) as Manifest;
    const files = integrationFiles(grown, pkg);
    assertAllIn(grown, files);
    for (const framework of ['react-jsx', 'preact-jsx', 'solid-jsx'] as const) {
      assert.match(files[TYPE_ENTRIES[framework]], /Where the toolbar sits\.\n {3}\* @default 'top'\n {3}\*\/\n {2}'toolbar-placement'\?: 'top' \| 'bottom';/);
    }
    assert.match(files[TYPE_ENTRIES['react-jsx']], /'onss-toolbar-moved'\?: \(event: CustomEvent<QueryDetail>\) => void;/);
    assert.match(files[TYPE_ENTRIES['vue-templates']], /toolbarPlacement\?: 'top' \| 'bottom';/);
    const tag = (JSON.parse(files[VSCODE_DATA]) as { tags: Tag[] }).tags.find((t) => t.name === 'ss-search')!;
    assert.deepEqual(tag.attributes.find((a) => a.name === 'toolbar-placement')?.values, [{ name: 'top' }, { name: 'bottom' }]);
    assert.match(files[WEB_TYPES], /"name": "toolbar-placement",\n\s+"description": "Where the toolbar sits.",\n\s+"default": "'top'"/);
  });

  it('type the events by the event contract: the detail each ss-* event names is its SsEventMap entry', () => {
    const source = ts.createSourceFile('events.ts', readFileSync(join(root, 'src/core/events.ts'), 'utf8'), ts.ScriptTarget.Latest, true);
    const map = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'SsEventMap');
    assert.ok(map, 'src/core/events.ts has no SsEventMap');
    const contract = new Map(map.members.filter(ts.isPropertySignature).map((m) => [(m.name as ts.StringLiteral).text, m.type!.getText(source)]));
    for (const el of elementsOf(manifest)) {
      for (const e of el.events ?? []) {
        if (!e.name.startsWith('ss-')) continue;
        assert.ok(contract.has(e.name), `<${el.tagName}> fires ${e.name}, which src/core/events.ts does not declare`);
        assert.equal(e.type?.text, `CustomEvent<${contract.get(e.name)}>`, `<${el.tagName}> ${e.name}`);
      }
    }
  });
});
