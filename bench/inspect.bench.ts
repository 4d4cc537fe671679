/**
 * What the events inspector costs the Events API's accepted path, and how long its
 * analytics take over a large log. In process (no HTTP, no data dir: the cheapest
 * accepted path, where an added cost shows most).
 *
 *   npm run bench:inspect
 *
 * - Accepted events: 2,000 events (a Search Results list of 24 items, a click, a page
 *   view, in turn), each received by a fresh EventsApi: without the inspector (the
 *   reference), with it and no page open, and with it and two pages watching (each
 *   request serialized once and written to both). Rounds alternate the three; the ratios
 *   of the medians are the figures. Target: at most 1.10 with no page open.
 * - The analytics: SearchFigures over 10,000 and 100,000 events of the same mix, then 100
 *   events more (an open page's refresh reads only those).
 */
import { SPEC_LIMITS, EventsApi } from '../src/server/analytics/events.js';
import { InspectLog } from '../src/server/inspect/log.js';
import { SearchFigures } from '../src/server/inspect/analytics.js';
import { Site } from '../src/server/sites.js';
import { machine, summarize, time, writeResults } from './lib.js';

const EVENTS = 2000;
const ROUNDS = 25;
const LIMITS = { ...SPEC_LIMITS, perClient: 1e9, perSession: 1e9, perAddress: 1e9 };

function event(i: number): Record<string, unknown> {
  const base = { id: `e${i}`, tracker_id: 'bench', client_id: `client-${i % 300}`, local_timestamp: Math.floor(Date.now() / 1000), user_agent: 'Mozilla/5.0 (bench)' };
  if (i % 3 === 0) {
    const items = Array.from({ length: 24 }, (_, p) => ({ title: `Product ${p}`, type: 'item', url: `item-${(i + p) % 500}`, position: p + 1, price: 19.99 }));
    return { ...base, type: 'event', lists: { 'Search Results': { items, query: { string: `query ${i % 40}`, filters: { _Guid: 'g' } } } } };
  }
  if (i % 3 === 1) return { ...base, type: 'click', action: { type: 'click', resource_identifier: `item-${(i + 2) % 500}` } };
  return { ...base, type: 'pv', url: `/p/${i}` };
}
const bodies = Array.from({ length: EVENTS }, (_, i) => Buffer.from(JSON.stringify(event(i))));

type Mode = 'reference' | 'inspector' | 'inspector, 2 pages';
function round(mode: Mode): number {
  const site = new Site({ trackerId: 'bench', publicKey: 'p', privateKey: 'k' });
  const api = new EventsApi(new Map([['bench', site]]), LIMITS);
  if (mode !== 'reference') {
    const log = new InspectLog();
    api.observer = log.observe;
    let written = 0;
    if (mode === 'inspector, 2 pages') for (let p = 0; p < 2; p++) log.watch('bench', (seq, json) => (written += `id: ${seq}\ndata: ${json}\n\n`.length));
  }
  const [, ms] = time(() => {
    // One address per client (the per-address window stays short, as it does under its limit).
    bodies.forEach((body, i) => api.receive(body, 'text/plain', Date.now(), `10.0.${i % 300}.1`));
  });
  if (api.stats.accepted !== EVENTS) throw new Error(`accepted ${api.stats.accepted} of ${EVENTS}`);
  return (ms * 1000) / EVENTS;
}

const modes: Mode[] = ['reference', 'inspector', 'inspector, 2 pages'];
const samples = new Map<Mode, number[]>(modes.map((m) => [m, []]));
for (const m of modes) round(m); // warm-up
for (let r = 0; r < ROUNDS; r++) for (const m of r % 2 ? [...modes].reverse() : modes) samples.get(m)!.push(round(m));
const stats = new Map(modes.map((m) => [m, summarize(samples.get(m)!)]));
const reference = stats.get('reference')!.p50;
const rows = modes.map((m) => {
  const s = stats.get(m)!;
  const ratio = s.p50 / reference;
  console.log(`${m}: ${s.p50} µs per accepted event (p90 ${s.p90}), ratio ${ratio.toFixed(2)}`);
  return { mode: m, p50: s.p50, p90: s.p90, ratio: Math.round(ratio * 100) / 100 };
});

// The figures of a log read whole (a page opened on a service with this log), then of 100 events more (the page's next refresh).
const analytics = [10_000, 100_000].map((n) => {
  const log = Array.from({ length: n + 100 }, (_, i) => ({ t: Date.UTC(2025, 0, 1) + i * 1000, event: event(i) }));
  const whole: number[] = [];
  const next: number[] = [];
  for (let r = 0; r < 6; r++) {
    const figures = new SearchFigures();
    whole.push(time(() => {
      for (let i = 0; i < n; i++) figures.add(log[i].event, log[i].t);
      return figures.figures();
    })[1]);
    next.push(time(() => {
      for (let i = n; i < n + 100; i++) figures.add(log[i].event, log[i].t);
      return figures.figures();
    })[1]);
  }
  const [a, b] = [summarize(whole.slice(1)), summarize(next.slice(1))];
  console.log(`analytics over ${n} events: p50 ${a.p50} ms; 100 events more: p50 ${b.p50} ms`);
  return { events: n, whole: a.p50, next: b.p50 };
});

const m = machine();
const met = rows[1].ratio <= 1.1;
writeResults('inspect', { machine: m, rows, analytics }, `# The events inspector's cost

Command: \`npm run bench:inspect\` (${m.cpu}, ${m.cores} cores, Node ${m.node}, ${String(m.date).slice(0, 10)}).

In process, no data dir (the cheapest accepted path, where an added cost shows most): ${EVENTS}
accepted events (a Search Results list of 24 items, a click, a page view, in turn), each
mode ${ROUNDS} rounds, alternating. Target: the inspector with no page open costs at most
1.10 times the reference (**${met ? 'met' : 'missed'}**).

| Events API | p50 µs per event | p90 µs | ratio to the reference |
|---|---|---|---|
${rows.map((r) => `| ${r.mode} | ${r.p50} | ${r.p90} | **${r.ratio.toFixed(2)}** |`).join('\n')}

Search analytics (\`SearchFigures\`): a log read whole (a page opened on a service that has it),
then 100 events more and the figures again (what each refresh of an open page costs: every
event is read once).

| events in the log | read whole, p50 ms | 100 more, p50 ms |
|---|---|---|
${analytics.map((a) => `| ${a.events.toLocaleString('en-US')} | ${a.whole} | ${a.next} |`).join('\n')}
`);
process.exit(met ? 0 : 1);
