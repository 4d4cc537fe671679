/**
 * Who may see the events inspector (docs/inspect.md, "Who may see it"), over real HTTP:
 * open on a loopback-only service (to loopback host names only), and behind the site's
 * private key on any other; never cached.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import { startServer, type ServerOptions } from '../server.js';

const SITES = [{ trackerId: 'shop', publicKey: 'shop-public', privateKey: 'shop-secret-key' }, { trackerId: 'other', publicKey: 'o-public', privateKey: 'other-secret-key' }];
const PATHS = ['/inspect/', '/inspect/inspect.js', '/inspect/api/stream', '/inspect/api/analytics', '/inspect/export/events.jsonl', '/inspect/export/analytics.csv'];

async function start(options: ServerOptions = {}) {
  const s = await startServer({ sites: SITES, objects: [], ...options });
  // A service bound to every interface is asked through its loopback address here.
  return { s, base: `http://127.0.0.1:${new URL(s.url).port}` };
}

function login(base: string, site: string, key: string, cookie = '') {
  return fetch(`${base}/inspect/login`, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams({ tracker_id: site, key }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });
}

/** GET with a Host header of our choosing (fetch sets its own). */
function statusFor(base: string, path: string, host: string): Promise<number> {
  const url = new URL(base);
  return new Promise((ok, fail) => request({ host: url.hostname, port: url.port, path, headers: { host } }, (res) => {
    res.resume();
    ok(res.statusCode!);
  }).on('error', fail).end());
}

describe('events inspector: who may see it', () => {
  it('is open on a loopback-only service, to loopback host names, and never cached', async () => {
    const { s, base } = await start();
    try {
      for (const path of PATHS.filter((p) => !p.includes('stream') && !p.includes('.js'))) {
        const res = await fetch(`${base}${path}?tracker_id=other`);
        assert.equal(res.status, 200, path);
        assert.equal(res.headers.get('cache-control'), 'no-store', path);
      }
      const page = await fetch(`${base}/inspect/`);
      assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.match(await page.text(), /<ss-inspect tracker-id="shop" sites="\[&#34;shop&#34;,&#34;other&#34;\]">/);
      assert.equal((await fetch(`${base}/inspect`, { redirect: 'manual' })).headers.get('location'), '/inspect/');
      assert.equal((await fetch(`${base}/inspect/?tracker_id=nope`)).status, 404);
      assert.equal(await statusFor(base, '/inspect/', `localhost:${new URL(base).port}`), 200);
      assert.equal(await statusFor(base, '/inspect/', '[::1]'), 200);
      // Another name that resolves here (DNS rebinding) reaches no personal data.
      assert.equal(await statusFor(base, '/inspect/api/analytics', 'attacker.example'), 403);
      assert.equal(await statusFor(base, '/inspect/export/events.jsonl', `attacker.example:${new URL(base).port}`), 403);
    } finally {
      await s.close();
    }
  });

  it('asks for the private key when the service listens on another interface, and refuses everything without it', async () => {
    const { s, base } = await start({ host: '0.0.0.0' });
    try {
      for (const path of PATHS) {
        const res = await fetch(`${base}${path}`);
        assert.equal(res.status, 401, path);
        assert.equal(res.headers.get('cache-control'), 'no-store', path);
        const text = await res.text();
        if (path === '/inspect/') assert.match(text, /<form method="post" action="\/inspect\/login">[^]*type="password"/);
        else assert.doesNotMatch(text, /"event"|client_id/);
      }
      const wrong = await login(base, 'shop', 'other-secret-key');
      assert.equal(wrong.status, 401);
      assert.match(await wrong.text(), /That is not the private key of &#34;shop&#34;/);
      assert.equal(wrong.headers.get('set-cookie'), null);

      const ok = await login(base, 'shop', 'shop-secret-key');
      assert.equal(ok.status, 303);
      assert.equal(ok.headers.get('location'), '/inspect/?tracker_id=shop');
      const cookie = ok.headers.get('set-cookie')!;
      assert.match(cookie, /^ss_inspect=[\w-]{40,}; Path=\/inspect; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
      const session = cookie.split(';')[0];
      for (const path of PATHS.filter((p) => !p.includes('stream') && !p.includes('.js'))) {
        const res = await fetch(`${base}${path}?tracker_id=shop`, { headers: { cookie: session } });
        assert.equal(res.status, 200, path);
        assert.equal(res.headers.get('cache-control'), 'no-store', path);
        assert.doesNotMatch(await res.text(), /shop-secret-key/, 'the key never comes back');
      }
      assert.equal((await fetch(`${base}/inspect/api/analytics?tracker_id=other`, { headers: { cookie: session } })).status, 401, 'one site\'s key opens that site only');
      const both = await login(base, 'other', 'other-secret-key', session);
      assert.equal((await fetch(`${base}/inspect/api/analytics?tracker_id=other`, { headers: { cookie: both.headers.get('set-cookie')!.split(';')[0] } })).status, 200);
      assert.equal((await fetch(`${base}/inspect/api/analytics?tracker_id=shop`, { headers: { cookie: both.headers.get('set-cookie')!.split(';')[0] } })).status, 200);
      assert.equal((await fetch(`${base}/inspect/api/analytics?tracker_id=shop`, { headers: { cookie: 'ss_inspect=forged' } })).status, 401);
    } finally {
      await s.close();
    }
  });

  it('asks for the key on a loopback service published under another name (behind a proxy), with a Secure cookie on https', async () => {
    const { s, base } = await start({ publicUrl: 'https://search.example.com' });
    try {
      assert.equal((await fetch(`${base}/inspect/`)).status, 401);
      const ok = await login(base, 'shop', 'shop-secret-key');
      assert.match(ok.headers.get('set-cookie') ?? '', /; Secure$/);
    } finally {
      await s.close();
    }
  });

  it('makes an address that keeps guessing wait', async () => {
    const { s, base } = await start({ host: '0.0.0.0' });
    try {
      for (let i = 0; i < 10; i++) assert.equal((await login(base, 'shop', `guess-${i}`)).status, 401);
      const blocked = await login(base, 'shop', 'shop-secret-key');
      assert.equal(blocked.status, 429);
      assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    } finally {
      await s.close();
    }
  });
});
