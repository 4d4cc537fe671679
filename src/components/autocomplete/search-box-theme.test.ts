/**
 * <ss-search-box> on a theme's own form: what the theme's markup and scripts do to the box
 * stays working (Dawn's search, measured on its real markup, CSS and scripts; see
 * docs/install.md).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { serviceUrl } from '../../../test/browser/autocomplete-fixture.js';
import { typeInto, until } from '../../../test/browser/harness.js';
import './search-box.js';
import type { SsSearchBox } from './search-box.component.js';

describe('<ss-search-box> on a theme\'s form', () => {
  it('shows the placeholder again when the theme\'s reset button empties the box (Dawn\'s floating label reads :placeholder-shown)', async () => {
    const base = await serviceUrl();
    const el = await fixture<SsSearchBox>(html`<ss-search-box tracker-id="demo" base-url=${base}>
      <form action="/results"><input type="search" name="q" placeholder="Search"><button type="reset">Clear</button></form></ss-search-box>`);
    await el.updateComplete;
    const input = el.querySelector('input')!;
    // Dawn's search-form.js: the reset is cancelled and the box emptied by script (no input event).
    el.querySelector('form')!.addEventListener('reset', (e) => {
      e.preventDefault();
      input.value = '';
    });
    await typeInto(input, 'lamp');
    expect(input.matches(':placeholder-shown')).to.equal(false);
    el.querySelector<HTMLButtonElement>('button[type=reset]')!.click();
    await until(() => input.matches(':placeholder-shown'), Boolean, 1000).catch(() => undefined);
    expect([input.value, input.getAttribute('placeholder'), input.matches(':placeholder-shown')]).to.deep.equal(['', 'Search', true]);
    // A native reset (no script of the theme's) too.
    const plain = await fixture<SsSearchBox>(html`<ss-search-box tracker-id="demo" base-url=${base}>
      <form action="/results"><input type="search" name="q" placeholder="Find"></form></ss-search-box>`);
    await plain.updateComplete;
    const box = plain.querySelector('input')!;
    await typeInto(box, 'desk');
    plain.querySelector('form')!.reset();
    await until(() => box.matches(':placeholder-shown'), Boolean, 1000).catch(() => undefined);
    expect([box.value, box.getAttribute('placeholder')]).to.deep.equal(['', 'Find']);
  });
});
