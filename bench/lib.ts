/** Small helpers shared by the benchmarks: percentiles, memory, result files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function summarize(samples: number[]): { n: number; p50: number; p90: number; p99: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return { n: s.length, p50: r(percentile(s, 50)), p90: r(percentile(s, 90)), p99: r(percentile(s, 99)), max: r(s[s.length - 1]) };
}

export function time<T>(fn: () => T): [T, number] {
  const t = performance.now();
  const out = fn();
  return [out, performance.now() - t];
}

export function rssMb(): number {
  return Math.round(process.memoryUsage().rss / 1e6);
}

export function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

export function machine(): Record<string, unknown> {
  return { node: process.version, cpu: cpus()[0]?.model, cores: cpus().length, date: new Date().toISOString() };
}

export function writeResults(name: string, data: unknown, markdown: string): void {
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(data, null, 2) + '\n');
  // Tag names as code: bare, Markdown reads `<ss-search>` as HTML and the name vanishes.
  writeFileSync(join(dir, `${name}.md`), markdown.replace(/(?<!`)<(ss-[a-z-]+)>(?!`)/g, '`<$1>`'));
}

/** Every keystroke of each query: "ze", "zen", ... "zentro nova". */
export function keystrokes(queries: string[]): string[] {
  return queries.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)).filter((p) => p.trim() && !p.endsWith(' ')));
}
