/** The published test vectors of the signing scheme, and what the signature covers. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signature, signedHeaders, stringToSign } from './signer.js';

const DATE = 'Thu, 29 Jun 2017 12:11:16 GMT';
const JSON_UTF8 = 'application/json; charset=utf-8';

describe('signer', () => {
  it('passes the test vectors', () => {
    assert.equal(signature('secret', 'POST', JSON_UTF8, DATE, '/v1/content'), '6DyKg257unB1yLVi5aPuy+Xqy9xII5wuGJtG71gMX2w=');
    assert.equal(signature('secret', 'PATCH', JSON_UTF8, DATE, '/v1/content'), 'n+gr5TIp8v6R9MRfGQsMoQj+cw3sBLqoEr6hxGDm9Qg=');
    assert.equal(signature('secret', 'GET', JSON_UTF8, DATE, '/v1/content_export'), 'wXj4oFdv4IRkL7RVSVrO2PiKwP3U5ssaYKsUzQAld7Y=');
    assert.equal(signature('secret', 'POST', 'application/json', DATE, '/v1/content'), 'ibzRRcz6NhH/RNJgzeLWBoRVdNNXWIzfMe+sDWOER2E=');
  });

  it('signs the path without its query string', () => {
    assert.equal(stringToSign('get', JSON_UTF8, DATE, '/v1/content_export?size=10'), `GET\n${JSON_UTF8}\n${DATE}\n/v1/content_export`);
    assert.equal(signature('secret', 'GET', JSON_UTF8, DATE, '/v1/content_export?cursor=abc'), 'wXj4oFdv4IRkL7RVSVrO2PiKwP3U5ssaYKsUzQAld7Y=');
  });

  it('builds the headers, with an HTTP-date in GMT', () => {
    const h = signedHeaders({ publicKey: 'pub', privateKey: 'secret' }, 'POST', '/v1/content', JSON_UTF8, DATE);
    assert.deepEqual(h, { 'Content-Type': JSON_UTF8, Date: DATE, Authorization: 'ApiAuth pub:6DyKg257unB1yLVi5aPuy+Xqy9xII5wuGJtG71gMX2w=' });
    assert.match(signedHeaders({ publicKey: 'p', privateKey: 's' }, 'GET', '/x').Date, /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });
});
