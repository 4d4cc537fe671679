/**
 * The live feed of the events inspector as a reactive controller: the service's
 * Server-Sent Events for one site (/inspect/api/stream), first the requests it kept, then
 * each new one as it arrives. EventSource reconnects by itself and the service resends
 * what came after the last id seen, so nothing is missed or shown twice.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { SearchAttribution, type Step } from './model/attribution.js';
import type { InspectRecord } from './model/record.js';

/** `closed`: the service refused the stream (signed out) or is gone for good; a reload starts again. */
export type FeedState = 'connecting' | 'live' | 'reconnecting' | 'closed';

/** Requests the page keeps (the service keeps as many per site, and as many naming none). */
const KEPT = 1000;
/** The page draws what arrived at most this often (ms): a burst (a load test, thousands a second) is a few redraws, not one per request. */
const DRAWN_EVERY = 200;

export class FeedController implements ReactiveController {
  /** The requests, oldest first. */
  records: InspectRecord[] = [];
  /** What each accepted action means for search analytics (the search it came from), by seq. */
  readonly steps = new Map<number, Step[]>();
  state: FeedState = 'connecting';
  /** Accepted requests seen, for the analytics to know when to ask again. */
  accepted = 0;
  private source?: EventSource;
  private readonly walk = new SearchAttribution();
  private drawn = -Infinity;
  private later?: ReturnType<typeof setTimeout>;

  constructor(private readonly host: ReactiveControllerHost, private readonly url: () => string) {
    host.addController(this);
  }

  hostConnected(): void {
    const source = new EventSource(this.url());
    this.source = source;
    source.addEventListener('history', (e) => this.add(JSON.parse((e as MessageEvent<string>).data) as InspectRecord[]));
    source.addEventListener('message', (e) => this.add([JSON.parse(e.data) as InspectRecord]));
    source.addEventListener('open', () => this.set('live'));
    source.addEventListener('error', () => this.set(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting'));
  }

  hostDisconnected(): void {
    this.source?.close();
    this.source = undefined;
  }

  private set(state: FeedState): void {
    this.state = state;
    this.host.requestUpdate();
  }

  private add(records: InspectRecord[]): void {
    const last = this.records.at(-1)?.seq ?? 0;
    for (const r of records) {
      if (r.seq <= last) continue;
      this.records.push(r);
      if (r.verdict !== 'accepted' || !r.event) continue;
      this.accepted++;
      const steps = this.walk.add(r.event, r.t);
      if (steps.some((s) => 'url' in s)) this.steps.set(r.seq, steps);
    }
    for (const gone of this.records.splice(0, Math.max(0, this.records.length - KEPT))) this.steps.delete(gone.seq);
    this.draw();
  }

  /** A redraw now if none came within DRAWN_EVERY, else once that time is up (what arrives meanwhile goes with it). */
  private draw(): void {
    if (this.later) return;
    const draw = () => {
      this.later = undefined;
      this.drawn = performance.now();
      this.host.requestUpdate();
    };
    const wait = this.drawn + DRAWN_EVERY - performance.now();
    if (wait > 0) this.later = setTimeout(draw, wait);
    else draw();
  }
}
