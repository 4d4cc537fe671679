/**
 * HMAC verification of the indexing API (indexing-events-api.md 5.1): the site is the
 * one whose public key signed the request.
 *
 * - 401: no or malformed Authorization, a missing or unreadable Date, a Date more than
 *   5 minutes off, or a signature that does not match.
 * - 403: a public key no site has, or a `tracker_id` query parameter naming another
 *   site than the key's.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { signature } from '../../indexing/signer.js';
import { HttpError } from '../http.js';
import type { Site } from '../sites.js';

export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export function authenticate(req: IncomingMessage, sites: Map<string, Site>, now = Date.now()): Site {
  const header = String(req.headers.authorization ?? '');
  const m = /^ApiAuth ([^:\s]+):(\S+)$/.exec(header);
  if (!m) throw new HttpError(401, { message: 'Authorization must be "ApiAuth <public key>:<signature>"' }, { 'www-authenticate': 'ApiAuth' });
  const [, publicKey, given] = m;
  const site = [...sites.values()].find((s) => s.keys.publicKey === publicKey);
  if (!site) throw new HttpError(403, { message: 'This public key is not allowed for any site of this service.' });
  const rawPath = req.url ?? '/';
  const trackerId = new URL(rawPath, 'http://x').searchParams.get('tracker_id');
  if (trackerId !== null && trackerId !== site.trackerId) throw new HttpError(403, { message: `This key is not allowed for site ${JSON.stringify(trackerId)}.` });
  const date = req.headers.date;
  const when = date ? Date.parse(date) : NaN;
  if (!date || Number.isNaN(when)) throw new HttpError(401, { message: 'A Date header (HTTP-date, GMT) is required and is part of the signature.' });
  if (Math.abs(now - when) > MAX_CLOCK_SKEW_MS) throw new HttpError(401, { message: `The Date header is more than ${MAX_CLOCK_SKEW_MS / 60_000} minutes off the service's clock; check the client's clock.` });
  const expected = signature(site.keys.privateKey, req.method ?? 'GET', String(req.headers['content-type'] ?? ''), date, rawPath);
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new HttpError(401, { message: 'The signature does not match: sign method, Content-Type, Date and path (no query string) with the private key.' });
  }
  return site;
}
