/**
 * The answer cache of <ss-autocomplete>'s request side (SuggestionsController), on its own:
 * which answers it keeps, and for how long. The element's tests cover the rest against the
 * real service; here the requests are counted calls, so 50 answers take no 50 debounces.
 */
import { expect } from '@open-wc/testing';
import type { AutocompleteResponse, Hit } from '../../core/types.js';
import { SuggestionsController } from './suggestions.js';

function controller() {
  const asked: string[] = [];
  const answered: string[] = [];
  let box = '';
  const c = new SuggestionsController({ addController() {} } as never, {
    request: (q) => {
      asked.push(q);
      return Promise.resolve({ hits: [] } as unknown as AutocompleteResponse<Hit>);
    },
    current: () => box,
    answer: (q) => answered.push(q),
    fail: () => {},
    loading: () => {},
    lifecycle: () => {},
  });
  /** The box now holds `q`: answered at once from the cache, or asked for. */
  const type = async (q: string) => {
    box = q;
    const before = answered.length;
    c.changed(q);
    if (answered.length === before) await c.load(q);
  };
  return { asked, type };
}

describe('SuggestionsController cache', () => {
  it('keeps an answer that is used again, dropping the least recently used one', async () => {
    const { asked, type } = controller();
    await type('a');
    for (let i = 0; i < 49; i++) await type(`q${i}`);
    await type('a'); // from the cache: "a" is now the most recently used
    expect(asked.filter((q) => q === 'a')).to.have.length(1);
    await type('q-new'); // the 51st answer: "q0", used least recently, goes, not "a"
    await type('a');
    expect(asked.filter((q) => q === 'a'), '"a" still cached').to.have.length(1);
    await type('q0');
    expect(asked.filter((q) => q === 'q0'), '"q0" dropped and asked again').to.have.length(2);
  });

  it('asks again for an answer older than a minute', async () => {
    const { asked, type } = controller();
    const now = Date.now;
    let shift = 0;
    Date.now = () => now() + shift;
    try {
      await type('tv');
      await type('tv');
      expect(asked, 'a second later: from the cache').to.deep.equal(['tv']);
      shift = 61_000;
      await type('tv');
      expect(asked, 'a minute later: asked again').to.deep.equal(['tv', 'tv']);
    } finally {
      Date.now = now;
    }
  });
});
