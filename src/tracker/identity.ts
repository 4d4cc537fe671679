/**
 * The anonymous `client_id` in one first-party cookie (SameSite=Lax, Secure on https,
 * Path=/, rolling one-year expiry) and the analytics session (ends after 30 minutes
 * without an event, or when client_id changes).
 */

/** A session ends after this long without events (the spec's 30 minutes). */
export const SESSION_MS = EVENT_LIMITS.sessionMs;
import { EVENT_LIMITS } from '../core/spec.js';
const YEAR_S = 365 * 24 * 3600;

export function uuid(): string {
  if (typeof crypto.randomUUID === 'function' && isSecureContext) return crypto.randomUUID();
  // Not a secure context (plain http on a LAN address): build a v4 UUID by hand.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 15) | 64;
  b[8] = (b[8] & 63) | 128;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    if (part.slice(0, at) === name) return decodeURIComponent(part.slice(at + 1));
  }
  return undefined;
}

/** Writes (or, with maxAge 0, removes) the client_id cookie. */
export function writeCookie(name: string, value: string, domain?: string, maxAge = YEAR_S): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`
    + (domain ? `; Domain=${domain}` : '') + (location.protocol === 'https:' ? '; Secure' : '');
}

export interface Session {
  id: string;
  /** client_id the session belongs to. */
  client: string;
  /** Last event time (ms). */
  last: number;
  /** Events sent in this session. */
  sent: number;
}

/** The current session, or a new one when it expired or client_id changed. */
export function currentSession(previous: Session | undefined, client: string, now: number): Session {
  return previous && previous.client === client && now - previous.last < SESSION_MS
    ? previous
    : { id: uuid(), client, last: now, sent: 0 };
}
