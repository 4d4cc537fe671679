/** <ss-search> when things go wrong: hostile catalog text, failures, late answers, redirects; and the autocomplete box submitting into it. */
import { expect, fixture, html } from '@open-wc/testing';
import { until, wait } from '../../../test/browser/harness.js';
import { serviceUrl } from '../../../test/browser/autocomplete-fixture.js';
import { cards, make, mock, resetUrl, root, settle, titles } from '../../../test/browser/results-fixture.js';
import '../autocomplete/autocomplete.js';
import type { ErrorDetail, ListDetail } from '../../core/events.js';
import type { SsSearch } from './search.component.js';

afterEach(resetUrl);
const pwned = () => (window as { __pwned?: number }).__pwned;

describe('<ss-search>: faults', () => {
  it('a word longer than any box (a 5,000-letter title, brand or category name) wraps inside its card and pill: the page does not widen', async () => {
    const el = await make<SsSearch>('ss-search', '?q=x', `base-url="${mock('200', 0, 'long')}" facets="brand" style="display:block;width:700px"`);
    const shadow = root(el);
    expect(cards(el).length).to.equal(2);
    const wide = [...shadow.querySelectorAll<HTMLElement>('.card, [part=quicksearch] a')].filter((e) => e.getBoundingClientRect().right > el.getBoundingClientRect().right + 1).map((e) => e.className || e.localName);
    expect(wide, 'nothing past the element\'s right edge').to.deep.equal([]);
    expect(document.documentElement.scrollWidth).to.be.at.most(document.documentElement.clientWidth);
  });

  it('a facet of 3,000 values: "Show more" adds 100 of them, and its find box reaches any other', async () => {
    const el = await make<SsSearch>('ss-search', '?q=x', `base-url="${mock('200', 0, 'manyvalues')}" facets="brand"`);
    const facet = root(el).querySelector('[data-facet=brand]')!;
    const labels = () => [...facet.querySelectorAll('[part~=facet-value] .label')].map((l) => l.textContent);
    expect(labels().length).to.be.below(11);
    facet.querySelector<HTMLButtonElement>('[part~=facet-more]')!.click();
    await el.updateComplete;
    expect([labels().length, labels()[105]]).to.deep.equal([106, 'Brand 0106']);
    const find = facet.querySelector<HTMLInputElement>('[part~=facet-find]')!;
    find.value = 'brand 2999';
    find.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(labels()).to.deep.equal(['Brand 2999']);
  });

  it('a Japanese title breaks between phrases, not inside a word ("高音|質", "テレ|ビ")', async () => {
    document.documentElement.lang = 'ja';
    try {
      const el = await make<SsSearch>('ss-search', '?q=x', `base-url="${mock('200', 0, 'ja')}" style="display:block;width:120px" locale="ja"`);
      const title = root(el).querySelector('.title')!;
      const text = [...title.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()) as Text;
      // The line each letter is on, by its box's top.
      const tops = [...text.data].map((_, i) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return Math.round(range.getBoundingClientRect().top);
      });
      expect(new Set(tops).size, 'the title wraps').to.be.above(1);
      const splits = (word: string) => {
        const at = text.data.indexOf(word);
        return new Set(tops.slice(at, at + word.length)).size > 1;
      };
      expect(['液晶テレビ', '高音質', 'ワイヤレス', 'ヘッドホン', 'セット'].filter(splits)).to.deep.equal([]);
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('in Arabic (right to left), a Latin query ending in a mark keeps the mark at its end in the heading (`tv 65"`)', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    try {
      const el = await make<SsSearch>('ss-search', `?q=${encodeURIComponent('tv 65"')}`, `base-url="${mock('200', 0, 'hits')}" locale="ar"`);
      await until(() => /tv 65/.test(root(el).querySelector('[part=heading]')?.textContent ?? ''));
      const text = [...root(el).querySelector('[part=heading]')!.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && /tv/.test(n.textContent!)) as Text;
      const left = (at: number) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().left;
      };
      const [t, mark] = [text.data.indexOf('tv'), text.data.indexOf('"')];
      expect(left(mark) > left(t), `the inch mark right of "tv" (${text.data})`).to.equal(true);
      // The correction notice too: the query corrected (in bold) and the one typed (a link), each in its own direction.
      const corrected = await make<SsSearch>('ss-search', `?q=${encodeURIComponent('headphnes 65"')}`, 'locale="ar"');
      const shown = [...root(corrected).querySelectorAll('[part=feedback] strong, [part=feedback] a')];
      expect(shown.map((e) => e.textContent)).to.deep.equal(['headphones 65"', 'headphnes 65"']);
      for (const e of shown) {
        const data = e.lastChild as Text;
        const at = (i: number) => {
          const range = document.createRange();
          range.setStart(data, i);
          range.setEnd(data, i + 1);
          return range.getBoundingClientRect().left;
        };
        expect(at(data.length - 1) > at(0), `the mark at the end of ${data.data}`).to.equal(true);
      }
    } finally {
      document.documentElement.lang = 'en';
      document.documentElement.dir = 'ltr';
    }
  });

  it('facet values without counts are drawn without one: no "NaN" in a category tree', async () => {
    const el = await make<SsSearch>('ss-search', '?q=x', `base-url="${mock('200', 0, 'nocounts')}" facets="category_path, brand"`);
    const shadow = root(el);
    const values = [...shadow.querySelectorAll('[part=facet-value]')].map((v) => v.textContent!.replace(/\s+/g, ' ').trim());
    expect(values, 'label, count (its own span) and the count read as a count').to.deep.equal(['Audio', 'Auralis', 'Nordby2, 2 results']);
  });

  it('hostile catalog text (titles, highlights, corrected_query, rewrite, facet values, banner and redirect URLs) never runs or breaks the page', async () => {
    const template = '<template data-type="item"><a href="{{url}}" onclick="{{title}}">{{title}}</a><span class="t">{{brand}}</span></template>';
    const el = await make<SsSearch>('ss-search', '?q=x', `base-url="${mock('200', 0, 'xss')}" facets="brand"`);
    await wait(100);
    expect(pwned()).to.equal(undefined);
    expect(location.search).to.equal('?q=x', 'a javascript: suggested_url is not followed');
    const shadow = root(el);
    expect(shadow.querySelectorAll('img[onerror], [onerror]').length).to.equal(0);
    expect(shadow.querySelector('.grid .title')!.textContent).to.contain('<img src=x');
    expect(shadow.querySelector('.grid .title em, .grid .title')).to.not.equal(null);
    expect(shadow.querySelector<HTMLAnchorElement>('.grid a')!.hasAttribute('href')).to.equal(false, 'a javascript: hit URL is dropped');
    expect(shadow.querySelector('[part=banner]')).to.equal(null, 'a banner with a javascript: image is not drawn');
    expect(shadow.querySelector('[part=quicksearch] a')).to.equal(null, 'a javascript: category link is not drawn');
    expect(shadow.querySelector('[part=feedback]')!.textContent).to.contain('<img src=x');
    expect(shadow.querySelector('[data-facet=brand] .label')!.textContent).to.contain('<img');
    const templated = await make<SsSearch>('ss-search', '?q=x', `base-url="${mock('200', 0, 'xss')}"`, template);
    const a = root(templated).querySelector('.hit a')!;
    expect(a.hasAttribute('onclick')).to.equal(false);
    expect(a.hasAttribute('href')).to.equal(false);
    expect(a.textContent).to.contain('<img src=x');
    expect(pwned()).to.equal(undefined);
  });

  it('a service error shows a message with a retry that works; the page stays usable', async () => {
    const errors: ErrorDetail[] = [];
    const onError = (e: CustomEvent<ErrorDetail>) => errors.push(e.detail);
    document.addEventListener('ss-error', onError);
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    let el: SsSearch;
    try {
      el = await make<SsSearch>('ss-search', '?q=x', `base-url="${mock('500,200', 0, 'hits')}"`);
    } finally {
      console.warn = warn;
      document.removeEventListener('ss-error', onError);
    }
    expect(errors.map((e) => e.error.status)).to.deep.equal([500], 'one ss-error');
    expect(warnings).to.deep.equal([], 'a 5xx is the service\'s fault: no console warning');
    const alert = root(el).querySelector('[role=alert]')!;
    expect(alert.textContent).to.contain('Results could not be loaded');
    expect(live(el)).to.contain('could not be loaded');
    alert.querySelector('button')!.click();
    await settle(el);
    expect(titles(el)).to.deep.equal(['x one', 'x two', 'x three']);
    expect(root(el).querySelector('[role=alert]')).to.equal(null);
  });

  it('a request the service refuses (a wrong tracker-id) is one console warning for the developer, and an ss-error', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    const errors: ErrorDetail[] = [];
    const onError = (e: CustomEvent<ErrorDetail>) => errors.push(e.detail);
    document.addEventListener('ss-error', onError);
    let el: SsSearch;
    try {
      el = await make<SsSearch>('ss-search', '?q=tv');
      el.setAttribute('tracker-id', 'no-such-site');
      await settle(el);
    } finally {
      console.warn = warn;
      document.removeEventListener('ss-error', onError);
    }
    expect(root(el).querySelector('[role=alert]')!.textContent).to.contain('Results could not be loaded');
    expect(errors.map((e) => e.error.status)).to.deep.equal([404]);
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.match(/^site-search-elements: <ss-search> request refused: .*no-such-site/);
  });

  it('a superseded request is aborted and never drawn or announced', async () => {
    const base = mock('200', 400, 'hits,slowfirst');
    const el = await make<SsSearch>('ss-search', '?q=first', `base-url="${mock('200', 0, 'hits')}"`);
    el.baseUrl = base.replace(',slowfirst', '');
    const list: ListDetail[] = [];
    el.addEventListener('ss-list', (e) => list.push(e.detail));
    el.baseUrl = mock('200', 300, 'hits');
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(...titles(el)));
    observer.observe(root(el), { subtree: true, childList: true, characterData: true });
    (el as unknown as { refine(s: object): void }).refine({ q: 'slow', filters: {}, sort: '', page: 1 });
    await wait(50);
    el.baseUrl = mock('200', 0, 'hits');
    (el as unknown as { refine(s: object): void }).refine({ q: 'fast', filters: {}, sort: '', page: 1 });
    await settle(el);
    await wait(400);
    // Any later update (a hover, a fold) draws what the controller holds: it must not hold the slow answer.
    el.requestUpdate();
    await el.updateComplete;
    observer.disconnect();
    expect(titles(el)[0]).to.equal('fast one');
    expect(shown.some((t) => t.startsWith('slow'))).to.equal(false, 'the slow answer was never drawn');
    expect(list.map((d) => d.query)).to.deep.equal(['fast']);
    const loads = performance.getEntriesByType('resource').filter((e) => e.name.includes('q=slow'));
    expect(loads.length).to.be.at.most(1);
  });

  it('follows an allow-listed suggested_url at once, replacing the history entry', async () => {
    const entries = history.length;
    const iframe = document.body.appendChild(document.createElement('iframe'));
    iframe.src = `/test/browser/fixtures/search.html?q=help&base=${encodeURIComponent(mock('200', 0, 'go'))}`;
    await until(() => iframe.contentWindow?.location.search.includes('redirected=1'));
    expect(iframe.contentWindow!.location.pathname).to.equal('/test/browser/fixtures/blank.html');
    // The frame's first page replaced its blank one; the redirect replaced the search page: no entry to go Back to.
    expect(history.length).to.equal(entries, 'the search page was replaced, so Back does not redirect again');
    iframe.remove();
  });
});

