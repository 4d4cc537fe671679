/**
 * <ss-autocomplete> in Chromium against the real local service (demo catalog): the form,
 * the combobox, layout and configuration. Network and safety: autocomplete-network.test.ts;
 * axe in every state: autocomplete-a11y.test.ts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { make, optionsOf, painted, serviceUrl, settled, texts } from '../../../test/browser/autocomplete-fixture.js';
import { press, requestsTo, typeInto, until } from '../../../test/browser/harness.js';
import type { SsAutocomplete } from './autocomplete.component.js';

let base: string;
before(async () => {
  base = await serviceUrl();
  sessionStorage.clear();
});

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

  it('on the page its form leads to, the box holds the query searched; elsewhere, and over a value the theme printed, it does not', async () => {
    const url = location.href;
    try {
      history.replaceState(null, '', `${location.pathname}?s=desk+lamp&q=other`);
      const here = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${base}>
        <form action=${location.pathname}><input name="s" placeholder="Search"></form></ss-autocomplete>`);
      await here.updateComplete;
      const box = here.shadowRoot!.querySelector('input')!;
      expect(box.value, 'the parameter its input submits').to.equal('desk lamp');
      expect(box.hasAttribute('placeholder'), 'no placeholder over the query').to.equal(false);
      expect(here.open, 'filling the box opens nothing').to.equal(false);
      const elsewhere = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${base} action="/results"></ss-autocomplete>`);
      await elsewhere.updateComplete;
      expect(elsewhere.shadowRoot!.querySelector('input')!.value, 'another page\'s box').to.equal('');
      const printed = await fixture<SsAutocomplete>(html`<ss-autocomplete tracker-id="demo" base-url=${base}>
        <form action=${location.pathname}><input name="s" value="lamp"></form></ss-autocomplete>`);
      await printed.updateComplete;
      expect(printed.shadowRoot!.querySelector('input')!.value, 'the theme\'s own value').to.equal('lamp');
    } finally {
      history.replaceState(null, '', url);
    }
  });

  it('shows the query the page\'s results show (ss-query), unless the shopper is in the box; none once it has left the page', async () => {
    const [el, input] = await make();
    const query = (q: string) => document.dispatchEvent(new CustomEvent('ss-query', { detail: { query: q } }));
    query('desk lamp');
    expect([input.value, input.hasAttribute('placeholder')]).to.deep.equal(['desk lamp', false]);
    input.focus();
    query('chair');
    expect(input.value, 'the shopper is in the box').to.equal('desk lamp');
    input.blur();
    const parent = el.parentElement!;
    el.remove();
    query('sofa');
    expect(input.value, 'no listener left behind').to.equal('desk lamp');
    parent.append(el);
    query('sofa');
    expect(input.value, 'back on the page').to.equal('sofa');
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
    const title = optionsOf(root)[0].querySelector('.ss-title')!;
    const text = title.lastChild;
    expect(title.querySelector('em'), 'no <em> when the browser paints highlights').to.equal(null);
    await typeInto(input, 'o');
    await settled(el);
    expect(optionsOf(root)[0].querySelector('.ss-title')!.lastChild, 'the same text node').to.equal(text);
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
    await el.updateComplete;
    expect(input.hasAttribute('aria-activedescendant'), 'Home: back in the text, no option active').to.equal(false);
    expect(optionsOf(root).some((o) => o.getAttribute('aria-selected') === 'true')).to.equal(false);
    await press('End');
    expect(input.selectionStart).to.equal(6);
    for (const key of ['End', 'ArrowLeft', 'ArrowRight']) {
      await press('ArrowDown');
      await el.updateComplete;
      expect(input.hasAttribute('aria-activedescendant')).to.equal(true);
      await press(key);
      await el.updateComplete;
      expect(input.hasAttribute('aria-activedescendant'), `${key}: no option active`).to.equal(false);
    }
    // Enter now searches the text, not the option that was active.
    let chosen = false;
    el.addEventListener('ss-select', () => (chosen = true), { once: true });
    el.addEventListener('ss-submit', (e) => e.preventDefault(), { once: true });
    const submitted = new Promise<string>((resolve) => el.addEventListener('ss-submit', (e) => resolve(e.detail.query), { once: true }));
    await press('Enter');
    expect([await submitted, chosen]).to.deep.equal(['zentro', false]);
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
    expect(headers).to.include.members(['Trending searches', 'Popular products']);
    expect(popular).to.equal(4);
  });

  it('offers the trending searches when nothing matches, below the message, and Enter searches one', async () => {
    const [el, input, root] = await make();
    await typeInto(input, 'qqqqzzzz');
    await settled(el);
    await until(() => root.querySelectorAll('[role=option]').length > 0);
    expect(root.querySelector('[part=status]')!.textContent).to.contain('No results for “qqqqzzzz”');
    expect(root.querySelector('.ss-live')!.textContent).to.contain('No results for “qqqqzzzz”');
    expect([...root.querySelectorAll('[part=section-header]')].map((h) => h.textContent)).to.deep.equal(['Trending searches']);
    // The message comes first, then the searches.
    expect(Boolean(root.querySelector('[part=status]')!.compareDocumentPosition(root.querySelector('[role=option]')!) & Node.DOCUMENT_POSITION_FOLLOWING)).to.equal(true);
    const first = root.querySelector('[role=option]')!.textContent!.trim();
    el.addEventListener('ss-submit', (e) => e.preventDefault(), { once: true });
    const submitted = new Promise<string>((resolve) => el.addEventListener('ss-submit', (e) => resolve(e.detail.query), { once: true }));
    await press('ArrowDown');
    await press('Enter');
    expect(await submitted).to.equal(first);
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

  it('puts the add-to-cart button beside the product option, not inside it, and a click adds that product', async () => {
    const [el, input, root] = await make({ extra: 'add-to-cart=' });
    await typeInto(input, 'earbuds');
    await settled(el);
    const button = root.querySelector<HTMLButtonElement>('[part=add-to-cart]')!;
    const option = button.parentElement!.querySelector<HTMLElement>('[role=option]')!;
    expect(button.closest('[role=option]')).to.equal(null);
    expect(root.getElementById(option.getAttribute('aria-describedby')!)!.textContent).to.equal('Shift+Enter adds to cart');
    const added: string[] = [];
    el.addEventListener('ss-add-to-cart', (e) => added.push(e.detail.identity));
    el.addEventListener('ss-select', () => added.push('select'));
    button.click();
    expect(added).to.have.length(1);
    expect(added[0]).to.match(/^item-/);
  });
});

describe('<ss-autocomplete>: layout', () => {
  it('lays product rows out as a grid and one-line rows as blocks, brand rows at full size', async () => {
    const [el, input, root] = await make();
    await typeInto(input, 'nordby');
    await settled(el);
    const groups = [...root.querySelectorAll<HTMLElement>('[role=group]')];
    const rowsOf = (heading: string) => [...groups.find((g) => g.querySelector('.ss-header')!.textContent === heading)!.querySelectorAll<HTMLElement>('[role=option]')];
    const [product] = rowsOf('Products');
    const [brand] = rowsOf('Brands');
    expect(getComputedStyle(product).display).to.equal('grid');
    expect(getComputedStyle(brand).display).to.equal('block');
    // A brand suggestion is a row like any other, not styled as a product's brand line.
    expect(getComputedStyle(brand).fontSize).to.equal(getComputedStyle(root.querySelector('.ss-listbox')!).fontSize);
    for (const row of [product, brand]) expect(row.getBoundingClientRect().height).to.be.at.least(44);
    // A photo of another shape is letterboxed on the row's own surface, not between grey bars.
    expect(getComputedStyle(product.querySelector('img')!).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
  });

  it('on a right-to-left page, a Latin title keeps its closing mark at its end (`E-Reader 6"`), aligned to the right as its row', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const [el, input, root] = await make();
      await typeInto(input, 'nordby edge');
      await settled(el);
      const title = [...root.querySelectorAll<HTMLElement>('[role=option] .ss-title')].find((t) => /"$/.test(t.textContent!.trim()))!;
      const text = title.lastChild as Text;
      const box = (from: number, to = from + 1) => {
        const range = document.createRange();
        range.setStart(text, from);
        range.setEnd(text, to);
        return range.getBoundingClientRect();
      };
      expect(box(text.data.length - 1).left > box(0).left, `the mark right of the first letter: ${text.data}`).to.equal(true);
      expect(Math.abs(box(0, text.data.length).right - title.getBoundingClientRect().right), 'the title ends at its row\'s right').to.be.below(2);
    } finally {
      document.documentElement.dir = 'ltr';
    }
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
    const products = optionsOf(root).filter((o) => o.classList.contains('t-item'));
    expect(products.length).to.be.above(0);
    expect(products.every((o) => o.querySelector('[part=brand]')!.textContent === 'Auralis')).to.equal(true);
    // Set while the list is open (a framework's ref after mount): the rows are drawn again.
    el.renderers = { ...el.renderers, item: (hit) => `Produit : ${hit.attributes['title.untouched']}` };
    await el.updateComplete;
    expect(optionsOf(root).filter((o) => o.textContent!.trim().startsWith('Produit : ')).length).to.equal(products.length);
  });

  it('takes the whole screen below its breakpoint, with a close button', async () => {
    const [el, input, root] = await make({ extra: 'fullscreen-below=5000' });
    await typeInto(input, 'tv');
    await settled(el);
    expect(root.querySelector('.ss-popup')!.classList.contains('ss-fullscreen')).to.equal(true);
    // It covers the page: a modal dialog holding the box and the panel, named.
    expect(['role', 'aria-modal', 'aria-label'].map((a) => el.getAttribute(a))).to.deep.equal(['dialog', 'true', 'Search suggestions']);
    root.querySelector<HTMLButtonElement>('[part=close]')!.click();
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(el.hasAttribute('role') || el.hasAttribute('aria-modal'), 'no dialog once closed').to.equal(false);
  });

  it('opens over the page (the top layer) when placed, and leaves it when closed: full screen later shows, in the page', async () => {
    const [el, input, root] = await make();
    const popup = root.querySelector<HTMLElement>('.ss-popup')!;
    await typeInto(input, 'tv');
    await settled(el);
    expect([popup.matches(':popover-open'), popup.checkVisibility()]).to.deep.equal([true, true]);
    await press('Escape');
    await el.updateComplete;
    expect([el.open, popup.matches(':popover-open'), popup.hasAttribute('popover')]).to.deep.equal([false, false, false]);
    // The window narrowed past its breakpoint meanwhile: the next open takes the whole screen, and shows.
    el.fullscreenBelow = 5000;
    input.value = '';
    await typeInto(input, 'tv');
    await settled(el);
    expect([el.fullscreen, popup.matches(':popover-open'), popup.checkVisibility(), optionsOf(root).length > 0]).to.deep.equal([true, false, true, true]);
  });
});
