/**
 * Structure checks of one Events API event (indexing-events-api.md section 6). Returns
 * the first problem (a sentence, and the field at fault), or undefined when the event is
 * well formed.
 */
import { LIST_NAMES, type ListName } from '../../core/spec.js';

export const EVENT_TYPES = ['pv', 'event', 'click', 'transaction'] as const;

type Obj = Record<string, unknown>;

/** What is wrong with an event: the sentence the Events API answers, and the path of the field at fault ('' for the body). */
export interface Problem {
  field: string;
  message: string;
}

const bad = (field: string, message: string): Problem => ({ field, message });

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isId = (v: unknown) => isText(v) || (typeof v === 'number' && Number.isFinite(v));

export function validateEvent(e: unknown): Problem | undefined {
  if (!isObj(e)) return bad('', 'the body must be one JSON event object');
  if (!EVENT_TYPES.includes(e.type as (typeof EVENT_TYPES)[number])) {
    return bad('type', `unknown event type ${JSON.stringify(e.type)}; expected one of ${EVENT_TYPES.join(', ')}`);
  }
  if (!isText(e.id)) return bad('id', 'id is required (a unique string, a UUID is recommended)');
  if (!isText(e.tracker_id)) return bad('tracker_id', 'tracker_id is required');
  if (!isId(e.client_id)) return bad('client_id', 'client_id is required (a string or a number)');
  if (e.customer_id !== undefined && !isId(e.customer_id)) return bad('customer_id', 'customer_id must be a string or a number');
  if (e.local_timestamp !== undefined && !Number.isInteger(e.local_timestamp)) return bad('local_timestamp', 'local_timestamp must be an integer (UNIX seconds)');
  if (e.platform !== undefined && !isText(e.platform) && !Array.isArray(e.platform)) return bad('platform', 'platform must be a string or [platform, version]');
  for (const key of ['user_agent', 'referer', 'ab_test_variant', 'recommendation_id', 'app_version'] as const) {
    if (e[key] !== undefined && typeof e[key] !== 'string') return bad(key, `${key} must be a string`);
  }
  if (e.context !== undefined && !isObj(e.context)) return bad('context', 'context must be an object');
  if (e.consent_granted !== undefined && typeof e.consent_granted !== 'boolean') return bad('consent_granted', 'consent_granted must be true or false');
  switch (e.type) {
    case 'pv':
      if (!isText(e.url)) return bad('url', 'a pv event needs url (the object identity or the page URL)');
      if (e.title !== undefined && typeof e.title !== 'string') return bad('title', 'title must be a string');
      return undefined;
    case 'event':
      return validateLists(e.lists);
    case 'click': {
      const action = e.action as Obj | undefined;
      if (!isObj(action)) return bad('action', 'a click event needs action: { type, resource_identifier }');
      if (!isText(action.type)) return bad('action.type', 'action.type is required (click, add-to-cart, add-to-wishlist, buy, ...)');
      if (!isText(action.resource_identifier)) return bad('action.resource_identifier', 'action.resource_identifier is required');
      return undefined;
    }
    default:
      return validateTransaction(e.items);
  }
}

function validateLists(lists: unknown): Problem | undefined {
  if (!isObj(lists) || !Object.keys(lists).length) return bad('lists', 'an event needs lists: an object keyed by list name');
  for (const [name, list] of Object.entries(lists)) {
    if (!LIST_NAMES.includes(name as ListName)) {
      return bad(`lists[${JSON.stringify(name)}]`, `unknown list ${JSON.stringify(name)}; list names are exact and case-sensitive: ${LIST_NAMES.join(', ')}`);
    }
    if (!isObj(list) || !Array.isArray(list.items)) return bad(`lists["${name}"].items`, `lists["${name}"].items is required (an array)`);
    for (const [i, item] of list.items.entries()) {
      const where = `lists["${name}"].items[${i}]`;
      if (!isObj(item)) return bad(where, `${where} must be an object`);
      for (const key of ['title', 'type', 'url'] as const) if (typeof item[key] !== 'string') return bad(`${where}.${key}`, `${where}.${key} is required (a string)`);
      if (!Number.isInteger(item.position) || (item.position as number) < 0) return bad(`${where}.position`, `${where}.position is required (a whole number)`);
      if (item.price !== undefined && item.price !== null && typeof item.price !== 'number') return bad(`${where}.price`, `${where}.price must be a number or null`);
    }
    const query = list.query as Obj | undefined;
    if (query !== undefined && !isObj(query)) return bad(`lists["${name}"].query`, `lists["${name}"].query must be an object`);
    if ((name === 'Search Results' || name === 'Autocomplete') && typeof query?.string !== 'string') {
      return bad(`lists["${name}"].query.string`, `lists["${name}"].query.string is required (the query, always a string)`);
    }
    if (name === 'Product Listing' && !isObj(query?.scopes)) return bad('lists["Product Listing"].query.scopes', 'lists["Product Listing"].query.scopes is required');
    if (name === 'Recommendation' && !isText((query?.filters as Obj | undefined)?.RecommenderClientId)) {
      return bad('lists["Recommendation"].query.filters.RecommenderClientId', 'lists["Recommendation"].query.filters.RecommenderClientId is required');
    }
    if (query?.filters !== undefined && !isObj(query.filters)) return bad(`lists["${name}"].query.filters`, `lists["${name}"].query.filters must be an object`);
  }
  return undefined;
}

function validateTransaction(items: unknown): Problem | undefined {
  if (!Array.isArray(items) || !items.length) return bad('items', 'a transaction needs items: every purchased line');
  for (const [i, item] of items.entries()) {
    if (!isObj(item)) return bad(`items[${i}]`, `items[${i}] must be an object`);
    if (!isText(item.url)) return bad(`items[${i}].url`, `items[${i}].url is required (the object identity)`);
    if (!Number.isInteger(item.count) || (item.count as number) < 1) return bad(`items[${i}].count`, `items[${i}].count is required (a whole number of at least 1)`);
    if (typeof item.total_price !== 'number') return bad(`items[${i}].total_price`, `items[${i}].total_price is required (a number)`);
  }
  return undefined;
}
