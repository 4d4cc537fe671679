/**
 * <ss-autocomplete>: what it asks the network for (debounce, cache, aborts, errors), the
 * safety of what it shows, and analytics and identity through the event contract.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { Tracker } from '../../tracker/tracker.js';
import { make, mock, optionsOf, serviceUrl, settled, texts } from '../../../test/browser/autocomplete-fixture.js';
import { press, requestsSettled, requestsTo, typeInto, until, wait } from '../../../test/browser/harness.js';
import type { SsAutocomplete } from './autocomplete.component.js';

let base: string;
before(async () => {
  base = await serviceUrl();
  sessionStorage.clear();
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
    const before = await requestsSettled('/v3/autocomplete');
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
    expect(await requestsSettled('/v3/autocomplete')).to.equal(before);
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

  it('asks for text still being composed with an IME (Android keyboards compose every word), and leaves the IME its keys', async () => {
    const [el, input] = await make({ base: mock() });
    const before = await requestsSettled('/__mock/');
    input.focus();
    input.dispatchEvent(new CompositionEvent('compositionstart'));
    for (const v of ['k', 'ka', 'かな']) {
      input.value = v;
      input.dispatchEvent(new InputEvent('input', { isComposing: true, bubbles: true }));
    }
    await settled(el);
    expect(await requestsSettled('/__mock/')).to.equal(before + 1, 'one request, for the settled text');
    await until(() => el.open);
    // An arrow choosing a conversion, and Enter confirming it (Safari: after compositionend, keyCode 229), are the IME's.
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', isComposing: true, bubbles: true }));
    await el.updateComplete;
    expect(input.hasAttribute('aria-activedescendant'), 'the IME\'s arrow moved no option').to.equal(false);
    input.dispatchEvent(new CompositionEvent('compositionend'));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await el.updateComplete;
    expect(input.hasAttribute('aria-activedescendant')).to.equal(true);
    let chosen = false;
    el.addEventListener('ss-select', () => (chosen = true));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, bubbles: true }));
    await el.updateComplete;
    expect(chosen, 'Enter confirming a conversion chose the active option').to.equal(false);
  });

  it('shows a loading indicator only after 300 ms, and an error state that retries', async () => {
    // Timed from before the key: the request cannot start earlier, so however slowly a loaded
    // machine types, the indicator may not show sooner than 300 ms after it (no flash for a
    // quick answer), and the answer's 1.5 s leaves it the time to show.
    const [el, input, root] = await make({ base: mock('500,200', 1500) });
    const typed = performance.now();
    await typeInto(input, 'x');
    await until(() => el.loading, Boolean, 1400);
    expect(el.loading).to.equal(true);
    expect(performance.now() - typed).to.be.at.least(295, 'no flash of loading for a quick answer');
    expect(root.querySelector('[role=alert]')).to.equal(null);
    await until(() => root.querySelector('[role=alert]'), Boolean, 3000);
    expect(root.querySelector('[role=alert]')!.textContent).to.contain('could not be loaded');
    root.querySelector<HTMLButtonElement>('[part=retry]')!.click();
    await until(() => texts(root).length > 0, Boolean, 5000);
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

  it('a title of thousands of letters wraps and stops at three lines: every row fits in the panel', async () => {
    const el = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${mock('200', 0, 'long')}></ss-autocomplete>`);
    const input = el.shadowRoot!.querySelector('input')!;
    await typeInto(input, 'spe');
    await settled(el);
    const popup = el.shadowRoot!.querySelector('.ss-popup')!.getBoundingClientRect();
    const rows = optionsOf(el.shadowRoot!).map((o) => o.getBoundingClientRect());
    expect(rows.length).to.equal(2);
    expect(rows.map((r) => r.height < popup.height / 2 && r.right <= popup.right + 1), 'each row under half the panel, inside it').to.deep.equal([true, true]);
  });

  it('a suggestion whose title is no text is named by its title.untouched, not left as a bare price', async () => {
    const el = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${mock('200', 0, 'untitled')}></ss-autocomplete>`);
    await typeInto(el.shadowRoot!.querySelector('input')!, 'aur');
    await settled(el);
    expect(optionsOf(el.shadowRoot!).map((o) => o.querySelector('.ss-title')?.textContent)).to.deep.equal(['Aurora Speaker']);
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

describe('<ss-autocomplete>: analytics through the tracker', () => {
  it('reports the popup as Recommendation autocomplete_popup, the last typed list as Autocomplete, the choice as a click and add-to-cart as a conversion', async () => {
    sessionStorage.clear();
    // The Autocomplete list goes out once typing has stopped for autocompleteDelay. A loaded
    // machine can pause longer than the default 500 ms between keys typed 150 ms apart, which
    // rightly reports a prefix too; with 5 s no pause splits the word, and flush() sends it.
    const tracker = new Tracker({ trackerId: 'demo', eventsUrl: `${base}/events`, cookieName: `ss_ac_${Date.now()}`, autocompleteDelay: 5000 });
    const disconnect = tracker.connect(document);
    // Disconnected however the test ends: a tracker left connected answers the next tests' identity requests.
    try {
      const [el, input] = await make();
      input.focus();
      await until(() => el.open);
      el.addEventListener('ss-select', (e) => e.preventDefault());
      await typeInto(input, 'oled', 150);
      await settled(el);
      await press('ArrowDown');
      await press('Shift+Enter');
      await press('Enter');
      await tracker.flush();
      type Ev = { type: string; lists?: Record<string, { query: { string?: string; filters?: Record<string, string> } }>; action?: { type: string } };
      const events = await until(async () => ((await (await fetch(`${base}/__test/events?tracker_id=demo&client_id=${tracker.clientId}`)).json()) as { events: Ev[] }).events, (e) => e.length >= 4, 5000);
      const lists = events.filter((e) => e.type === 'event').map((e) => Object.keys(e.lists!)[0]);
      expect(lists).to.deep.equal(['Recommendation', 'Autocomplete']);
      const popup = events.find((e) => e.lists?.Recommendation)!.lists!.Recommendation.query.filters!;
      expect([popup.Recommender, popup.RecommenderClientId]).to.deep.equal(['autocomplete_popup', 'autocomplete_popup']);
      expect(events.find((e) => e.lists?.Autocomplete)!.lists!.Autocomplete.query.string).to.equal('oled');
      expect(events.filter((e) => e.type === 'click').map((e) => e.action!.type).sort()).to.deep.equal(['add-to-cart', 'click']);
    } finally {
      disconnect();
      tracker.destroy();
    }
  });
});

describe('<ss-autocomplete>: identity through the event contract', () => {
  /** The device_user_id of the autocomplete requests made for `q`. */
  const sentIds = (q: string) => performance.getEntriesByType('resource').map((e) => new URL(e.name))
    .filter((u) => u.pathname === '/v3/autocomplete' && u.searchParams.get('q') === q).map((u) => u.searchParams.get('device_user_id'));

  it('asks anonymously when no tracker is on the page', async () => {
    const [el, input] = await make();
    await typeInto(input, 'zqanon');
    await settled(el);
    expect(sentIds('zqanon')).to.deep.equal([null]);
  });

  it('sends the id of the connected tracker, whatever its cookie is called, and none before consent', async () => {
    const tracker = new Tracker({ trackerId: 'demo', eventsUrl: `${base}/events`, cookieName: `shop_visitor_${Date.now()}`, consent: 'pending' });
    const disconnect = tracker.connect(document);
    try {
      const [el, input] = await make();
      await typeInto(input, 'zqpend');
      await settled(el);
      tracker.setConsent('granted');
      input.value = '';
      await typeInto(input, 'zqgrant');
      await settled(el);
      expect(sentIds('zqpend')).to.deep.equal([null]);
      expect(sentIds('zqgrant')).to.deep.equal([tracker.clientId]);
    } finally {
      disconnect();
      tracker.destroy();
      tracker.setConsent('denied');
    }
  });
});
