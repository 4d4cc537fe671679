/**
 * <ss-autocomplete> in Chromium against the real local service (demo catalog), and the
 * test server's mock for precise behaviours (slow answers, failures, hostile text).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { service } from '../../../test/browser/service.js';
import { press, requestsTo, typeInto, until, wait } from '../../../test/browser/harness.js';
import { emulateMedia } from '@web/test-runner-commands';
import './autocomplete.js';
import type { SsAutocomplete } from './autocomplete.component.js';
import { Tracker } from '../../tracker/tracker.js';

let base: string;
before(async () => {
  base = (await service()).url;
  sessionStorage.clear();
});

let seq = 0;
/** A base URL whose requests go to a fresh mock scenario (see web-test-runner.config.mjs). */
const mock = (plan = '200', delay = 0, mode = '') => `http://localhost:${location.port}/__mock/ac${Date.now()}-${seq++}~${plan}~${delay}~${mode}`;

async function make(attrs: { base?: string; extra?: string } = {}): Promise<[SsAutocomplete, HTMLInputElement, ShadowRoot]> {
  const el = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${attrs.base ?? base}></ss-autocomplete>`);
  for (const pair of (attrs.extra ?? '').split(' ').filter(Boolean)) {
    const at = pair.indexOf('=');
    el.setAttribute(pair.slice(0, at), pair.slice(at + 1));
  }
  await el.updateComplete;
  const root = el.shadowRoot!;
  return [el, root.querySelector('input')!, root];
}

const optionsOf = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role=option]')];
/** The text the `ss-match` highlight paints inside `el` (CSS Custom Highlight API ranges). */
const painted = (el: Element) => [...CSS.highlights.get('ss-match')!].map((r) => r as StaticRange).filter((r) => el.contains(r.startContainer))
  .map((r) => (r.startContainer as Text).data.slice(r.startOffset, r.endOffset));
const texts = (root: ShadowRoot) => optionsOf(root).map((o) => o.textContent!.replace(/\s+/g, ' ').trim());
async function settled(el: SsAutocomplete) {
  await wait(400);
  await el.requestComplete;
  await el.updateComplete;
}

describe('<ss-autocomplete>: the form', () => {
  it('renders its own search form when given none', async () => {
    const [, input, root] = await make();
    const form = root.querySelector('form')!;
    expect(form.getAttribute('action')).to.equal('/search');
    expect([input.name, input.type, input.enterKeyHint, input.getAttribute('aria-label')]).to.deep.equal(['q', 'search', 'search', 'Search']);
  });

  it('shows the placeholder only while the box is empty, on its own input and on the shop\'s', async () => {
    const own = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${base} placeholder="Find"></ss-autocomplete>`);
    await own.updateComplete;
    const input = own.shadowRoot!.querySelector('input')!;
    const light = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${base}>
      <form action="/results"><input name="q" placeholder="Search the shop"></form></ss-autocomplete>`);
    await light.updateComplete;
    for (const [box, hint] of [[input, 'Find'], [light.shadowRoot!.querySelector('input')!, 'Search the shop']] as const) {
      expect(box.placeholder).to.equal(hint);
      await typeInto(box, 'la');
      expect(box.hasAttribute('placeholder'), 'no placeholder while the box holds text').to.equal(false);
      await press('Backspace');
      await press('Backspace');
      expect(box.placeholder, 'back once the box is empty').to.equal(hint);
      await typeInto(box, 'x');
      await press('Escape');
      await press('Escape');
      expect([box.value, box.placeholder], 'back when Escape clears the box').to.deep.equal(['', hint]);
    }
  });

  it('enhances the shop\'s form: same action, input name and hidden fields, submitting natively', async () => {
    const el = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${base}>
      <form action="/results" method="get"><input type="hidden" name="lang" value="fr"><input name="query" type="text"><button>Go</button></form>
    </ss-autocomplete>`);
    await el.updateComplete;
    const form = el.shadowRoot!.querySelector('form')!;
    expect(form.getAttribute('action')).to.equal('/results');
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[name=lang]')!.value).to.equal('fr');
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[name=query]')!;
    input.value = 'lamp';
    let prevented: boolean | undefined;
    form.addEventListener('submit', (e) => {
      prevented = e.defaultPrevented;
      e.preventDefault(); // keep the test page
    });
    form.requestSubmit();
    expect(prevented).to.equal(false, 'the browser submits /results?lang=fr&query=lamp itself');
  });
});

