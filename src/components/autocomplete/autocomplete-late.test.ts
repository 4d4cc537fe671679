/**
 * <ss-autocomplete>: a late answer never undoes what the shopper just did. A word typed at
 * about 120 ms a key shows the answer to its first letter while typing; the answer to the
 * whole word comes after the last key. What the shopper does in between must stand.
 * Each case runs with the test server answering at once and after 300 ms.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { make, mock, optionsOf, serviceUrl, texts } from '../../../test/browser/autocomplete-fixture.js';
import { press, typeInto, until, wait } from '../../../test/browser/harness.js';
import { SsAutocomplete } from './autocomplete.component.js';
import { SsSearchBox } from './search-box.component.js';

/** The title of the active option, by aria-activedescendant ('' when none). */
function activeTitle(input: HTMLInputElement): string {
  const id = input.getAttribute('aria-activedescendant');
  return id ? (input.getRootNode() as ShadowRoot).getElementById(id)!.querySelector('.ss-title')!.textContent! : '';
}

/**
 * Types the word like a shopper: the first letter, whose suggestions show, then the rest
 * at 120 ms a key. Resolves right after the last key, before the whole word's answer.
 */
async function typeWord(el: SsAutocomplete, root: ShadowRoot, input: HTMLInputElement): Promise<void> {
  await typeInto(input, 'h');
  await until(() => el.open && texts(root)[0]?.includes('Kept one'), Boolean, 3000);
  await typeInto(input, 'eadph', 120);
  expect(texts(root)[0], 'the first letter\'s answer is still what shows').to.contain('Kept one');
}

