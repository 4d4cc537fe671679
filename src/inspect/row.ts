/**
 * One Events API request in the inspector's list: a line (time, type, client id, page,
 * the lists with their items' positions, the verdict) that opens on the body as sent.
 * Everything from the request is drawn as text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Step } from './model/attribution.js';
import { bodyText, clientOf, listsOf, typeOf, type InspectRecord, type ListSummary } from './model/record.js';

/** Items of a list named on its line; the rest are counted. */
const ITEMS_SHOWN = 6;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const clock = (t: number) => {
  const d = new Date(t);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};
/** A client id shortened to its first 8 characters. */
export const shortId = (id: string) => (id.length > 9 ? `${id.slice(0, 8)}…` : id);

/** The page as a path when it is on this origin, else the whole URL; its letters decoded (`?q=سماعات`, not `?q=%D8%B3…`). */
function pageText(page: string): string {
  let text = page;
  try {
    const url = new URL(page);
    if (url.origin === location.origin) text = url.pathname + url.search + url.hash;
    return decodeURI(text);
  } catch {
    return text;
  }
}

function typeText(r: InspectRecord): string {
  const type = typeOf(r);
  if (!type) return '(no type)';
  if (type === 'click') {
    const action = (r.event?.action ?? {}) as { type?: unknown };
    return typeof action.type === 'string' ? `click · ${action.type}` : 'click';
  }
  return type;
}

/** Text from the request, isolated (bdi): a right-to-left query would otherwise carry the quotes, colon and positions around it along with it. */
const own = (text: string) => html`<bdi>${text}</bdi>`;
const quoted = (text: string) => html`“${own(text)}”`;

function listText(list: ListSummary): TemplateResult {
  const items = list.items.slice(0, ITEMS_SHOWN).map((item, i) => html`${i ? ', ' : ''}<span class="item">#${item.position} ${own(item.url)}</span>`);
  const more = list.items.length - ITEMS_SHOWN;
  return html`<span class="list"><b>${list.name}</b>${list.query === undefined ? nothing : html` ${quoted(list.query)}`}: ${items.length ? items : 'no items'}${more > 0 ? ` … +${more} more` : nothing}</span>`;
}

/** Where an action's item was shown: the search and its position. */
function fromText(steps: Step[] | undefined, url: string): TemplateResult | string {
  const step = steps?.find((s) => 'url' in s && s.url === url);
  const from = step && 'from' in step ? step.from : undefined;
  return from ? html` (#${from.position} of the search ${quoted(from.search.query)})` : '';
}

function whatText(r: InspectRecord, steps?: Step[]): TemplateResult | string | typeof nothing {
  const e = r.event;
  switch (typeOf(r)) {
    case 'pv':
      return own(String(e!.url ?? ''));
    case 'event':
      return html`${listsOf(e).map(listText)}`;
    case 'click': {
      const url = String((e!.action as { resource_identifier?: unknown } | undefined)?.resource_identifier ?? '');
      return html`${own(url)}${fromText(steps, url)}`;
    }
    case 'transaction':
      return html`${(Array.isArray(e!.items) ? e!.items : []).map((line: { url?: unknown; count?: unknown }, i) => html`${i ? ', ' : ''}${own(String(line?.url))} ×${String(line?.count)}${fromText(steps, String(line?.url))}`)}`;
    default:
      return nothing;
  }
}

function verdictText(r: InspectRecord): string {
  if (r.verdict === 'accepted') return 'accepted';
  const field = r.field ? ` (field: ${r.field})` : '';
  return `${r.verdict} ${r.status}: ${r.reason ?? ''}${field}`;
}

/** The body for reading: indented JSON, or the text as sent. */
function prettyBody(r: InspectRecord): string {
  if (r.event) return bodyText(r, 2);
  if (r.raw === undefined) return r.bytes ? `(a body of ${r.bytes} bytes, not read: over the size limit)` : '(a body over the size limit, sent without its length: not read)';
  try {
    return JSON.stringify(JSON.parse(r.raw), null, 2);
  } catch {
    return r.raw;
  }
}

export function renderRecord(r: InspectRecord, steps?: Step[]): TemplateResult {
  const client = clientOf(r);
  return html`<li class="record" data-seq=${r.seq} data-verdict=${r.verdict} data-type=${typeOf(r) ?? ''} data-id=${String(r.event?.id ?? '')}>
    <details>
      <summary>
        <time datetime=${new Date(r.t).toISOString()}>${clock(r.t)}</time>
        <span class="type">${typeText(r)}</span>
        <span class="client" title=${client ?? ''}>${client === undefined ? '–' : shortId(client)}</span>
        <span class="page">${r.page ? own(pageText(r.page)) : ''}</span>
        <span class="what">${whatText(r, steps)}</span>
        <span class="verdict">${verdictText(r)}</span>
      </summary>
      <pre class="body">${prettyBody(r)}</pre>
    </details>
  </li>`;
}
