/**
 * Structure checks of one Events API event (indexing-events-api.md section 6). Returns
 * the first problem as a sentence, or undefined when the event is well formed.
 */
import { LIST_NAMES, type ListName } from '../../core/spec.js';

export const EVENT_TYPES = ['pv', 'event', 'click', 'transaction'] as const;

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isId = (v: unknown) => isText(v) || (typeof v === 'number' && Number.isFinite(v));

export function validateEvent(e: unknown): string | undefined {
  if (!isObj(e)) return 'the body must be one JSON event object';
  if (!EVENT_TYPES.includes(e.type as (typeof EVENT_TYPES)[number])) {
    return `unknown event type ${JSON.stringify(e.type)}; expected one of ${EVENT_TYPES.join(', ')}`;
  }
  if (!isText(e.id)) return 'id is required (a unique string, a UUID is recommended)';
  if (!isText(e.tracker_id)) return 'tracker_id is required';
  if (!isId(e.client_id)) return 'client_id is required (a string or a number)';
  if (e.customer_id !== undefined && !isId(e.customer_id)) return 'customer_id must be a string or a number';
  if (e.local_timestamp !== undefined && !Number.isInteger(e.local_timestamp)) return 'local_timestamp must be an integer (UNIX seconds)';
  if (e.platform !== undefined && !isText(e.platform) && !Array.isArray(e.platform)) return 'platform must be a string or [platform, version]';
  for (const key of ['user_agent', 'referer', 'ab_test_variant', 'recommendation_id', 'app_version'] as const) {
    if (e[key] !== undefined && typeof e[key] !== 'string') return `${key} must be a string`;
  }
  if (e.context !== undefined && !isObj(e.context)) return 'context must be an object';
  if (e.consent_granted !== undefined && typeof e.consent_granted !== 'boolean') return 'consent_granted must be true or false';
  switch (e.type) {
    case 'pv':
      if (!isText(e.url)) return 'a pv event needs url (the object identity or the page URL)';
      if (e.title !== undefined && typeof e.title !== 'string') return 'title must be a string';
      return undefined;
    case 'event':
      return validateLists(e.lists);
    case 'click': {
      const action = e.action as Obj | undefined;
      if (!isObj(action)) return 'a click event needs action: { type, resource_identifier }';
      if (!isText(action.type)) return 'action.type is required (click, add-to-cart, add-to-wishlist, buy, ...)';
      if (!isText(action.resource_identifier)) return 'action.resource_identifier is required';
      return undefined;
    }
    default:
      return validateTransaction(e.items);
  }
}

function validateLists(lists: unknown): string | undefined {
  if (!isObj(lists) || !Object.keys(lists).length) return 'an event needs lists: an object keyed by list name';
  for (const [name, list] of Object.entries(lists)) {
    if (!LIST_NAMES.includes(name as ListName)) {
      return `unknown list ${JSON.stringify(name)}; list names are exact and case-sensitive: ${LIST_NAMES.join(', ')}`;
    }
    if (!isObj(list) || !Array.isArray(list.items)) return `lists["${name}"].items is required (an array)`;
    for (const [i, item] of list.items.entries()) {
      const where = `lists["${name}"].items[${i}]`;
      if (!isObj(item)) return `${where} must be an object`;
      for (const key of ['title', 'type', 'url'] as const) if (typeof item[key] !== 'string') return `${where}.${key} is required (a string)`;
      if (!Number.isInteger(item.position) || (item.position as number) < 0) return `${where}.position is required (a whole number)`;
      if (item.price !== undefined && item.price !== null && typeof item.price !== 'number') return `${where}.price must be a number or null`;
    }
    const query = list.query as Obj | undefined;
    if (query !== undefined && !isObj(query)) return `lists["${name}"].query must be an object`;
    if ((name === 'Search Results' || name === 'Autocomplete') && typeof query?.string !== 'string') {
      return `lists["${name}"].query.string is required (the query, always a string)`;
    }
    if (name === 'Product Listing' && !isObj(query?.scopes)) return 'lists["Product Listing"].query.scopes is required';
    if (name === 'Recommendation' && !isText((query?.filters as Obj | undefined)?.RecommenderClientId)) {
      return 'lists["Recommendation"].query.filters.RecommenderClientId is required';
    }
    if (query?.filters !== undefined && !isObj(query.filters)) return `lists["${name}"].query.filters must be an object`;
  }
  return undefined;
}

function validateTransaction(items: unknown): string | undefined {
  if (!Array.isArray(items) || !items.length) return 'a transaction needs items: every purchased line';
  for (const [i, item] of items.entries()) {
    if (!isObj(item)) return `items[${i}] must be an object`;
    if (!isText(item.url)) return `items[${i}].url is required (the object identity)`;
    if (!Number.isInteger(item.count) || (item.count as number) < 1) return `items[${i}].count is required (a whole number of at least 1)`;
    if (typeof item.total_price !== 'number') return `items[${i}].total_price is required (a number)`;
  }
  return undefined;
}
