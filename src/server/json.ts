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
  if (shapeOf(value).depth > MAX_JSON_DEPTH) throw new Error(`the body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  return value;
}

/** How deep `value` nests objects and arrays, and how many it holds in all (a loop, not a recursion). */
export function shapeOf(value: unknown): { depth: number; nodes: number } {
  let depth = 0;
  let nodes = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [node, level] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    nodes++;
    depth = Math.max(depth, level);
    for (const child of Object.values(node)) if (child && typeof child === 'object') stack.push([child, level + 1]);
  }
  return { depth, nodes };
}
