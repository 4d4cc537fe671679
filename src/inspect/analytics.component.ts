import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { share, type Analytics, type Funnel } from './model/analytics.js';
import { barChart } from './charts.js';
import { inspectStyles } from './styles.js';

/** At most one new request for the figures per this long while events arrive. */
const REFRESH_MS = 1000;

/** `part` of `whole` as the page writes it: `12.5 %` (`–` when there is no whole). */
export const percent = (part: number, whole: number) => (whole ? `${(share(part, whole) * 100).toFixed(1)} %` : '–');
const rate = (part: number, whole: number) => `${percent(part, whole)} (${part} of ${whole})`;
/** A rate as the figures at the top write it: the share, and under it what it is made of. */
const kpi = (part: number, whole: number) => html`${percent(part, whole)} <small>(${part} of ${whole})</small>`;
const pad = (n: number) => String(n).padStart(2, '0');

/** `minute`, `5 minutes`, `hour`, `day`, ... */
function bucketText(ms: number): string {
  const [unit, size] = ms >= 86_400_000 ? ['day', 86_400_000] : ms >= 3_600_000 ? ['hour', 3_600_000] : ['minute', 60_000];
  const n = ms / (size as number);
  return n === 1 ? String(unit) : `${n} ${unit}s`;
}

function timeLabel(t: number, bucketMs: number, days: boolean): string {
  const d = new Date(t);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const clock = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return bucketMs >= 86_400_000 ? date : days ? `${date.slice(5)} ${clock}` : clock;
}

/**
 * The inspector's search analytics over a site's stored events (the service computes
 * them: /inspect/api/analytics): searches, searches without results and their queries,
 * top queries, click-through by position, add-to-cart and purchase after a search, per
 * A/B variant when the searches carry one; a time series and a click-through chart.
 * Asked again (at most once a second) while shown and new events are accepted.
 *
 * @summary Search analytics of one site.
 */
export class SsInspectAnalytics extends LitElement {
  static override styles = [inspectStyles];
  static override properties: PropertyDeclarations = {
    trackerId: { attribute: 'tracker-id' }, accepted: { attribute: false }, active: { type: Boolean },
    figures: { state: true }, error: { state: true }, variant: { state: true },
  };

  trackerId = '';
  /** Accepted requests the page has seen: a change asks for the figures again. */
  accepted = 0;
  /** Shown: only then does it ask. */
  active = false;