describe('<ss-autocomplete>: suggestions and ARIA', () => {
  it('follows the APG combobox pattern: roles, states and references in one tree scope', async () => {
    const [el, input, root] = await make();
    expect([input.getAttribute('role'), input.getAttribute('aria-autocomplete'), input.getAttribute('aria-expanded')]).to.deep.equal(['combobox', 'list', 'false']);
    const listbox = root.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    await typeInto(input, 'headph');
    await settled(el);
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(el.open).to.equal(true);
    const groups = [...root.querySelectorAll('[role=group]')];
    expect(groups.map((g) => root.getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).to.deep.equal(['Products', 'Categories', 'Suggestions']);
    expect(root.querySelector('[role=status]')!.textContent).to.match(/^\d+ suggestions$/);
    expect(texts(root)[0]).to.match(/Headph/i);
    expect(painted(optionsOf(root)[0]).map((t) => t.toLowerCase())).to.deep.equal(['headph']);
  });

  it('paints the match without touching the text: the next keystroke moves the ranges, the title stays one text node', async () => {
    const [el, input, root] = await make();
    await typeInto(input, 'headph');
    await settled(el);
    const title = optionsOf(root)[0].querySelector('.title')!;
    const text = title.lastChild;
    expect(title.querySelector('em'), 'no <em> when the browser paints highlights').to.equal(null);
    await typeInto(input, 'o');
    await settled(el);
    expect(optionsOf(root)[0].querySelector('.title')!.lastChild, 'the same text node').to.equal(text);
    expect(painted(optionsOf(root)[0]).map((t) => t.toLowerCase())).to.deep.equal(['headpho']);
    expect(CSS.highlights.get('ss-match')!.size).to.be.above(0);
    el.remove();
    expect(CSS.highlights.get('ss-match')!.size, 'the ranges leave with the element').to.equal(0);
  });

  it('moves through options with the arrow keys, wrapping, and leaves Home/End to the caret', async () => {
    const [el, input, root] = await make();
    await typeInto(input, 'zentro');
    await settled(el);
    const count = optionsOf(root).length;
    await press('ArrowDown');
    await el.updateComplete;
    const first = optionsOf(root)[0];
    expect(input.getAttribute('aria-activedescendant')).to.equal(first.id);
    expect(first.getAttribute('aria-selected')).to.equal('true');
    await press('ArrowUp');
    await el.updateComplete;
    expect(input.getAttribute('aria-activedescendant')).to.equal(optionsOf(root)[count - 1].id, 'ArrowUp on the first wraps to the last');
    expect(optionsOf(root).filter((o) => o.getAttribute('aria-selected') === 'true')).to.have.length(1);
    await press('Home');
    expect(input.selectionStart).to.equal(0);
    await press('End');
    expect(input.selectionStart).to.equal(6);
  });

  it('chooses with Enter (ss-select with its position), closes with Escape, clears with a second Escape', async () => {
    const [el, input, root] = await make();
    await typeInto(input, 'tv');
    await settled(el);
    const chosen: Array<{ position: number; type: string; identity: string }> = [];
    el.addEventListener('ss-select', (e) => {
      chosen.push(e.detail);
      e.preventDefault();
    });
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Enter');
    expect(chosen).to.have.length(1);
    expect(chosen[0].position).to.equal(2);
    expect(chosen[0].identity).to.equal(optionsOf(root)[1] ? chosen[0].identity : '');
    await press('Escape');
    await el.updateComplete;
    expect([el.open, input.getAttribute('aria-expanded')]).to.deep.equal([false, 'false']);
    expect(input.value).to.equal('tv');
    await press('Escape');
    expect(input.value).to.equal('');
  });

  it('closes on Tab, and focus moves on past the panel', async () => {
    const [el, input] = await make();
    const after = document.body.appendChild(document.createElement('button'));
    await typeInto(input, 'tv');
    await settled(el);
    await press('Tab');
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(document.activeElement).to.equal(after);
    after.remove();
  });

  it('works with the mouse inside the shadow root, and closes when focus leaves', async () => {
    const [el, input, root] = await make();
    const outside = document.body.appendChild(document.createElement('button'));
    await typeInto(input, 'oled');
    await settled(el);
    const option = optionsOf(root)[1];
    option.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(input.getAttribute('aria-activedescendant')).to.equal(option.id);
    let selected = '';
    el.addEventListener('ss-select', (e) => {
      selected = e.detail.identity;
      e.preventDefault();
    });
    option.click();
    expect(selected).to.not.equal('');
    outside.focus();
    await el.updateComplete;
    expect(el.open).to.equal(false);
    outside.remove();
  });

  it('shows recent, trending and popular items on an empty focus, announcing ss-popular', async () => {
    const [el, input, root] = await make();
    let popular = 0;
    el.addEventListener('ss-popular', (e) => (popular = e.detail.hits.length));
    input.focus();
    await until(() => el.open);
    await el.updateComplete;
    const headers = [...root.querySelectorAll('[part=section-header]')].map((h) => h.textContent);
    expect(headers).to.include.members(['Trending', 'Popular products']);
    expect(popular).to.equal(4);
  });

  it('sends Shift+Enter on a product as ss-add-to-cart', async () => {
    const [el, input] = await make();
    await typeInto(input, 'earbuds');
    await settled(el);
    let added = '';
    el.addEventListener('ss-add-to-cart', (e) => (added = e.detail.identity));
    await press('ArrowDown');
    await press('Shift+Enter');
    expect(added).to.match(/^item-/);
  });
});

describe('<ss-autocomplete>: network', () => {
  it('asks at most once per settled input: a word typed at 100 ms per key costs few requests', async () => {
    const [el, input, root] = await make();
    const before = requestsTo('/v3/autocomplete');
    await typeInto(input, 'headphones', 100);
    await settled(el);
    const requests = requestsTo('/v3/autocomplete') - before;
    expect(requests).to.be.at.most(6, `${requests} requests for 10 keystrokes`);
    expect(texts(root).join(' ')).to.match(/Headphones/);
  });

  it('shows each new answer, word after word', async () => {
    const [el, input, root] = await make();
    await typeInto(input, 'tv');
    await settled(el);
    expect(texts(root)[0]).to.not.match(/oled/i);
    await typeInto(input, ' oled');
    await settled(el);
    expect(texts(root)[0]).to.match(/OLED TV/);
    await press('Backspace');
    await press('Backspace');
    await press('Backspace');
    await press('Backspace');
    await settled(el);
    expect(texts(root)[0], 'back to "tv o": no stale "tv oled" list').to.match(/tv/i);
    expect(root.querySelector('[role=status]')!.textContent).to.match(/^\d+ suggestions$/);
  });

  it('answers an earlier query from its cache, without a request', async () => {
    const [el, input, root] = await make();
    await typeInto(input, 'blend', 400);
    await settled(el);
    const before = requestsTo('/v3/autocomplete');
    // Nothing is left to abort once the requests are answered (an abort() costs Chromium ~8 µs).
    const abort = AbortController.prototype.abort;
    let aborts = 0;
    AbortController.prototype.abort = function (this: AbortController, reason?: unknown) {
      aborts++;
      abort.call(this, reason);
    };
    try {
      await press('Backspace');
      await el.updateComplete;
    } finally {
      AbortController.prototype.abort = abort;
    }
    expect(requestsTo('/v3/autocomplete')).to.equal(before);
    expect(aborts, 'abort() calls for a keystroke answered from the cache').to.equal(0);
    expect(texts(root).join(' ')).to.match(/Blend/i);
  });

  it('aborts a superseded request and never shows its stale answer', async () => {
    const [el, input, root] = await make({ base: mock('200', 900, 'slowfirst') });
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(...texts(root)));
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    let ends = 0;
    el.addEventListener('loadend', () => ends++);
    await typeInto(input, 'a');
    await wait(300); // the first request is now waiting on the slow answer
    await typeInto(input, 'b');
    await until(() => texts(root).length > 0, Boolean, 3000);
    await wait(1000); // long past the slow answer
    observer.disconnect();
    expect(texts(root)[0]).to.contain('Result for ab');
    expect(seen.some((t) => t.includes('Result for a ') || t.endsWith('Result for a'))).to.equal(false);
    expect(ends).to.equal(2);
  });

  it('sends nothing while an IME composition is open', async () => {
    const [el, input] = await make({ base: mock() });
    const before = requestsTo('/__mock/');
    input.focus();
    input.dispatchEvent(new CompositionEvent('compositionstart'));
    for (const v of ['k', 'ka', 'かな']) {
      input.value = v;
      input.dispatchEvent(new InputEvent('input', { isComposing: true, bubbles: true }));
    }
    await wait(500);
    expect(requestsTo('/__mock/')).to.equal(before);
    input.dispatchEvent(new CompositionEvent('compositionend'));
    await settled(el);
    expect(requestsTo('/__mock/')).to.equal(before + 1);
  });

  it('shows a loading indicator only after 300 ms, and an error state that retries', async () => {
    const [el, input, root] = await make({ base: mock('500,200', 600) });
    await typeInto(input, 'x');
    await wait(250);
    expect(el.loading).to.equal(false, 'no flash of loading for a quick answer');
    await wait(400);
    expect(el.loading).to.equal(true);
    await until(() => root.querySelector('[role=alert]'));
    expect(root.querySelector('[role=alert]')!.textContent).to.contain('could not be loaded');
    root.querySelector<HTMLButtonElement>('[part=retry]')!.click();
    await until(() => texts(root).length > 0, Boolean, 3000);
    expect(texts(root)[0]).to.contain('Result for x');
    expect(el.loading).to.equal(false);
  });
});

