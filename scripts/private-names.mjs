// The names of the browser code's private class members that the build may shorten
// (rollup.config.mjs: esbuild's mangleProps with a fixed table, so every file, chunk and
// build shortens a name the same way). A name is kept as it is when anything else in the
// code could mean it: a property of another type (the DOM's, lit's, an answer's), an object
// literal's key, a string, a template's text. The type checker decides what each use means.
import ts from 'typescript';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const CACHE = join(ROOT, 'node_modules', '.cache', 'site-search-elements', 'private-names.json');

/**
 * { names, table, excluded, files }: the private member names safe to shorten, their short names (`$a`, `$b`, …), sorted for a stable
 * table, the names kept, and the source files read (absolute paths; their classes' members are the ones shortened).
 * The type checker's answer (3-4 s) is kept in node_modules/.cache for the same sources, config, lock file and TypeScript: a build
 * asks twice (rollup.config.mjs, then private-declarations.mjs after tsc).
 */
export function privateNames() {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const hash = createHash('sha256').update(ts.version);
  for (const file of [join(ROOT, 'tsconfig.json'), join(ROOT, 'package-lock.json'), ...config.fileNames].filter((f) => existsSync(f))) hash.update(file).update(readFileSync(file));
  const key = hash.digest('hex');
  try {
    const kept = JSON.parse(readFileSync(CACHE, 'utf8'));
    if (kept.key === key) return kept.result;
  } catch {
    // none kept yet, or unreadable: worked out below
  }
  const result = checkedNames(config);
  try {
    mkdirSync(dirname(CACHE), { recursive: true });
    writeFileSync(CACHE, JSON.stringify({ key, result }));
  } catch {
    // a read-only node_modules: asked again next time
  }
  return result;
}

function checkedNames(config) {
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const own = program.getSourceFiles().filter((f) => f.fileName.startsWith(join(ROOT, 'src')));
  const ownFile = (d) => d.getSourceFile().fileName.startsWith(join(ROOT, 'src'));
  const isPrivate = (d) => d && ownFile(d) && (ts.isClassElement(d) || ts.isParameter(d)) && (ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0;
  // A member that overrides one of a base class (lit's, the DOM's) keeps that class's name.
  const inherited = (member) => {
    const cls = member.parent;
    if (!ts.isClassLike(cls)) return false;
    const type = checker.getTypeAtLocation(cls);
    return (type.getBaseTypes?.() ?? []).some((base) => {
      const p = checker.getPropertyOfType(base, member.name.text);
      return p && !(p.declarations ?? []).every(isPrivate);
    });
  };
  const declared = new Set();
  const unsafe = new Set();
  const words = [];
  const visit = (node) => {
    if ((ts.isClassElement(node) || ts.isParameter(node)) && node.name && ts.isIdentifier(node.name)) {
      if (isPrivate(node)) declared.add(node.name.text);
      if (ts.isClassElement(node) && inherited(node)) unsafe.add(node.name.text);
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) words.push(node.text);
    // Every identifier in a property's place: what it means must be one of our private members.
    const named = ts.isPropertyAccessExpression(node) ? node.name
      : ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node) || ts.isPropertySignature(node) || ts.isMethodSignature(node) || ts.isClassElement(node) || ts.isEnumMember(node) ? node.name
      : ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) ? (node.propertyName ?? node.name)
      : undefined;
    if (named && ts.isIdentifier(named)) {
      const symbol = checker.getSymbolAtLocation(named);
      const decls = symbol?.declarations ?? [];
      if (!(decls.length && decls.every(isPrivate))) unsafe.add(named.text);
    }
    ts.forEachChild(node, visit);
  };
  for (const f of own) visit(f);
  const text = words.join(' ');
  const names = [...declared].filter((n) => !unsafe.has(n) && !new RegExp(`\\b${n}\\b`).test(text)).sort();
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const short = (i) => '$' + (i < alphabet.length ? alphabet[i] : alphabet[Math.floor(i / alphabet.length) - 1] + alphabet[i % alphabet.length]);
  return { names, table: Object.fromEntries(names.map((n, i) => [n, short(i)])), excluded: [...declared].filter((n) => !names.includes(n)).sort(), files: own.map((f) => f.fileName) };
}

/** esbuild's options that shorten them (our own files only: esbuild's plugin leaves node_modules alone). */
export function mangleOptions() {
  const { names, table } = privateNames();
  return { mangleProps: new RegExp(`^(${names.join('|')})$`), mangleCache: table };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { names, excluded } = privateNames();
  console.log(`${names.length} shortened: ${names.join(' ')}\n${excluded.length} kept: ${excluded.join(' ')}`);
}
