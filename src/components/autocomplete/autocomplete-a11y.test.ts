/** <ss-autocomplete>: axe-core in every visual state. */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { make, mock, serviceUrl, settled } from '../../../test/browser/autocomplete-fixture.js';
import { press, typeInto, until } from '../../../test/browser/harness.js';
import type { SsAutocomplete } from './autocomplete.component.js';

let base: string;
before(async () => {
  base = await serviceUrl();
  sessionStorage.clear();
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

  it('open with results and add-to-cart buttons, on a phone-sized screen too', async () => {
    for (const width of [1280, 390]) {
      await setViewport({ width, height: 800 });
      const [el, input, root] = await make({ extra: 'add-to-cart=' });
      await typeInto(input, 'headph');
      await settled(el);
      await press('ArrowDown');
      expect(root.querySelectorAll('[part=add-to-cart]').length).to.be.above(0);
      await expect(el).to.be.accessible();
    }
    await setViewport({ width: 800, height: 600 });
  });

  it('says the count again for another answer with as many suggestions, and not when the same answer is drawn again', async () => {
    const [el, input, root] = await make();
    const live = () => root.querySelector('.ss-live')!.textContent!;
    await typeInto(input, 'head');
    await settled(el);
    const first = live();
    expect(first.trim()).to.match(/^\d+ suggestions$/);
    await typeInto(input, 'p');
    await settled(el);
    expect(live().trim(), 'as many suggestions (the fixture\'s answers are full)').to.equal(first.trim());
    expect(live(), 'a changed text: screen readers say it again').not.to.equal(first);
    const second = live();
    await press('ArrowDown');
    await el.updateComplete;
    expect(live(), 'the same answer drawn again (an option made active): the same text, not said again').to.equal(second);
    await typeInto(input, 'h');
    await settled(el);
    expect(live().trim()).to.equal(first.trim());
    expect(live(), 'a third answer: changed again').not.to.equal(second);
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
    expect(root.querySelector('[part=status]')!.textContent).to.contain('No results for “qqqqzzzz”');
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
