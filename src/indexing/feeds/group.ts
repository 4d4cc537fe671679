/**
 * Variants to their product in bounded memory. Feeds list a product's variants one by one
 * (Google's items of one `item_group_id`, Shopify's rows of one `Handle`, WooCommerce's
 * variations after their parent); they are usually together, but need not be. A group
 * stays open while fewer than `window` other groups have opened after it; then it is
 * complete. A member that comes after its group was complete is `late`: its group was
 * already written, so the reader reports it instead of writing the product twice.
 */

/**
 * A copy of a string that holds no more than its own characters, for what is kept for the
 * whole input (keys of finished groups, identities met). A handle or identity cut from a
 * cell is a slice of the text chunk it was read from, and V8 keeps the whole chunk for the
 * slice (and for a string built from it), so keeping one of them per product kept the
 * whole input: a 150 MB Shopify export did not fit 256 MB (docs/indexing.md promises
 * constant memory).
 */
export const own = (key: string): string => Buffer.from(key, 'utf8').toString('utf8');

export type Grouped<T> = { key?: string; members: T[] } | { key: string; late: T };

/** Groups of at most `window` open at once; a member without a key is a group of its own, passed on at once. */
export async function* grouped<T>(source: AsyncIterable<T>, keyOf: (member: T) => string | undefined, window = 200): AsyncGenerator<Grouped<T>> {
  const open = new Map<string, T[]>();
  const complete = new Set<string>();
  for await (const member of source) {
    const key = keyOf(member);
    if (key === undefined) {
      yield { members: [member] };
      continue;
    }
    const members = open.get(key);
    if (members) {
      members.push(member);
      continue;
    }
    if (complete.has(key)) {
      yield { key, late: member };
      continue;
    }
    open.set(key, [member]);
    if (open.size > window) {
      const [oldest, list] = open.entries().next().value as [string, T[]];
      open.delete(oldest);
      complete.add(own(oldest));
      yield { key: oldest, members: list };
    }
  }
  for (const [key, members] of open) yield { key, members };
}
