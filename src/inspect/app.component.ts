import { LitElement, html, type PropertyDeclarations } from 'lit';
import { FeedController, type FeedState } from './stream.js';
import { inspectStyles } from './styles.js';

const STATES: Record<FeedState, string> = {
  connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…', closed: 'Disconnected: reload the page (or sign in again)',
};

/**
 * The events inspector of the local service (/inspect/): a site's Events API requests as
 * they arrive, and its search analytics. The service writes the tag into the page with
 * the site and the sites the viewer may see.
 *
 * @summary The events inspector page.
 */
export class SsInspect extends LitElement {
  static override styles = [inspectStyles];
  static override properties: PropertyDeclarations = {
    trackerId: { attribute: 'tracker-id' }, sites: { type: Array }, view: { state: true },
  };

  /** The site shown. */
  trackerId = '';
  /** The sites the viewer may see (a JSON array in the attribute). */
  sites: string[] = [];

  private readonly feed = new FeedController(this, () => `/inspect/api/stream?${new URLSearchParams({ tracker_id: this.trackerId })}`);
  private view: 'events' | 'analytics' = 'events';
  private readonly onHash = () => (this.view = location.hash === '#analytics' ? 'analytics' : 'events');

  override connectedCallback(): void {
    super.connectedCallback();
    this.onHash();
    addEventListener('hashchange', this.onHash);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('hashchange', this.onHash);
  }

  private pickSite(e: Event): void {
    location.search = `?${new URLSearchParams({ tracker_id: (e.target as HTMLSelectElement).value })}${location.hash}`;
  }

  private renderHeader() {
    const link = (view: typeof this.view, text: string) => html`<a href=${`#${view}`} aria-current=${this.view === view ? 'page' : 'false'}>${text}</a>`;
    return html`<header>
      <h1>Events inspector</h1>
      ${this.sites.length > 1
        ? html`<label>Site <select @change=${this.pickSite}>${this.sites.map((s) => html`<option ?selected=${s === this.trackerId}>${s}</option>`)}</select></label>`
        : html`<span class="site">tracker_id <b>${this.trackerId}</b></span>`}
      <nav aria-label="Views">${link('events', 'Events')} ${link('analytics', 'Analytics')}</nav>
      <span class="state ${this.feed.state}" role="status">${STATES[this.feed.state]}</span>
    </header>`;
  }

  override render() {
    return html`${this.renderHeader()}
      <main>
        <ss-inspect-events tracker-id=${this.trackerId} .feed=${this.feed} .version=${this.feed.records.at(-1)?.seq ?? 0} ?hidden=${this.view !== 'events'}></ss-inspect-events>
        <ss-inspect-analytics tracker-id=${this.trackerId} .accepted=${this.feed.accepted} ?active=${this.view === 'analytics'} ?hidden=${this.view !== 'analytics'}></ss-inspect-analytics>
      </main>`;
  }
}
