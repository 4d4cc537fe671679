/**
 * ss-index golden tests: help texts, --json summaries and export output are compared
 * with files under testdata/ (regenerate with UPDATE_GOLDEN=1 after a deliberate change).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../server/server.js';
import { main } from './cli.js';

const DATA = join(import.meta.dirname, 'testdata');
const ENV = { SS_PUBLIC_KEY: 'cli-public', SS_PRIVATE_KEY: 'cli-private-key' };
let s: RunningServer;
before(async () => {
  s = await startServer({ sites: [{ trackerId: 'cli', publicKey: ENV.SS_PUBLIC_KEY, privateKey: ENV.SS_PRIVATE_KEY }], objects: [] });
});
after(() => s.close());

async function run(args: string[], env: Record<string, string | undefined> = ENV) {
  let out = '';
  let err = '';
  const code = await main(args, { out: (t) => void (out += t), err: (t) => void (err += t), isTTY: false, env: { SS_BASE_URL: s.url, ...env } });
  return { code, out, err };
}

function golden(name: string, actual: string): void {
  const file = join(DATA, name);
  if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, actual);
  assert.equal(actual, readFileSync(file, 'utf8'), `${name} differs from the golden file`);
}

/** A summary without what changes from run to run. */
const stable = (json: string) => JSON.stringify({ ...JSON.parse(json), elapsed_ms: 0 }, null, 2) + '\n';

