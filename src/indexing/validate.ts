/**
 * Checks of index-objects against indexing-events-api.md 2.1, shared by the indexing
 * client (before sending) and the local service (on receipt).
 */

export interface ObjectProblem {
  type: 'malformed_input';
  reason: string;
  caused_by?: Record<string, string[]>;
}

/** Fields that hold numbers in a typical catalog: a string there is a mistake. */
export const NUMBER_FIELDS = ['price', 'list_price', 'sale_price', 'rating', 'popularity', 'reviews_count', 'availability', 'stock'];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
/** A date-like text without the T delimiter, e.g. "2024-05-01 10:00:00" or "2024-05-01". */
const NEAR_DATE = /^\d{4}-\d{2}-\d{2}([ _]\d{2}:\d{2}.*)?$/;
const DATE_FIELDS = ['active_from', 'active_to'] as const;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function problem(reason: string, field?: string): ObjectProblem {
  return { type: 'malformed_input', reason, ...(field ? { caused_by: { [field]: [reason] } } : {}) };
}

function checkFields(fields: Record<string, unknown>, numberFields: readonly string[], where: string): ObjectProblem | undefined {
  for (const [key, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (numberFields.includes(key) && typeof v === 'string') return problem(`${where}${key} must be a JSON number, not the string ${JSON.stringify(v)}`, key);
      if (typeof v === 'string' && NEAR_DATE.test(v) && !ISO_DATE.test(v) && /date|_at$|_from$|_to$|time/i.test(key)) {
        return problem(`${where}${key}: dates use ISO 8601 with the T delimiter, e.g. 2024-05-01T10:00:00Z`, key);
      }
      if (isObj(v) && key !== 'geo_location' && Object.values(v).some((x) => isObj(x) || Array.isArray(x))) {
        return problem(`${where}${key}: use one level of nesting only`, key);
      }
    }
  }
  return undefined;
}

/** What every index-object needs: identity, type and fields with a title. */
export function validateRequired(o: unknown): ObjectProblem | undefined {
  if (!isObj(o)) return problem('each object must be a JSON object');
  if (typeof o.identity !== 'string' || !o.identity) return problem('identity is required (a non-empty string)', 'identity');
  if (typeof o.type !== 'string' || !o.type) return problem('type is required (a non-empty string)', 'type');
  if (!isObj(o.fields)) return problem('fields is required (an object)', 'fields');
  if (typeof o.fields.title !== 'string' || !o.fields.title) return problem('fields.title is required (a non-empty string)', 'title');
  return undefined;
}

/** The first problem of a full index-object (content update), or undefined. */
export function validateIndexObject(o: unknown, numberFields: readonly string[] = NUMBER_FIELDS): ObjectProblem | undefined {
  const missing = validateRequired(o);
  if (missing || !isObj(o) || !isObj(o.fields)) return missing;
  for (const key of DATE_FIELDS) {
    const v = o[key];
    if (v !== undefined && (typeof v !== 'string' || !ISO_DATE.test(v) || Number.isNaN(Date.parse(v)))) {
      return problem(`${key} must be an ISO 8601 date-time with the T delimiter, e.g. 2024-05-01T00:00:00Z`, key);
    }
  }
  if (o.generation !== undefined && typeof o.generation !== 'string') return problem('generation must be a string', 'generation');
  return checkFields(o.fields, numberFields, 'fields.') ?? checkNested(o.nested, numberFields);
}

/** The first problem of a partial-update element (2.2), or undefined. */
export function validatePartial(o: unknown, numberFields: readonly string[] = NUMBER_FIELDS): ObjectProblem | undefined {
  if (!isObj(o)) return problem('each object must be a JSON object');
  if (typeof o.identity !== 'string' || !o.identity) return problem('identity is required (a non-empty string)', 'identity');
  if (!isObj(o.fields)) return problem('fields is required (an object)', 'fields');
  if ('title' in o.fields && (typeof o.fields.title !== 'string' || !o.fields.title)) return problem('fields.title must be a non-empty string', 'title');
  return checkFields(o.fields, numberFields, 'fields.') ?? checkNested(o.nested, numberFields);
}

/** The problem of a removal element (2.3), or undefined. */
export function validateRemoval(o: unknown): ObjectProblem | undefined {
  const r = o as { identity?: unknown; type?: unknown };
  return typeof r?.identity === 'string' && typeof r.type === 'string' ? undefined : problem('removal needs identity and type');
}

function checkNested(nested: unknown, numberFields: readonly string[]): ObjectProblem | undefined {
  if (nested === undefined) return undefined;
  if (!Array.isArray(nested)) return problem('nested must be an array', 'nested');
  for (const [i, n] of nested.entries()) {
    const where = `nested[${i}]`;
    if (!isObj(n) || typeof n.type !== 'string' || typeof n.identity !== 'string' || !isObj(n.fields)) {
      return problem(`${where} needs type, identity and fields`, 'nested');
    }
    if ('nested' in n) return problem(`${where}: use one level of nesting only`, 'nested');
    const p = checkFields(n.fields, numberFields, `${where}.fields.`);
    if (p) return p;
  }
  return undefined;
}
