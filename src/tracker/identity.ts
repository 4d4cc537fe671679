/**
 * The anonymous `client_id` in one first-party cookie (SameSite=Lax, Secure on https,
 * Path=/, rolling one-year expiry).
 */

/** An analytics session ends after this long without events (the spec's 30 minutes), or when client_id changes. */
export const SESSION_MS = EVENT_LIMITS.sessionMs;
import { EVENT_LIMITS } from '../core/spec.js';
const YEAR_S = 365 * 24 * 3600;

/** A v4 UUID. randomUUID exists in secure contexts only: elsewhere (plain http on a LAN address) one is made by hand. */
export const uuid = (): string => crypto.randomUUID?.()
  ?? '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0] & (15 >> (+c / 4)))).toString(16));

export function readCookie(name: string): string | undefined {
  const value = `; ${document.cookie}`.split(`; ${name}=`)[1]?.split(';')[0];
  return value === undefined ? value : decodeURIComponent(value);
}

/** Writes (or, with maxAge 0, removes) the client_id cookie. */
export function writeCookie(name: string, value: string, domain?: string, maxAge = YEAR_S): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`
    + (domain ? `; Domain=${domain}` : '') + (location.protocol === 'https:' ? '; Secure' : '');
}
