import { LitElement, html, nothing, type PropertyDeclarations } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { filterParams, matches, NO_FILTER, type RecordFilter } from './model/filter.js';
import { bodyText, VERDICTS, type InspectRecord } from './model/record.js';
import { renderRecord } from './row.js';
import type { FeedController } from './stream.js';
import { inspectStyles } from './styles.js';

/** Rows drawn at most (the newest that pass the filters). */
const SHOWN = 500;
const TYPES = ['pv', 'event', 'click', 'transaction'];

/**
 * The inspector's list of Events API requests, newest first, live: filters by type,
 * verdict, client id and text; pause (new requests wait, counted, until resumed); each
 * row opens on the body as sent; the filtered requests download as JSON Lines.
 *
 * @summary The live list of a site's Events API requests.
 */
export class SsInspectEvents extends LitElement {
  static override styles = [inspectStyles];
  static override properties: PropertyDeclarations = {
    feed: { attribute: false }, version: { attribute: false }, trackerId: { attribute: 'tracker-id' }, hidden: { type: Boolean, reflect: true },
    filter: { state: true }, frozen: { state: true },
  };

  /** The live feed (the page's FeedController). */
  feed?: FeedController;
  /** Changes with every request the feed adds, so that the list is drawn again. */
  version = 0;
  trackerId = '';

  private filter: RecordFilter = NO_FILTER;
  /** The requests shown while paused. */
  private frozen?: InspectRecord[];
  /** Each record's body as text, for the text filter. */
  private readonly bodies = new WeakMap<InspectRecord, string>();

  private body(r: InspectRecord): string {
    let text = this.bodies.get(r);
    if (text === undefined) this.bodies.set(r, (text = bodyText(r)));
    return text;
  }

  private setFilter(e: Event): void {
    const field = e.target as HTMLInputElement | HTMLSelectElement;
    this.filter = { ...this.filter, [field.name]: field.value };
  }

  private togglePause(): void {
    this.frozen = this.frozen ? undefined : [...(this.feed?.records ?? [])];
  }

  private renderFilters(waiting: number) {
    const exportUrl = `/inspect/export/events.jsonl?${new URLSearchParams({ tracker_id: this.trackerId, ...Object.fromEntries(filterParams(this.filter)) })}`;
    return html`<form class="filters" @input=${this.setFilter} @submit=${(e: Event) => e.preventDefault()}>
      <label>Type <select name="type">
        <option value="">all</option>${TYPES.map((t) => html`<option>${t}</option>`)}
      </select></label>
      <label>Verdict <select name="verdict">
        <option value="">all</option><option value="problems">not accepted</option>${VERDICTS.map((v) => html`<option>${v}</option>`)}
      </select></label>
      <label>Client id <input name="client" type="search" autocomplete="off" spellcheck="false"></label>
      <label>Text <input name="q" type="search" autocomplete="off" spellcheck="false"></label>
      <button type="button" aria-pressed=${this.frozen ? 'true' : 'false'} @click=${this.togglePause}>Pause</button>
      <a href=${exportUrl} download>Export JSON Lines</a>
      ${this.frozen ? html`<span class="paused" role="status">Paused: ${waiting} new ${waiting === 1 ? 'request' : 'requests'} waiting</span>` : nothing}
    </form>`;
  }

  /** Hidden (the analytics shown), the list is not drawn again with each request: it is when shown (`hidden` is a property here). */
  protected override shouldUpdate(): boolean {
    return !this.hidden;
  }

  override render() {
    const all = this.feed?.records ?? [];
    const records = this.frozen ?? all;
    const shown: InspectRecord[] = [];
    for (let i = records.length - 1; i >= 0 && shown.length < SHOWN; i--) if (matches(records[i], this.filter, this.body(records[i]))) shown.push(records[i]);
    const lastFrozen = this.frozen?.at(-1)?.seq ?? 0;
    const waiting = this.frozen ? all.filter((r) => r.seq > lastFrozen).length : 0;
    return html`${this.renderFilters(waiting)}
      <p class="count">${shown.length} of ${records.length} requests shown</p>
      ${shown.length
        ? html`<div class="columns" aria-hidden="true"><span>Time</span><span>Type</span><span>Client id</span><span>Page</span><span>Lists, items and positions</span><span>Verdict</span></div>
          <ol class="feed" aria-label="Events API requests, newest first">${repeat(shown, (r) => r.seq, (r) => renderRecord(r, this.feed?.steps.get(r.seq)))}</ol>`
        : html`<p class="empty">${records.length ? 'No request matches the filters.' : 'No request yet: use the shop (or send an event) and it shows here as it arrives.'}</p>`}`;
  }
}
