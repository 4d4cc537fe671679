/**
 * The build's shortened member names (scripts/private-names.mjs): only our classes' own
 * private and protected members, never a name lit, the DOM, an answer or a string could
 * mean, and the built files use the short names. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
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