describe('<ss-search> with <ss-autocomplete> on the same page', () => {
  /** A header box submitting to this page and the results of `?q=headphones` under it, answered. */
  async function boxAndResults() {
    history.replaceState(null, '', `${location.pathname}?q=headphones`);
    const base = await serviceUrl();
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <ss-autocomplete tracker-id="demo" base-url=${base} action=${location.pathname}></ss-autocomplete>
      <ss-search tracker-id="demo" base-url=${base}></ss-search></div>`);
    const search = wrap.querySelector('ss-search')!;
    await settle(search);
    return { search, input: wrap.querySelector('ss-autocomplete')!.shadowRoot!.querySelector('input')! };
  }

  it('the box submits into the results without a page load', async () => {
    (window as { marker?: number }).marker = 2;
    const { search, input } = await boxAndResults();
    input.value = 'camera';
    input.form!.requestSubmit();
    await until(() => new URLSearchParams(location.search).get('q') === 'camera');
    await settle(search);
    expect(titles(search).join(' ').toLowerCase()).to.contain('camera');
    expect((window as { marker?: number }).marker).to.equal(2);
    expect(cards(search).length).to.be.above(0);
  });

  it('the box shows the query the results show: at load, after Back and Forward, never over what the shopper is typing', async () => {
    const { search, input } = await boxAndResults();
    expect(input.value, 'at load').to.equal('headphones');
    input.value = 'camera';
    input.form!.requestSubmit();
    await until(() => new URLSearchParams(location.search).get('q') === 'camera');
    await settle(search);
    input.blur();
    history.back();
    await until(() => new URLSearchParams(location.search).get('q') === 'headphones');
    await settle(search);
    expect(input.value, 'after Back').to.equal('headphones');
    input.focus();
    input.value = 'lapt';
    history.forward();
    await until(() => new URLSearchParams(location.search).get('q') === 'camera');
    await settle(search);
    expect(input.value, 'the shopper is typing: left alone').to.equal('lapt');
    input.blur();
    // "Did you mean" and the other in-page links go the same way.
    root(search).querySelector<HTMLElement>('.heading')!.focus();
    await (search as SsSearch)['results'].navigate(`${location.pathname}?q=tablet`);
    await settle(search);
    expect(input.value, 'a link within the results').to.equal('tablet');
  });
});

const live = (el: SsSearch) => root(el).querySelector('.live')!.textContent!;