describe('ss-index', () => {
  it('prints help for the tool and each command', async () => {
    const top = await run(['--help']);
    assert.equal(top.code, 0);
    golden('help.txt', top.out);
    for (const command of ['push', 'patch', 'delete', 'export', 'update-by-query', 'sync']) {
      const r = await run([command, '--help']);
      assert.equal(r.code, 0, command);
      assert.match(r.out, new RegExp(`^Usage: ss-index ${command}`));
    }
  });

  it('refuses usage errors with exit code 2 and a reason', async () => {
    assert.equal((await run([])).code, 2);
    const unknown = await run(['frobnicate']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /unknown command "frobnicate"/);
    const keys = await run(['push', 'x.jsonl'], {});
    assert.equal(keys.code, 2);
    assert.match(keys.err, /SS_PRIVATE_KEY/);
    assert.equal((await run(['push'])).code, 2);
    assert.equal((await run(['push', '--private-key', 'x', 'f'])).code, 2, 'no private key on the command line');
    const reading: Array<[string[], RegExp]> = [
      [['--format', 'xml'], /--format is one of jsonl, json, csv, google, shopify, woocommerce/],
      [['--map', 'title'], /--map takes catalog=source pairs/],
      [['--type', 'item'], /--identity is required with a mapping/],
      [['--mapping', join(DATA, 'catalog.jsonl')], /--mapping .*catalog\.jsonl: /],
      [['--currency', 'dollars'], /three-letter ISO 4217 code/],
      [['--site-url', 'shop.example'], /--site-url takes the shop's http\(s\) address/],
    ];
    for (const [flags, message] of reading) {
      const r = await run(['push', join(DATA, 'catalog.jsonl'), ...flags]);
      assert.equal(r.code, 2, flags.join(' '));
      assert.match(r.err, message);
    }
    assert.match((await run(['export', '--dry-run'])).err, /--dry-run is for push, patch, delete and sync/);
    // patch and delete have one path each: a version asked for there would be silently ignored.
    for (const command of ['patch', 'delete']) {
      const r = await run([command, join(DATA, 'catalog.jsonl'), '--api-version', '2']);
      assert.equal(r.code, 2, command);
      assert.match(r.err, new RegExp(`--api-version applies to push, sync and update-by-query; ${command} has one path`));
    }
  });

  it('pushes a file, prints the --json summary, exits 1 when something failed', async () => {
    const r = await run(['push', join(DATA, 'catalog.jsonl'), '--json']);
    assert.equal(r.code, 1);
    golden('push-summary.json', stable(r.out));
    assert.ok(!r.out.includes(ENV.SS_PRIVATE_KEY) && !r.err.includes(ENV.SS_PRIVATE_KEY));
  });

  it('exports JSON Lines that push back as they are', async () => {
    const r = await run(['export', '--types', 'item']);
    assert.equal(r.code, 0);
    golden('export.jsonl', r.out.split('\n').filter(Boolean).sort().join('\n') + '\n');
    assert.match(r.err, /export: exported 2/);
  });

  it('leaves query objects out of an export, even when asked for by type', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ss-export-')), 'queries.jsonl');
    writeFileSync(file, '{"identity":"q:lamp","type":"query","fields":{"title":"lamp"}}\n');
    assert.equal((await run(['push', file])).code, 0);
    const asked = await run(['export', '--types', 'query', '--json']);
    assert.deepEqual([asked.code, asked.out, JSON.parse(asked.err).exported], [0, '', 0]);
    assert.ok(!(await run(['export'])).out.includes('q:lamp'));
  });

  it('runs update-by-query and waits for it', async () => {
    const r = await run(['update-by-query', '--search', '{"types":["item"],"partial":{"fields":{"brand":"Acme"}}}', '--update', '{"fields":{"on_sale":true}}', '--wait', '--json']);
    assert.equal(r.code, 0, r.err);
    const summary = JSON.parse(r.out);
    assert.deepEqual([summary.status, summary.updates, summary.failures], ['complete', 2, 0]);
  });

  it('lists an update-by-query job\'s failures with their reasons, as a push lists its own', async () => {
    const r = await run(['update-by-query', '--search', '{"types":["item"],"partial":{"fields":{"brand":"Acme"}}}', '--update', '{"fields":{"price":"cheap"}}', '--wait']);
    assert.equal(r.code, 1, r.err);
    assert.match(r.err, /^ {2}failed \S+: .*price/m);
    assert.match(r.err, /failures 2/);
  });

  it('says which identities the input repeats: a push keeps the later object, a dry run names both places', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ss-cli-')), 'dup.csv');
    writeFileSync(file, 'sku,name,price\nD1,First,1\nD2,Other,2\nD1,Second,3\n');
    const dry = await run(['push', file, '--identity', 'sku', '--map', 'title=name', '--dry-run']);
    assert.match(dry.err, /3 objects ok, 0 failed, 1 repeated; nothing sent/);
    assert.match(dry.err, /^ {2}repeated D1 \(objects 1 and 3\): the later one would replace the earlier$/m);
    const pushed = await run(['push', file, '--identity', 'sku', '--map', 'title=name']);
    assert.equal(pushed.code, 0, pushed.err);
    assert.match(pushed.err, /^ {2}repeated D1: a later object of the input has this identity too and replaced it$/m);
    assert.match(pushed.err, /ok 3, failed 0, repeated 1/);
  });

  it('a feed cut short still gives its --json summary (the counts of what was sent, and why it stopped); a dry run too', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ss-cli-')), 'cut.xml');
    const item = (n: number) => `<item><g:id>C${n}</g:id><title>Cut ${n}</title><g:price>${n}.00 USD</g:price><g:availability>in stock</g:availability></item>`;
    writeFileSync(file, `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${item(1)}${item(2)}<item><g:id>C3</g:id><title>Cu`);
    for (const dry of [[], ['--dry-run']]) {
      const r = await run(['sync', file, '--json', ...dry]);
      assert.equal(r.code, 1, r.err);
      const summary = JSON.parse(r.out);
      assert.deepEqual([summary.ok, summary.failed, summary.format], [2, 0, 'a Google Merchant feed (XML)'], dry.join());
      assert.match(summary.error, /cut short/);
      assert.match(r.err, /^ss-index sync: .*cut short/m);
    }
    const notFeed = await run(['push', join(DATA, 'help.txt'), '--json', '--dry-run']);
    assert.equal(notFeed.code, 1);
    assert.match(JSON.parse(notFeed.out).error, /./);
  });

  it('refuses a --size or --timeout that is no usable number, as a usage error', async () => {
    for (const args of [['export', '--size', 'abc'], ['export', '--size', '0'], ['export', '--size', '1000'], ['update-by-query', '--search', '{}', '--update', '{}', '--timeout', 'abc']]) {
      const r = await run(args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
      assert.match(r.err, /--(size|timeout) takes/);
    }
  });

  it('runs as a program with the real exit codes', async () => {
    // Asynchronously: the service answering it runs in this process.
    const bin = join(import.meta.dirname, 'bin.ts');
    const exec = promisify(execFile);
    const failed = await exec(process.execPath, ['--import', 'tsx', bin, 'sync', join(DATA, 'catalog.jsonl'), '--generation', 'g7', '--threshold', '0.5', '--json'], { env: { ...process.env, ...ENV, SS_BASE_URL: s.url } })
      .then(() => assert.fail('expected exit code 1'), (error: { code: number; stdout: string }) => error);
    assert.equal(failed.code, 1, 'one object failed');
    const summary = JSON.parse(failed.stdout);
    assert.deepEqual([summary.ok, summary.failed, Object.keys(summary.commits).sort()], [3, 1, ['brand', 'item']]);
    const help = await exec(process.execPath, ['--import', 'tsx', bin, '--help']);
    assert.match(help.stdout, /^Usage: ss-index <command>/);
  });
});