  private figures?: Analytics;
  private error?: string;
  /** The variant the figures are narrowed to (undefined: every search). */
  private variant?: string;
  private asked?: string;
  private timer?: ReturnType<typeof setTimeout>;
  private request?: AbortController;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
    this.request?.abort();
  }

  protected override updated(changed: PropertyValues): void {
    if (!this.active) return;
    const wanted = `${this.accepted}\n${this.variant ?? '\0'}`;
    if (wanted === this.asked || this.timer) return;
    // The first answer (or another variant) at once; new events at most once a second.
    const soon = !this.figures || changed.has('variant') || changed.has('active');
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.asked = wanted;
      void this.load();
    }, soon ? 0 : REFRESH_MS);
  }

  private async load(): Promise<void> {
    this.request?.abort();
    const request = (this.request = new AbortController());
    const params = new URLSearchParams({ tracker_id: this.trackerId });
    if (this.variant !== undefined) params.set('variant', this.variant);
    try {
      const res = await fetch(`/inspect/api/analytics?${params}`, { signal: request.signal, cache: 'no-store' });
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()).slice(0, 200)}`);
      this.figures = (await res.json()) as Analytics;
      this.error = undefined;
    } catch (error) {
      if (request.signal.aborted) return;
      this.error = (error as Error).message;
    }
  }

  private pickVariant(e: Event): void {
    const value = (e.target as HTMLSelectElement).value;
    this.variant = value === '*' ? undefined : value.slice(1);
  }

  private renderFunnel(f: Funnel) {
    return html`<td>${f.searches}</td><td>${rate(f.noResults, f.searches)}</td><td>${rate(f.clicked, f.searches)}</td>
      <td>${rate(f.carted, f.searches)}</td><td>${rate(f.purchased, f.searches)}</td>`;
  }

  private renderTable(name: string, caption: string, heads: string[], rows: unknown[]) {
    return html`<table data-table=${name}><caption>${caption}</caption>
      <thead><tr>${heads.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
      <tbody>${rows.length ? rows : html`<tr><td class="none" colspan=${heads.length}>None yet.</td></tr>`}</tbody></table>`;
  }

  private renderSeries(a: Analytics) {
    const { bucketMs, points } = a.series;
    const days = points.length > 0 && new Date(points[0].t).toDateString() !== new Date(points.at(-1)!.t).toDateString();
    const label = (t: number) => timeLabel(t, bucketMs, days);
    return html`<h3>Searches over time</h3>
      ${points.length ? barChart(`Searches per ${bucketText(bucketMs)}`, `Searches in each ${bucketText(bucketMs)}; the red part of a bar, those that found nothing.`, points.map((p) => ({
        label: label(p.t), value: p.searches, part: p.noResults, title: `${label(p.t)}: ${p.searches} searches, ${p.noResults} without results`,
      })), String) : nothing}
      <details><summary>The numbers (one row per ${bucketText(bucketMs)})</summary>
        ${this.renderTable('series', 'Searches per time bucket', ['From', 'Searches', 'Without results'], points.map((p) => html`<tr>
          <td><time datetime=${new Date(p.t).toISOString()}>${label(p.t)}</time></td><td>${p.searches}</td><td>${p.noResults}</td></tr>`))}
      </details>`;
  }

  private renderPositions(a: Analytics) {
    return html`<h3>Click-through rate by position</h3>
      ${barChart('Click-through rate at each position of the search results', 'Clicks on the item at each position of the results, out of the items shown there.', a.positions.map((p) => ({
        label: p.position, value: share(p.clicks, p.impressions), title: `Position ${p.position}: ${p.clicks} clicks of ${p.impressions} shown`,
      })), (max) => `${Math.round(max * 100)} %`)}
      ${this.renderTable('positions', 'Items shown and clicked at each position', ['Position', 'Shown', 'Clicks', 'Click-through rate'], a.positions.map((p) => html`<tr>
        <th scope="row">${p.position}</th><td>${p.impressions}</td><td>${p.clicks}</td><td>${percent(p.clicks, p.impressions)}</td></tr>`))}`;
  }

  private renderFigures(a: Analytics) {
    const t = a.totals;
    const funnelHeads = ['Searches', 'Without results', 'Click-through rate', 'Add to cart', 'Purchase'];
    return html`<dl class="kpis">
        <div><dt>Searches</dt><dd data-figure="searches">${t.searches}</dd></div>
        <div><dt>Without results</dt><dd data-figure="noResults">${kpi(t.noResults, t.searches)}</dd></div>
        <div><dt>Click-through rate</dt><dd data-figure="clicked">${kpi(t.clicked, t.searches)}</dd></div>
        <div><dt>Add to cart after a search</dt><dd data-figure="carted">${kpi(t.carted, t.searches)}</dd></div>
        <div><dt>Purchase after a search</dt><dd data-figure="purchased">${kpi(t.purchased, t.searches)}</dd></div>
      </dl>
      ${a.variants.length ? this.renderTable('variants', 'Per A/B variant (all searches)', ['Variant', ...funnelHeads], a.variants.map((v) => html`<tr>
        <th scope="row">${v.variant || '(none)'}</th>${this.renderFunnel(v)}</tr>`)) : nothing}
      ${this.renderSeries(a)}
      ${this.renderPositions(a)}
      <h3>Top queries</h3>
      ${this.renderTable('topQueries', 'The most searched queries', ['Query', ...funnelHeads], a.topQueries.map((q) => html`<tr>
        <th scope="row"><bdi class="query" title=${q.query}>${q.query}</bdi></th>${this.renderFunnel(q)}</tr>`))}
      <h3>Queries without results</h3>
      ${this.renderTable('noResultQueries', 'Queries whose search found nothing', ['Query', 'Searches'], a.noResultQueries.map((q) => html`<tr>
        <th scope="row"><bdi class="query" title=${q.query}>${q.query}</bdi></th><td>${q.searches}</td></tr>`))}`;
  }

  override render() {
    const a = this.figures;
    const csv = `/inspect/export/analytics.csv?${new URLSearchParams({ tracker_id: this.trackerId })}`;
    return html`<div class="head">
        <h2>Search analytics</h2>
        ${a?.variants.length ? html`<label>A/B variant <select @change=${this.pickVariant}>
          <option value="*">all searches</option>
          ${a.variants.map((v) => html`<option value=${`=${v.variant}`} ?selected=${v.variant === this.variant}>${v.variant || '(none)'}</option>`)}
        </select></label>` : nothing}
        <a href=${csv} download>Export CSV</a>
      </div>
      ${this.error ? html`<p class="error" role="alert">Could not load the figures (${this.error}).</p>` : nothing}
      ${a ? html`<p class="note" data-events=${a.events}>Over the ${a.events} stored events of ${this.trackerId}${a.variant === undefined ? '' : `, searches of the variant ${a.variant || '(none)'}`}.</p>
        ${this.renderFigures(a)}` : html`<p role="status">Loading the figures…</p>`}`;
  }
}
