/** A small LRU map with a time to live, for GET responses. */
export class LruCache<V = unknown> {
  private readonly map = new Map<string, [expires: number, value: V]>();

  constructor(readonly max = 100, readonly ttl = 60_000) {}

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    this.map.delete(key);
    if (entry[0] < Date.now()) return undefined;
    this.map.set(key, entry);
    return entry[1];
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, [Date.now() + this.ttl, value]);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }

  clear(): void {
    this.map.clear();
  }
}