for (const delay of [0, 300]) {
  describe(`<ss-autocomplete>: late answers, service answering ${delay ? `after ${delay} ms` : 'at once'}`, () => {
    beforeEach(() => sessionStorage.clear());
    afterEach(() => resetMouse());
    /** Long enough for the whole word's answer to have come and been drawn. */
    const pastTheLateAnswer = () => wait(delay + 700);

    it('Escape right after the first suggestions: the panel stays closed', async () => {
      const [el, input, root] = await make({ base: mock('200', delay, 'stable') });
      await typeWord(el, root, input);
      await press('Escape');
      expect(el.open).to.equal(false);
      await pastTheLateAnswer();
      expect(el.open).to.equal(false);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      // Typing again asks again.
      await typeInto(input, 'o');
      await until(() => el.open, Boolean, delay + 2000);
      expect(texts(root)[0]).to.contain('Only for headpho');
    });

    it('ArrowDown right after the first suggestions: the same suggestion stays active, and Enter takes it', async () => {
      const [el, input, root] = await make({ base: mock('200', delay, 'stable') });
      await typeWord(el, root, input);
      await press('ArrowDown');
      expect(activeTitle(input)).to.equal('Kept one');
      await pastTheLateAnswer();
      expect(texts(root)[0], 'the whole word\'s answer is drawn').to.contain('Only for headph');
      expect(activeTitle(input), 'still on the suggestion the shopper chose').to.equal('Kept one');
      const chosen: string[] = [];
      el.addEventListener('ss-select', (e) => {
        e.preventDefault();
        chosen.push(e.detail.identity);
      });
      await press('Enter');
      expect(chosen).to.deep.equal(['keep-1']);
    });

    it('hover, then the late answer: the rows do not move under the pointer until it leaves', async () => {
      const [el, input, root] = await make({ base: mock('200', delay, 'stable') });
      await typeWord(el, root, input);
      const box = optionsOf(root)[0].getBoundingClientRect();
      const [x, y] = [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
      await sendMouse({ type: 'move', position: [x, y] });
      expect(activeTitle(input)).to.equal('Kept one');
      await pastTheLateAnswer();
      const under = root.elementFromPoint(x, y)!.closest('[role=option]')!;
      expect(under.querySelector('.ss-title')!.textContent).to.equal('Kept one');
      expect(activeTitle(input)).to.equal('Kept one');
      await sendMouse({ type: 'move', position: [x, Math.round(box.top - 200)] });
      await until(() => texts(root)[0].includes('Only for headph'));
      expect(texts(root)[0], 'the held answer is drawn once the pointer leaves').to.contain('Only for headph');
      expect(activeTitle(input)).to.equal('Kept one');
    });

    it('the active suggestion gone from a newer answer is cleared and announced', async () => {
      const [el, input, root] = await make({ base: mock('200', delay, 'stable') });
      await typeWord(el, root, input);
      await press('ArrowUp');
      expect(activeTitle(input)).to.equal('Only for h');
      await pastTheLateAnswer();
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(root.querySelector('[role=status]')!.textContent).to.match(/^The highlighted suggestion is gone\. 3 suggestions$/);
    });

    it('focus on the empty box, then Escape before the popular items come: the panel stays closed', async () => {
      sessionStorage.clear();
      const [el, input] = await make({ base: mock('200', delay, 'stable') });
      input.focus();
      await press('Escape');
      await wait(delay + 500);
      expect(el.open).to.equal(false);
      sessionStorage.clear();
    });
  });
}

/**
 * A shop's form (its box holding `value`) under a `tag` not defined yet, on the page; `typing`
 * runs with the box focused; then the tag is defined as `base`, and its first update is awaited.
 */
async function lateElement(tag: string, base: typeof SsAutocomplete, value: string, typing: (input: HTMLInputElement) => void, action = '/results'): Promise<[SsAutocomplete, HTMLInputElement]> {
  const host = document.createElement(tag) as SsAutocomplete;
  host.setAttribute('tracker-id', 'demo');
  host.setAttribute('base-url', await serviceUrl());
  host.innerHTML = `<form action="${action}" role="search"><input type="search" name="q" value="${value}" aria-label="Search"><button>Search</button></form>`;
  document.body.append(host);
  const input = host.querySelector('input')!;
  input.focus();
  typing(input);
  customElements.define(tag, class extends base {} as unknown as CustomElementConstructor);
  await host.updateComplete;
  return [host, input];
}

// The element's script comes while the shopper is typing in the shop's box (a slow network): the
// box moves into the element (a shadow root, or the loader's <ss-search-box> in the page) and
// must keep the focus, the caret and what is typed, and answer it.
for (const [tag, base] of [['ss-late-autocomplete', SsAutocomplete], ['ss-late-search-box', SsSearchBox]] as const) {
  describe(`<${base === SsSearchBox ? 'ss-search-box' : 'ss-autocomplete'}> defined while the shopper types`, () => {
    it('keeps the focus and the caret in the box, and shows the suggestions of what is typed', async () => {
      const [host, input] = await lateElement(tag, base, '', (box) => {
        box.value = 'headph';
        box.setSelectionRange(3, 3);
      });
      expect(input.matches(':focus'), 'the box keeps the focus').to.equal(true);
      expect([input.value, input.selectionStart, input.selectionEnd]).to.deep.equal(['headph', 3, 3]);
      await until(() => host.open && optionsOf((host.shadowRoot ?? host) as ShadowRoot).length > 0, Boolean, 5000);
      host.remove();
    });

    it('on the results page, a box the shopper is in stays empty: the page\'s query would go around what they type', async () => {
      const url = location.href;
      history.replaceState(null, '', '?q=headphones');
      try {
        const [host, input] = await lateElement(`${tag}-tapped`, base, '', () => {}, location.pathname);
        expect([input.matches(':focus'), input.value]).to.deep.equal([true, '']);
        host.remove();
      } finally {
        history.replaceState(null, '', url);
      }
    });

    it('a box the theme focuses holding the query it printed keeps the focus, and no panel opens over the page', async () => {
      const [host, input] = await lateElement(`${tag}-printed`, base, 'headphones', () => {});
      await wait(700);
      expect([input.matches(':focus'), input.value, host.open]).to.deep.equal([true, 'headphones', false]);
      host.remove();
    });
  });
}
