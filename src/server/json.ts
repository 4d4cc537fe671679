/**
 * Request bodies as JSON, within the service's limits (docs/server.md, Limits): a body
 * nested deeper than MAX_JSON_DEPTH is refused before any code walks it, so no request
 * can overflow the stack of a recursive walk (filter trees, field text, persistence).
 */
import { MAX_JSON_DEPTH } from './limits.js';

/** The parsed body; throws an Error whose message says what is wrong (not JSON, too deep). */
export function parseJson(raw: Buffer | string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
  } catch {
    throw new Error('the body is not valid JSON');
  }
  if (depthOver(value, MAX_JSON_DEPTH)) throw new Error(`the body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  return value;
}

/** Whether `value` nests objects or arrays deeper than `max` (a loop, not a recursion). */
export function depthOver(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) if (child && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** How many objects and arrays `value` holds in all (a loop, not a recursion). */
export function nodeCount(value: unknown): number {
  let count = 0;
  const stack = [value];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    count++;
    for (const child of Object.values(node)) if (child && typeof child === 'object') stack.push(child);
  }
  return count;
}
