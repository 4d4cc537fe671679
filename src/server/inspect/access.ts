/**
 * Who may see the events inspector (docs/inspect.md, "Who may see it"): client ids and
 * page URLs are personal data. A service that listens on a loopback address only (and
 * has no public URL elsewhere) shows it to the machine's own browser, asked by a loopback
 * host name (so that another site cannot reach it by DNS rebinding). Any other service
 * asks for the site's private key: the login form posts it, and a session cookie
 * (HttpOnly, SameSite=Strict) opens that site's inspector; the key itself never reaches
 * the page's code.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http.js';

const COOKIE = 'ss_inspect';
const SESSION_MS = 12 * 3_600_000;
/** Wrong keys from one address before it must wait. */
const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60_000;

/** A loopback address or name (`localhost`, 127.0.0.0/8, ::1), as a host name or a bound address. */
export const isLoopback = (host: string): boolean => /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|::ffff:127(\.\d{1,3}){3})$/i.test(host);

/** The host name of a Host header, without its port. */
const hostName = (header: string | undefined) => (header ?? '').replace(/:\d+$/, '');

const digest = (text: string) => createHash('sha256').update(text).digest();

export class InspectAccess {
  /** Open without a key: the service listens on loopback only and no public URL points elsewhere. */
  readonly open: boolean;
  private readonly secure: boolean;
  private readonly sessions = new Map<string, { sites: Set<string>; expires: number }>();
  private readonly failures = new Map<string, number[]>();

  /** `keys`: each site's private key by tracker_id; `address`: the address the service listens on. */
  constructor(private readonly keys: Map<string, string>, address: string, publicUrl?: string) {
    const published = publicUrl ? new URL(publicUrl) : undefined;
    this.open = isLoopback(address) && (!published || isLoopback(published.hostname));
    this.secure = published?.protocol === 'https:';
  }

  /** The sites this request may see (none: it must log in first). A request to the open inspector by another host name is refused. */
  sitesOf(req: IncomingMessage): string[] {
    const all = [...this.keys.keys()];
    if (this.open) {
      const host = hostName(req.headers.host);
      if (!isLoopback(host)) throw new HttpError(403, `The events inspector answers on a loopback address only (asked for ${JSON.stringify(host)}); open it at http://127.0.0.1:<port>/inspect/.`);
      return all;
    }
    const session = this.session(req);
    return session ? all.filter((site) => session.sites.has(site)) : [];
  }

  /**
   * Checks `key` against `site`'s private key; returns the Set-Cookie header of a session
   * that may see the site (and those it could already see). A wrong key is a 401; too
   * many from one address, a 429.
   */
  login(req: IncomingMessage, site: string, key: string): string {
    const now = Date.now();
    const from = req.socket.remoteAddress ?? '';
    const recent = (this.failures.get(from) ?? []).filter((t) => t > now - FAILURE_WINDOW_MS);
    this.failures.set(from, recent);
    if (recent.length >= MAX_FAILURES) throw new HttpError(429, 'Too many wrong keys from this address; try again in 15 minutes.', { 'retry-after': String(FAILURE_WINDOW_MS / 1000) });
    const expected = this.keys.get(site);
    if (expected === undefined || !timingSafeEqual(digest(key), digest(expected))) {
      recent.push(now);
      throw new HttpError(401, `That is not the private key of ${JSON.stringify(site)}.`);
    }
    for (const [token, s] of this.sessions) if (s.expires < now) this.sessions.delete(token);
    // A session that can see other sites already gets this one too, under a new token (the old one ends).
    const token = this.token(req);
    const session = this.session(req) ?? { sites: new Set<string>(), expires: 0 };
    if (token !== undefined) this.sessions.delete(token);
    session.sites.add(site);
    session.expires = now + SESSION_MS;
    const fresh = randomBytes(32).toString('base64url');
    this.sessions.set(fresh, session);
    return `${COOKIE}=${fresh}; Path=/inspect; Max-Age=${SESSION_MS / 1000}; HttpOnly; SameSite=Strict${this.secure ? '; Secure' : ''}`;
  }

  private token(req: IncomingMessage): string | undefined {
    return /(?:^|;\s*)ss_inspect=([\w-]+)/.exec(String(req.headers.cookie ?? ''))?.[1];
  }

  private session(req: IncomingMessage) {
    const token = this.token(req);
    const session = token === undefined ? undefined : this.sessions.get(token);
    return session && session.expires > Date.now() ? session : undefined;
  }
}