describe('<ss-autocomplete>: safety', () => {
  it('renders hostile titles as text and refuses their URLs', async () => {
    const [el, input, root] = await make({ base: mock('200', 0, 'xss') });
    await typeInto(input, 'spe');
    await settled(el);
    const option = optionsOf(root)[0];
    expect(option.textContent).to.contain('<img src=x onerror="window.__pwned=1">');
    expect(option.querySelector('img')!.getAttribute('src')).to.match(/^data:image\/svg/);
    expect(root.querySelectorAll('img[src="x"]')).to.have.length(0);
    el.addEventListener('ss-select', (e) => e.preventDefault());
    await wait(50);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('refuses a javascript: suggested_url and submits the search instead', async () => {
    const [el, input, root] = await make({ base: mock('200', 0, 'redirect') });
    await typeInto(input, 'help');
    await settled(el);
    let prevented: boolean | undefined;
    root.querySelector('form')!.addEventListener('submit', (e) => {
      prevented = e.defaultPrevented;
      e.preventDefault();
    });
    await press('Enter');
    expect(prevented).to.equal(false);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('fills a shop template with text only, dropping unsafe URLs', async () => {
    const el = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${mock('200', 0, 'xss')}>
      <template data-type="item"><b class="t">{{title}}</b> <i class="p">{{price_formatted}}</i><a class="l" href="{{url}}" onclick="{{title}}">go</a></template>
    </ss-autocomplete>`);
    const input = el.shadowRoot!.querySelector('input')!;
    await typeInto(input, 'spe');
    await settled(el);
    const row = optionsOf(el.shadowRoot!)[0];
    expect(row.querySelector('.t')!.textContent).to.equal('<img src=x onerror="window.__pwned=1"> Speaker');
    expect(row.querySelector('.p')!.textContent).to.equal('$10.00');
    expect(row.querySelector('.l')!.hasAttribute('href')).to.equal(false);
    expect(row.querySelector('.l')!.hasAttribute('onclick')).to.equal(false);
    expect(getComputedStyle(row).display, 'a shop row keeps the flex row its markup expects').to.equal('flex');
  });
});

describe('<ss-autocomplete>: layout', () => {
  it('lays product rows out as a grid and one-line rows as blocks, brand rows at full size', async () => {
    const [el, input, root] = await make();
    await typeInto(input, 'nordby');
    await settled(el);
    const groups = [...root.querySelectorAll<HTMLElement>('[role=group]')];
    const rowsOf = (heading: string) => [...groups.find((g) => g.querySelector('.header')!.textContent === heading)!.querySelectorAll<HTMLElement>('[role=option]')];
    const [product] = rowsOf('Products');
    const [brand] = rowsOf('Brands');
    expect(getComputedStyle(product).display).to.equal('grid');
    expect(getComputedStyle(brand).display).to.equal('block');
    // A brand suggestion is a row like any other, not styled as a product's brand line.
    expect(getComputedStyle(brand).fontSize).to.equal(getComputedStyle(root.querySelector('.listbox')!).fontSize);
    for (const row of [product, brand]) expect(row.getBoundingClientRect().height).to.be.at.least(44);
  });
});

describe('<ss-autocomplete>: configuration', () => {
  it('uses the version\'s own endpoint and names (api-version 2 and 1)', async () => {
    for (const [version, path] of [['2', '/autocomplete/v2?'], ['1', '/autocomplete?']]) {
      const [el, input, root] = await make({ extra: `api-version=${version}` });
      const before = requestsTo(path);
      await typeInto(input, 'nov');
      await settled(el);
      expect(requestsTo(path) - before).to.be.at.least(1);
      expect(optionsOf(root).length).to.be.greaterThan(0);
    }
  });

  it('takes per-type filters, its own strings and a JS renderer', async () => {
    const [el, input, root] = await make({ extra: 'filters=item=brand:Auralis types=item:5,brand:1 text-item=Produits' });
    el.renderers = { brand: (hit) => `Marque : ${hit.attributes['title.untouched']}` };
    await typeInto(input, 'head');
    await settled(el);
    const headers = [...root.querySelectorAll('[part=section-header]')].map((h) => h.textContent);
    expect(headers[0]).to.equal('Produits');
    const products = optionsOf(root).filter((o) => o.classList.contains('item'));
    expect(products.every((o) => o.querySelector('[part=brand]')!.textContent === 'Auralis')).to.equal(true);
  });

  it('takes the whole screen below its breakpoint, with a close button', async () => {
    const [el, input, root] = await make({ extra: 'fullscreen-below=5000' });
    await typeInto(input, 'tv');
    await settled(el);
    expect(root.querySelector('.popup')!.classList.contains('fullscreen')).to.equal(true);
    root.querySelector<HTMLButtonElement>('[part=close]')!.click();
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });
});

describe('<ss-autocomplete>: analytics through the tracker', () => {
  it('reports the popup as Recommendation autocomplete_popup, the last typed list as Autocomplete, the choice as a click and add-to-cart as a conversion', async () => {
    sessionStorage.clear();
    const tracker = new Tracker({ trackerId: 'demo', eventsUrl: `${base}/events`, cookieName: `ss_ac_${Date.now()}` });
    const disconnect = tracker.connect(document);
    const [el, input] = await make();
    input.focus();
    await until(() => el.open);
    el.addEventListener('ss-select', (e) => e.preventDefault());
    await typeInto(input, 'oled', 150);
    await settled(el);
    await press('ArrowDown');
    await press('Shift+Enter');
    await press('Enter');
    await wait(700); // the 500 ms of quiet after the last suggestions
    await tracker.flush();
    type Ev = { type: string; lists?: Record<string, { query: { string?: string; filters?: Record<string, string> } }>; action?: { type: string } };
    const events = await until(async () => ((await (await fetch(`${base}/__test/events?tracker_id=demo&client_id=${tracker.clientId}`)).json()) as { events: Ev[] }).events, (e) => e.length >= 4, 5000);
    const lists = events.filter((e) => e.type === 'event').map((e) => Object.keys(e.lists!)[0]);
    expect(lists).to.deep.equal(['Recommendation', 'Autocomplete']);
    const popup = events.find((e) => e.lists?.Recommendation)!.lists!.Recommendation.query.filters!;
    expect([popup.Recommender, popup.RecommenderClientId]).to.deep.equal(['autocomplete_popup', 'autocomplete_popup']);
    expect(events.find((e) => e.lists?.Autocomplete)!.lists!.Autocomplete.query.string).to.equal('oled');
    expect(events.filter((e) => e.type === 'click').map((e) => e.action!.type).sort()).to.deep.equal(['add-to-cart', 'click']);
    disconnect();
    tracker.destroy();
  });
});

describe('<ss-autocomplete>: accessibility (axe) in every state', () => {
  it('closed', async () => {
    const [el] = await make();
    await expect(el).to.be.accessible();
  });

  it('open with results', async () => {
    const [el, input] = await make();
    await typeInto(input, 'headph');
    await settled(el);
    await press('ArrowDown');
    await expect(el).to.be.accessible();
  });

  it('empty-box panel', async () => {
    const [el, input] = await make();
    input.focus();
    await until(() => el.open);
    await expect(el).to.be.accessible();
  });

  it('no results', async () => {
    const [el, input, root] = await make();
    await typeInto(input, 'qqqqzzzz');
    await settled(el);
    expect(root.querySelector('[part=status]')!.textContent).to.contain('No suggestions');
    await expect(el).to.be.accessible();
  });

  it('open with results in dark mode, with the shop\'s own Search button', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    try {
      const el = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${base}>
        <form action="/search"><input type="search" name="q" aria-label="Search"><button>Search</button></form></ss-autocomplete>`);
      await el.updateComplete;
      await typeInto(el.shadowRoot!.querySelector('input')!, 'headph');
      await settled(el);
      await expect(el).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('loading and error', async () => {
    const [el, input, root] = await make({ base: mock('500', 600) });
    await typeInto(input, 'x');
    await until(() => el.loading);
    await expect(el).to.be.accessible();
    await until(() => root.querySelector('[role=alert]'));
    await expect(el).to.be.accessible();
  });
});
