/**
 * "Every format is read in constant memory" (docs/indexing.md), checked where it broke: a
 * Shopify export's handles are cut from the text chunks they were read in, and keeping one
 * per product (the groups already written, the identities a push or a dry run has met)
 * kept every chunk, so the whole file stayed in memory. A child process with a heap far
 * smaller than the file reads, dry-runs and pushes it (to a stub that accepts every batch).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const temp = mkdtempSync(join(tmpdir(), 'ss-memory-'));
after(() => rmSync(temp, { recursive: true, force: true }));

/** About 48 MB of a Shopify export: 24,000 products of two variant rows and an image row, long handles and bodies. */
async function bigShopifyExport(file: string): Promise<void> {
  const out = createWriteStream(file);
  out.write('Handle,Title,Body (HTML),Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price,Image Src,Status\n');
  const body = `"<p>${'A sturdy case that keeps the phone safe, with a grip that does not slip. '.repeat(20)}</p>"`;
  for (let n = 0; n < 24_000; n++) {
    const handle = `synthetic-phone-case-with-a-rather-long-handle-number-${n}`;
    const rows = `${handle},Phone Case ${n},${body},Acme,Cases > Phone Cases,Color,Red,SKU-${n}-R,19.99,https://cdn.example/${n}.jpg,active\n` +
      `${handle},,,,,,Blue,SKU-${n}-B,21.99,,\n${handle},,,,,,,,,https://cdn.example/${n}-2.jpg,\n`;
    if (!out.write(rows)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const CHILD = `
import { main } from './src/indexing/cli.ts';
import { IndexingClient } from './src/indexing/client.ts';
import { readCatalog } from './src/indexing/read.ts';
const file = process.argv[1];
const quiet = { out: () => undefined, err: () => undefined, isTTY: false, env: {} };
const dry = await main(['push', file, '--dry-run', '--currency', 'USD'], quiet);
const ok = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
const client = new IndexingClient({ baseUrl: 'http://stub.invalid', publicKey: 'p', privateKey: 'k', fetch: async () => ok() });
const pushed = await client.push(readCatalog(file, { currency: 'USD' }));
console.log(JSON.stringify({ dry, ok: pushed.ok, failed: pushed.failed }));
`;

describe('constant memory', () => {
  it('a Shopify export four times the heap is dry-run and pushed without holding it', async () => {
    const file = join(temp, 'products_export.csv');
    await bigShopifyExport(file);
    const child = spawnSync(process.execPath, ['--max-old-space-size=24', '--import', 'tsx', '--input-type=module', '-e', CHILD, file], {
      cwd: join(import.meta.dirname, '../../..'),
      encoding: 'utf8',
    });
    assert.equal(child.status, 0, `the child ran out of memory or failed: ${child.stderr.slice(-400)}`);
    assert.deepEqual(JSON.parse(child.stdout), { dry: 0, ok: 24_000, failed: 0 });
  });
});
