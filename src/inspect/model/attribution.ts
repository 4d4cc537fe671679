/**
 * Which search an action came from (docs/inspect.md, "How a search is counted"). Events
 * are read in the order the service received them, per client_id:
 *
 * - a Search Results list whose items start at position 0 or 1, or that has none, is a
 *   search (a query or a refinement: its first page); a later page (items further on)
 *   belongs to the client's latest search of the same query;
 * - a click, an add-to-cart or buy conversion, or a purchased line of a transaction,
 *   belongs to the latest search (or later page of it) of that client that showed the
 *   item, at the position it was shown;
 * - a client's session ends after 30 minutes without an event: what it searched before
 *   is forgotten.
 *
 * The service's analytics and the page's events list both read events this way.
 */

export const SESSION_GAP_MS = 30 * 60_000;

export interface Search {
  /** The query, lower-cased, spaces collapsed. */
  query: string;
  /** The list's `_Variant`, else the event's `ab_test_variant`; '' for none. */
  variant: string;
  t: number;
  /** Items on its first page (0: a search with no results). */
  results: number;
  clicked: boolean;
  carted: boolean;
  purchased: boolean;
}

/** What one event means for search analytics. */
export type Step =
  | { kind: 'search' | 'page'; search: Search; positions: number[] }
  | { kind: 'click' | 'add-to-cart' | 'buy' | 'purchase'; url: string; from?: { search: Search; position: number } };

interface Client {
  last: number;
  /** The latest search of each query. */
  searches: Map<string, Search>;
  /** Each item shown: the latest search (or page of it) that showed it, and where. */
  shown: Map<string, { search: Search; position: number }>;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** The actions a search is credited with, and the mark each sets. */
const MARKS = new Map<string, 'clicked' | 'carted' | 'purchased'>([['click', 'clicked'], ['add-to-cart', 'carted'], ['buy', 'purchased']]);

export const queryKey = (q: string): string => q.toLowerCase().split(/\s+/).filter(Boolean).join(' ');

export class SearchAttribution {
  private readonly clients = new Map<string, Client>();

  /** Reads one accepted event received at `t` (ms); returns what it means, in order, and marks the searches it credits. */
  add(event: Obj, t: number): Step[] {
    const id = String(event.client_id);
    let client = this.clients.get(id);
    if (!client || t - client.last > SESSION_GAP_MS) {
      client = { last: t, searches: new Map(), shown: new Map() };
      this.clients.set(id, client);
    }
    client.last = t;
    if (event.type === 'event') return this.list(client, event, t);
    if (event.type === 'click') {
      const action = obj(event.action);
      const kind = str(action?.type);
      const mark = MARKS.get(kind);
      if (!mark) return [];
      const url = str(action?.resource_identifier);
      const from = client.shown.get(url);
      if (from) from.search[mark] = true;
      return [{ kind: kind as 'click', url, from }];
    }
    if (event.type === 'transaction' && Array.isArray(event.items)) {
      return event.items.map((line) => {
        const url = str(obj(line)?.url);
        const from = client.shown.get(url);
        if (from) from.search.purchased = true;
        return { kind: 'purchase' as const, url, from };
      });
    }
    return [];
  }

  /** Forgets the shoppers whose last event came before `before` (ms): their sessions have ended. */
  forget(before: number): void {
    for (const [id, client] of this.clients) if (client.last < before) this.clients.delete(id);
  }

  private list(client: Client, event: Obj, t: number): Step[] {
    const list = obj(obj(event.lists)?.['Search Results']);
    if (!list) return [];
    const query = obj(list.query);
    const key = queryKey(str(query?.string));
    const items = (Array.isArray(list.items) ? list.items : []).map(obj).filter((i): i is Obj => !!i);
    const positions = items.map((i) => Number(i.position));
    let search: Search | undefined;
    let kind: 'search' | 'page' = 'page';
    if (!positions.length || Math.min(...positions) <= 1) {
      kind = 'search';
      const variant = str(obj(query?.filters)?._Variant) || str(event.ab_test_variant);
      search = { query: key, variant, t, results: items.length, clicked: false, carted: false, purchased: false };
      client.searches.set(key, search);
    } else search = client.searches.get(key);
    if (!search) return [];
    items.forEach((item, i) => client.shown.set(str(item.url), { search: search!, position: positions[i] }));
    return [{ kind, search, positions }];
  }
}
