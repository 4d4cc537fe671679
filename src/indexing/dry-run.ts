/**
 * `ss-index push|patch|delete|sync … --dry-run`: reads and checks the input as the
 * command would send it and sends nothing: the first objects, every failure with its
 * place and reason, what was left out, every source field no object holds, and (push,
 * sync) the identities more than one object has, of which the last would be kept.
 */
import type { FeedReport } from './feeds/feed.js';
import { own } from './feeds/group.js';
import { validateIndexObject, validatePartial, validateRemoval } from './validate.js';

/** Objects printed. */
const SHOWN = 5;

interface Io {
  out: (text: string) => void | Promise<void>;
  err: (text: string) => void;
}

/**
 * A warning line for each number field whose text read two ways (FeedReport.ambiguous): what
 * it was read as, and the flag that reads it the other way.
 */
export function twoWays(report: FeedReport): string[] {
  return Object.entries(report.ambiguous).map(([field, a]) => {
    const mark = /,\d{3}\b/.test(a.text) ? ',' : '.';
    const other = mark === ',' ? `"," is the decimal mark` : `"." groups thousands`;
    const more = a.count > 1 ? `; ${a.count - 1} more like it` : '';
    return `  warning: ${field} ${JSON.stringify(a.text)} (${a.where}${more}) was read as ${a.read}; if ${other} in this input, give --decimal , (--decimal . keeps this reading and this warning away)\n`;
  });
}

/** "draft 2, archived 1" */
export const counts = (o: Record<string, number>) => Object.entries(o).map(([k, n]) => `${k} ${n}`).join(', ');

export async function dryRun(command: string, objects: AsyncIterable<unknown>, report: FeedReport, io: Io, json: boolean): Promise<number> {
  const validate = command === 'patch' ? validatePartial : command === 'delete' ? validateRemoval : validateIndexObject;
  const shown: unknown[] = [];
  // A reader's failure names its place (line, element); a check's gets the object's number.
  const failures: Array<{ identity: string; object?: number; reason: string }> = [];
  // First place of each identity (and type) a full replace writes; the repeats found.
  const first = new Map<string, number>();
  const repeats: Array<{ identity: string; objects: [number, number] }> = [];
  let repeated = 0;
  let ok = 0;
  let failed = 0;
  let index = 0;
  // An input that breaks off (FeedError) ends the check: what was read is still reported.
  let stopped: string | undefined;
  try {
    for await (const o of objects) {
      const at = index++;
      const obj = o as { identity?: unknown; type?: unknown; __invalid?: string };
      const reason = obj?.__invalid ?? validate(o)?.reason;
      const identity = typeof obj?.identity === 'string' ? obj.identity : `#${at}`;
      if (reason) {
        failed++;
        if (failures.length < 100) failures.push({ identity, object: obj?.__invalid ? undefined : at + 1, reason });
        continue;
      }
      if (ok++ < SHOWN) shown.push(o);
      if (command !== 'push' && command !== 'sync') continue;
      const key = own(`${String(obj.type)}\u0000${identity}`);
      const before = first.get(key);
      if (before === undefined) first.set(key, at + 1);
      else if (repeated++ < 100) repeats.push({ identity, objects: [before, at + 1] });
    }
  } catch (error) {
    // Nothing read (not a feed, the wrong shape, an empty input): it stops as it is, said once.
    if (!index) throw error;
    stopped = (error as Error).message;
  }
  const code = failed || stopped ? 1 : 0;
  const leftOut = Object.values(report.leftOut).reduce((a, b) => a + b, 0);
  const notPlaced = Object.entries(report.notPlaced).sort((a, b) => b[1] - a[1]);
  if (json) {
    await io.out(`${JSON.stringify({ command, dry_run: true, format: report.format, ok, failed, failures, repeated, repeats, left_out: report.leftOut, not_placed: Object.fromEntries(notPlaced), ambiguous: report.ambiguous, objects: shown, ...(stopped ? { error: stopped } : {}) })}\n`);
    if (stopped) io.err(`ss-index ${command}: ${stopped}\n`);
    return code;
  }
  for (const o of shown) await io.out(`${JSON.stringify(o, null, 2)}\n`);
  io.err(`dry run of ${command}: ${report.format}: ${ok} objects ok, ${failed} failed${repeated ? `, ${repeated} repeated` : ''}${leftOut ? `, left out ${leftOut} (${counts(report.leftOut)})` : ''}; nothing sent\n`);
  for (const f of failures) io.err(`  failed ${f.identity}${f.object ? ` (object ${f.object})` : ''}: ${f.reason}\n`);
  for (const r of repeats) io.err(`  repeated ${r.identity} (objects ${r.objects[0]} and ${r.objects[1]}): the later one would replace the earlier\n`);
  if (failed > failures.length) io.err(`  ... and ${failed - failures.length} more\n`);
  for (const [field, n] of notPlaced) io.err(`  not placed: ${field} (in ${n} record${n === 1 ? '' : 's'})\n`);
  for (const line of twoWays(report)) io.err(line);
  if (stopped) io.err(`ss-index ${command}: ${stopped}\n`);
  return code;
}
