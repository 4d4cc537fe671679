/**
 * <ss-autocomplete> draws its panel with code and styles it loads on the box's first focus or
 * input (panel.ts, a lazy chunk): typed into before they are in, the box shows its
 * suggestions once they are, styled from the first frame. The only test of its file, so that no other test has loaded the
 * code yet; the test server holds it back (`ss-hold`) until the answer is in.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { make, optionsOf, settled } from '../../../test/browser/autocomplete-fixture.js';
import { requestsSettled, typeInto, until, wait } from '../../../test/browser/harness.js';

const CODE = 'autocomplete/panel';

describe('<ss-autocomplete>: the panel\'s code loads on first use', () => {
  it('typed into before that code is in: the answer waits for it, then shows, announced, placed and styled from its first frame', async () => {
    const [el, input, root] = await make();
    expect(await requestsSettled(CODE), 'no panel code before the box is used').to.equal(0);
    await executeServerCommand('ss-hold', { url: CODE });
    const shown: string[] = [];
    let answered = 0;
    // The panel as the first frame after it opens draws it (the answer is shown, then rendered).
    let first: unknown[] = [];
    el.addEventListener('ss-results', (e) => {
      shown.push(e.detail.query);
      requestAnimationFrame(() => {
        const [popup, option] = [root.querySelector('.ss-popup')!, root.querySelector('[role=option]')];
        first = [popup.matches(':popover-open'), getComputedStyle(popup).position, getComputedStyle(popup).boxShadow !== 'none', option ? getComputedStyle(option).minHeight : 'no option'];
      });
    });
    el.addEventListener('loadend', () => answered++);
    await typeInto(input, 'headph');
    await until(() => answered, Boolean, 5000);
    await wait(200);
    expect([el.open, input.getAttribute('aria-expanded'), optionsOf(root).length, shown.length], 'answered, but the code is not in').to.deep.equal([false, 'false', 0, 0]);
    await executeServerCommand('ss-release', { url: CODE });
    await settled(el);
    expect(el.open).to.equal(true);
    expect(shown, 'the latest answer, once').to.deep.equal(['headph']);
    expect(optionsOf(root).length).to.be.greaterThan(0);
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(root.querySelector('.ss-live')!.textContent).to.match(/^\d+ suggestions$/);
    expect(first, 'the panel\'s styles and placement came with its code: over the page, scrolling with it, its shadow').to.deep.equal([true, 'absolute', true, '44px']);
    // Placed under the box by place.ts, which came with the code.
    const [popup, box] = [root.querySelector<HTMLElement>('.ss-popup')!.getBoundingClientRect(), input.getBoundingClientRect()];
    expect(popup.top).to.be.closeTo(box.bottom + 4, 2);
    expect(await requestsSettled(CODE), 'the code loaded once').to.be.greaterThan(0);
  });
});
