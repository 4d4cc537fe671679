#!/usr/bin/env node
// The build shortens our classes' private and protected members (scripts/private-names.mjs),
// but tsc's declarations (dist/types) still give the protected ones their long names and
// types: a TypeScript subclass could call or override `renderFacets()` without an error and
// fail at run time, where the method is `$ab`. Run after tsc, this declares every shortened
// protected member `private <name>;`, as tsc writes a private member, in the class that
// declares it first; a subclass's override of it (and an overload's or an accessor's second
// declaration) goes, since two private declarations of one name are an error. A subclass
// that uses one then fails to compile. Private members are already written that way, and a
// member whose name is kept (lit's `render`, `updated`, …) is left as it is.
// Run from the package root after `tsc -p tsconfig.build.json`: node scripts/private-declarations.mjs
import ts from 'typescript';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { privateNames } from './private-names.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The protected members that a class's base (its own or an inherited one) already has: `name` of the instance side or, when `isStatic`, of the constructor. */
function inBase(checker, cls, name, isStatic) {
  const base = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  if (!base) return false;
  const type = isStatic ? checker.getTypeAtLocation(base.expression) : checker.getTypeAtLocation(base);
  return Boolean(type && checker.getPropertyOfType(type, name));
}

/** The text edits ({ start, end, text }) for one declaration file. */
function editsOf(file, checker, shortened) {
  const edits = [];
  const text = file.text;
  /** The member's whole lines, its doc comment with it (or only its own text when something else shares a line). */
  const drop = (member) => {
    let start = member.getStart(file, true);
    let end = member.end;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const lineEnd = text.indexOf('\n', end);
    if (/^[ \t]*$/.test(text.slice(lineStart, start)) && /^[ \t]*$/.test(text.slice(end, lineEnd < 0 ? text.length : lineEnd))) {
      start = lineStart;
      end = lineEnd < 0 ? text.length : lineEnd + 1;
    }
    edits.push({ start, end, text: '' });
  };
  const visit = (node) => {
    if (ts.isClassDeclaration(node)) {
      const written = new Set();
      for (const member of node.members) {
        if (!member.name || !ts.isIdentifier(member.name) || !shortened.has(member.name.text)) continue;
        const flags = ts.getCombinedModifierFlags(member);
        if (!(flags & ts.ModifierFlags.Protected)) continue;
        const name = member.name.text;
        const isStatic = (flags & ts.ModifierFlags.Static) !== 0;
        const key = `${isStatic ? 'static ' : ''}${name}`;
        if (written.has(key) || inBase(checker, node, name, isStatic)) {
          drop(member);
          continue;
        }
        written.add(key);
        const readonly = flags & ts.ModifierFlags.Readonly ? 'readonly ' : '';
        const optional = ts.isPropertyDeclaration(member) && member.questionToken ? '?' : '';
        // Its doc comment stays above it, as tsc keeps a private member's.
        edits.push({ start: member.getStart(file), end: member.end, text: `private ${isStatic ? 'static ' : ''}${readonly}${name}${optional};` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits;
}

/**
 * Rewrites the declarations under `types` (dist/types) of the source files whose members the
 * build shortens. Returns { files, members }: the files changed and how many members were declared private.
 */
export function privateDeclarations(types = join(ROOT, 'dist', 'types')) {
  const { names, files } = privateNames();
  const shortened = new Set(names);
  const src = join(ROOT, 'src');
  const declarations = files
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => join(types, relative(src, f).replace(/\.ts$/, '.d.ts')))
    .filter((f) => existsSync(f));
  // Read as a consumer reads them (lit from node_modules), for each class's bases.
  const options = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], types: [], noEmit: true, skipLibCheck: true };
  const program = ts.createProgram(declarations, options);
  const checker = program.getTypeChecker();
  const changed = [];
  let members = 0;
  for (const path of declarations) {
    const file = program.getSourceFile(path);
    if (!file) throw new Error(`${path}: not read`);
    const edits = editsOf(file, checker, shortened).sort((a, b) => b.start - a.start);
    if (!edits.length) continue;
    let text = file.text;
    for (const { start, end, text: replacement } of edits) text = text.slice(0, start) + replacement + text.slice(end);
    members += edits.filter((e) => e.text).length;
    writeFileSync(path, text);
    changed.push(relative(ROOT, path));
  }
  return { files: changed, members };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, members } = privateDeclarations();
  if (process.argv.includes('--report')) console.log(`${members} protected members declared private in ${files.length} files: ${files.join(' ')}`);
}
