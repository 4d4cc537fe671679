/**
 * The build's shortened member names (scripts/private-names.mjs): only our classes' own
 * private and protected members, never a name lit, the DOM, an answer or a string could
 * mean, and the built files use the short names. The shipped declarations (every .d.ts file under dist)
 * declare those members private, so TypeScript stops a subclass that calls or overrides one
 * (it would not exist at run time). Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { privateNames } from '../../scripts/private-names.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const { names, table, excluded } = privateNames();

describe('shortened member names', () => {
  it('shortens our own members and keeps what lit, the DOM, an answer or a string names', () => {
    for (const own of ['renderFacets', 'onKeyDown', 'typedTimer', 'pickVariant']) assert.ok(names.includes(own), own);
    // lit's lifecycle (overridden), the DOM's (a private `observe` wraps an observer's), an answer's fields, a string ('error' is a state's name).
    for (const kept of ['createRenderRoot', 'firstUpdated', 'willUpdate', 'updated', 'observe', 'state', 'error']) assert.ok(!names.includes(kept), kept);
    assert.ok(excluded.includes('createRenderRoot'));
    assert.equal(new Set(Object.values(table)).size, names.length, 'one short name per name');
    for (const short of Object.values(table)) assert.match(short, /^\$[a-zA-Z]{1,2}$/);
  });

  it('the built browser files use the short names only', () => {
    const dirs = ['dist/components', 'dist/chunks', 'dist/cdn', 'dist/cdn/chunks', 'dist/lib/components', 'dist/lib/chunks'];
    const files = dirs.flatMap((d) => readdirSync(join(root, d)).filter((f) => f.endsWith('.js')).map((f) => join(root, d, f)));
    const code = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    const left = names.filter((n) => new RegExp(`\\.${n}\\b(?!-)`).test(code));
    assert.deepEqual(left, []);
    assert.match(code, /\.\$[a-zA-Z]{1,2}\(/, 'a shortened method is called');
  });
});

/** Every .d.ts file the build wrote. */
const declarationFiles = () => readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.d.ts')).map((f) => join(root, 'dist', f));

/** The type checker's errors for a file at the package's root that imports the package by its name (package.json `exports`, so dist's declarations), beside errors in dist's declarations themselves. */
function typeErrors(code: string): { own: string[]; dist: string[] } {
  const file = join(root, '__consumer__.ts');
  const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], types: [], strict: true, noImplicitOverride: true, noEmit: true, skipLibCheck: false };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, version, ...rest) => (name === file ? ts.createSourceFile(name, code, version) : getSourceFile.call(host, name, version, ...rest));
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? code : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  const text = (d: ts.Diagnostic) => `${d.file ? `${d.file.fileName.replace(root + '/', '')}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  const errors = ts.getPreEmitDiagnostics(program).filter((d) => d.category === ts.DiagnosticCategory.Error);
  return { own: errors.filter((d) => d.file?.fileName === file).map(text), dist: errors.filter((d) => d.file?.fileName !== file && (!d.file || d.file.fileName.startsWith(join(root, 'dist')))).map(text) };
}

describe('the shipped declarations of shortened members', () => {
  it('declare no shortened member protected', () => {
    const found = [];
    for (const f of declarationFiles()) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\bprotected\s+(?:(?:static|readonly|abstract|override|get|set)\s+)*([\w$]+)/g)) {
        if (names.includes(m[1])) found.push(`${f.replace(root + '/', '')}: ${m[1]}`);
      }
    }
    assert.deepEqual(found, []);
  });

  it('stop a subclass that calls or overrides one, and let it override lit\'s lifecycle and a member kept long', () => {
    const subclass = (body: string) => `import { SsSearch } from 'site-search-elements/search';
import type { PropertyValues } from 'lit';
export class Mine extends SsSearch {
${body}
}
export const mine: HTMLElementTagNameMap['ss-search'] = new Mine();
`;
    const calls = typeErrors(subclass('  facetsAgain(): unknown {\n    return this.renderFacets();\n  }'));
    assert.match(calls.own.join('\n'), /'renderFacets' is private/, 'calling renderFacets() compiles');
    const overrides = typeErrors(subclass('  protected override renderFacets(): unknown {\n    return null;\n  }'));
    assert.match(overrides.own.join('\n'), /'renderFacets' is private/, 'overriding renderFacets() compiles');
    // The other elements too: their declarations are checked with the consumer's (skipLibCheck off).
    const others = ['listing', 'autocomplete', 'search-box', 'recs'].map((e) => `import 'site-search-elements/${e}';\n`).join('');
    const lifecycle = typeErrors(
      others +
        subclass(`  override render() {
    return super.render();
  }
  protected override renderEmpty(): unknown {
    return super.renderEmpty();
  }
  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
  }
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
  }`),
    );
    assert.deepEqual(lifecycle, { own: [], dist: [] });
  });
});
