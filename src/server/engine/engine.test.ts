/** Unit checks of the engine pieces that the HTTP tests reach only indirectly. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FilterError, parseFilter } from './filters.js';
import { highlight } from './highlight.js';
import { runQuery } from './query.js';
import { SiteIndex } from './site-index.js';
import { before } from './popularity.js';
import { terms } from './text.js';
import { demoCatalog } from '../catalog/load.js';
import { groupFilters } from './filters.js';

describe('parseFilter', () => {
  it('reads equality, ranges, value_missing, geo ranges and category paths', () => {
    assert.deepEqual(parseFilter('brand:Acme'), { raw: 'brand:Acme', field: 'brand', kind: 'eq', value: 'Acme' });
    assert.equal(parseFilter('price:10|100').kind, 'range');
    assert.deepEqual([parseFilter('price:10|').from, parseFilter('price:10|').to], ['10', '']);
    assert.equal(parseFilter('release_date:2024-01-01|2025-01-01').kind, 'range');
    assert.equal(parseFilter('color:value_missing').kind, 'missing');
    assert.equal(parseFilter('category_path:A||B').kind, 'eq', '|| is a path, not a range');
    assert.equal(parseFilter('title:a|b').kind, 'eq', 'a bar between words is text');
    assert.equal(parseFilter('url:http://x').value, 'http://x', 'only the first colon splits');
    assert.deepEqual([parseFilter('geo_range:|50km').kind, parseFilter('geo_range:|50km').to], ['geo', '50']);
    assert.equal(parseFilter('geo_location:geo_range:5|10').field, 'geo_location');
  });

  it('rejects what is not <field>:<value>', () => {
    assert.throws(() => parseFilter('brand'), FilterError);
    assert.throws(() => parseFilter(':x'), FilterError);
    assert.throws(() => parseFilter('geo_range:near'), FilterError);
  });
});

describe('highlight', () => {
  it('wraps whole words and the typed prefix, leaving the rest as stored', () => {
    assert.equal(highlight('Wireless Headphones', ['wireless', 'head'], 'head'), '<em>Wireless</em> <em>Head</em>phones');
    assert.equal(highlight('<b>Head</b>set', ['head'], 'head'), '<b><em>Head</em></b>set');
    assert.equal(highlight('Café Crème', ['cafe'], undefined), '<em>Café</em> Crème');
  });

  it('marks a Chinese or Japanese word inside a longer run by its pairs of letters', () => {
    const marks = (text: string, q: string) => {
      const t = terms(q);
      return highlight(text, t, t[t.length - 1]);
    };
    assert.equal(marks('ワイヤレスヘッドホン 黒', 'ヘッドホン'), 'ワイヤレス<em>ヘッドホン</em> 黒');
    assert.equal(marks('4Kテレビ 55型', '4k テレ'), '<em>4Kテレ</em>ビ 55型');
    assert.equal(marks('ﾍｯﾄﾞﾎﾝ', 'ヘッドホン'), '<em>ﾍｯﾄﾞﾎﾝ</em>', 'half-width, its voiced mark with its letter');
    assert.equal(marks('音楽プレーヤー', '音'), '<em>音</em>楽プレーヤー');
  });
});

describe('Chinese and Japanese text', () => {
  const index = new SiteIndex();
  index.load([
    { identity: 'hp', type: 'item', fields: { title: 'ワイヤレスヘッドホン ノイズキャンセリング', popularity: 10 } },
    { identity: 'tv', type: 'item', fields: { title: '4Kテレビ 55型', popularity: 20 } },
    { identity: 'zh', type: 'item', fields: { title: '无线蓝牙耳机', popularity: 5 } },
    { identity: 'sony-hp', type: 'item', fields: { title: 'ソニー ワイヤレスヘッドホン', popularity: 1 } },
    { identity: 'monitor', type: 'item', fields: { title: 'モニターヘッドホン', popularity: 30 } },
    { identity: 'pana', type: 'item', fields: { title: 'パナソニック 4K液晶テレビ', popularity: 40 } },
    { identity: 'sony-tv', type: 'item', fields: { title: 'ソニー 4Kテレビ', popularity: 2 } },
    { identity: 'bravia', type: 'item', fields: { title: 'Bravia XR-55A80L', categories: ['テレビ'], popularity: 3 } },
    { identity: 'nfd', type: 'item', fields: { title: 'ヘット\u3099ホン スタンド', popularity: 0 } },
    { identity: 'long', type: 'item', fields: { title: 'ながい', description: 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん'.repeat(6), popularity: 0 } },
  ]);
  const ids = (q: string) => {
    const match = index.match({ q });
    return match ? Array.from(match.ordered, (id) => index.doc(id)!.identity) : [];
  };

  it('splits runs of their letters into overlapping pairs, as CJK search engines index them', () => {
    assert.deepEqual(terms('ヘッドホン'), ['ヘッ', 'ット', 'トホ', 'ホン']);
    assert.deepEqual(terms('4Kテレビ 55型'), ['4k', 'テレ', 'レヒ', '55', '型']);
    assert.deepEqual(terms('東京 音'), ['東京', '音']);
  });

  it('finds a word inside a longer one, as typed, and half-width katakana as full-width', () => {
    assert.deepEqual(new Set(ids('ヘッドホン')), new Set(['hp', 'sony-hp', 'monitor', 'nfd']));
    assert.deepEqual(ids('ノイズ'), ['hp']);
    assert.deepEqual(new Set(ids('ﾍｯﾄﾞﾎﾝ')), new Set(['hp', 'sony-hp', 'monitor', 'nfd']));
    assert.deepEqual(new Set(ids('テレ')), new Set(['tv', 'pana', 'sony-tv', 'bravia']), 'typed so far (two letters)');
    assert.deepEqual(new Set(ids('テレビ 55')), new Set(['tv', 'bravia']), 'bravia: its model number starts with 55');
    assert.deepEqual(ids('蓝牙耳机'), ['zh']);
    assert.deepEqual(ids('ラジオ'), []);
  });

  it('finds the pairs in every field, the last one too (a category, not only a title)', () => {
    assert.ok(ids('テレビ').includes('bravia'));
    assert.ok(ids('液晶 テレビ').includes('pana'));
  });

  it('words typed with spaces keep the usual fallback; a long pasted text is read (at most 255 words)', () => {
    assert.ok(ids('sony テレビ').length > 0, 'no object has both: those with most words');
    const pasted = 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん'.repeat(6);
    assert.deepEqual(ids(pasted), ['long']);
  });

  it('decomposed text (a letter and its mark apart) is one word, and its mark stays inside the highlight', () => {
    assert.ok(ids('ヘッドホン').includes('nfd'));
    const t = terms('ヘッドホン');
    assert.equal(highlight('ヘット\u3099ホン スタンド', t, t[t.length - 1]), '<em>ヘット\u3099ホン</em> スタンド');
  });

  it('reads hiragana as katakana, as typed before converting', () => {
    assert.deepEqual(new Set(ids('てれび')), new Set(['tv', 'pana', 'sony-tv', 'bravia']));
    assert.deepEqual(new Set(ids('へっどほん')), new Set(['hp', 'sony-hp', 'monitor', 'nfd']));
  });

  it('two words typed without a space find what has both, not what has any pair of their letters', () => {
    // ソニーヘッドホン: the pair across the words (ーヘ) is in モニターヘッドホン only; ソニ is in パナソニック.
    assert.deepEqual(ids('ソニーヘッドホン'), ['sony-hp']);
    assert.deepEqual(ids('ソニーテレビ'), ['sony-tv']);
  });
});

describe('SiteIndex', () => {
  const index = new SiteIndex();
  index.load([
    { identity: 'a', type: 'item', fields: { title: 'Samsung Galaxy Phone', popularity: 10 } },
    { identity: 'b', type: 'item', fields: { title: 'Galaxy Phone Case', popularity: 50 } },
    { identity: 'c', type: 'item', fields: { title: 'Wireless Charger', popularity: 5 } },
  ]);
  const ids = (q: string) => {
    const match = index.match({ q });
    return match && Array.from(match.ordered, (id) => index.doc(id)!.identity);
  };

  it('matches every word, the last as a prefix', () => {
    assert.deepEqual(new Set(ids('galaxy ph')), new Set(['a', 'b']));
    assert.deepEqual(ids('galaxy case'), ['b']);
  });

  it('corrects swapped letters and near misses, and says so', () => {
    const swapped = index.match({ q: 'samsnug' })!;
    assert.deepEqual(swapped.corrections, [{ from: 'samsnug', to: 'samsung' }]);
    assert.equal(swapped.partial, true);
    assert.deepEqual(index.match({ q: 'galaxi phone' })!.corrections, [{ from: 'galaxi', to: 'galaxy' }]);
    assert.equal(index.match({ q: 'samsnug', fixits: false })!.ordered.length, 0);
  });

  it('reads full-width letters and digits (a Japanese keyboard\'s) and accents as plain ones, and highlights what was stored', () => {
    assert.deepEqual(new Set(ids('ＧＡＬＡＸＹ ｐｈ')), new Set(['a', 'b']));
    assert.deepEqual(ids('gálaxy càse'), ['b']);
    assert.deepEqual(terms('４Ｋ ＴＶ ﬁlter'), ['4k', 'tv', 'filter']);
    assert.equal(highlight('Ｇａｌａｘｙ Phone', ['galaxy'], undefined), '<em>Ｇａｌａｘｙ</em> Phone');
  });

  it('falls back to the documents with most words when none has all', () => {
    const m = index.match({ q: 'wireless galaxy' })!;
    assert.equal(m.partial, true);
    assert.equal(m.ordered.length, 3);
  });

  it('answers one- and two-letter input, and forgets removed objects', () => {
    assert.deepEqual(new Set(ids('g')), new Set(['a', 'b']));
    assert.deepEqual(ids('wi'), ['c']);
    index.remove('c');
    assert.deepEqual(ids('wi'), []);
    assert.deepEqual(ids('wireless'), []);
    assert.equal(index.match({ q: 'wirelss' })!.corrections.length, 0, 'the vocabulary forgot it too');
  });
});

describe('SiteIndex typo correction by type', () => {
  it('corrects to a word of the types asked for, counted in their objects, as objects come and go', () => {
    const index = new SiteIndex();
    index.load([
      { identity: 'hub', type: 'item', fields: { title: 'Smart Home Devices Hub', popularity: 10 } },
      { identity: 'geek', type: 'store', fields: { title: 'Geek Services Desk', services: ['Repair Services'] } },
    ]);
    const fix = (types?: string[]) => index.match({ q: 'sevices', types: types && new Set(types) })!.corrections.map((c) => c.to);
    assert.deepEqual(fix(), ['services'], 'any type: the most frequent word, as before');
    assert.deepEqual(fix(['item']), ['devices'], 'not a word only stores have');
    assert.deepEqual(fix(['store']), ['services']);
    assert.deepEqual(fix(['item', 'store']), ['services']);
    assert.deepEqual(fix(['brand']), [], 'no object of the type has a word near it');
    // Written after the load (the vocabulary's own counts, not the load's).
    index.upsert({ identity: 'plan', type: 'item', fields: { title: 'Services Plan: Services For Phones' } });
    assert.deepEqual(fix(['item']), ['services'], 'items now have it more often');
    index.remove('plan');
    assert.deepEqual(fix(['item']), ['devices'], 'and forgot it with the item');
    index.remove('geek');
    assert.deepEqual(fix(), ['devices']);
  });

  it('a query without a type filter (which returns every type but query objects) is not corrected to a word only query objects have', () => {
    const index = new SiteIndex();
    index.load([
      { identity: 'case', type: 'item', fields: { title: 'Phone Case', popularity: 1 } },
      { identity: 'q1', type: 'query', fields: { title: 'iphone' } },
    ]);
    const result = runQuery(index, { q: 'iphnoe', limit: 10 });
    assert.deepEqual(result.match!.corrections, []);
    assert.deepEqual(index.match({ q: 'iphnoe', types: new Set(['query']) })!.corrections.map((c) => c.to), ['iphone'], 'asked for query objects: corrected to theirs');
  });
});

describe('SiteIndex popularity order', () => {
  it('moves an object however far a live event takes it, in the order it has (no sort of the catalog); a replayed log drops it', () => {
    const index = new SiteIndex();
    index.load(Array.from({ length: 2000 }, (_, i) => ({ identity: `i${i}`, type: 'item', fields: { title: `Item ${i}`, popularity: i % 97 } })));
    const order = index.byPopularity();
    const sorted = () => index.byPopularity().every((d, i, all) => i === 0 || before(all[i - 1], d));
    for (const [identity, delta] of [['i1500', 500], ['i3', -40], ['i96', 0.5], ['i1999', -1000], ['i7', 2000]] as const) {
      index.bump(identity, delta);
      assert.ok(index.byPopularity() === order, `the same order after ${identity} ${delta}`);
      assert.ok(sorted(), `in order after ${identity} ${delta}`);
    }
    assert.equal(order[0].identity, 'i7');
    assert.equal(new Set(order.map((d) => d.identity)).size, 2000);
    index.replaying(() => index.bump('i1200', 3000));
    assert.ok(index.byPopularity() !== order, 'a long replayed move is left to one sort');
    assert.ok(sorted());
    assert.equal(index.byPopularity()[0].identity, 'i1200');
  });

  it('keeps its places through writes far from the end (rewritten once, by the next reader), and events between them', () => {
    const index = new SiteIndex();
    index.load(Array.from({ length: 6000 }, (_, i) => ({ identity: `i${i}`, type: 'item', fields: { title: `Item ${i}`, popularity: i % 300 } })));
    const kept = index.byPopularity();
    const check = (when: string) => {
      const order = index.byPopularity();
      assert.ok(order === kept, `${when}: the same order, kept up to date (no sort of the catalog)`);
      assert.equal(order.length, index.size, when);
      for (let i = 1; i < order.length; i++) assert.ok(before(order[i - 1], order[i]), `${when}: position ${i}`);
      // Every 7th object, asked for by id: in the order, none lost (what a listing's candidates read).
      const some = order.filter((_, i) => i % 7 === 0);
      assert.deepEqual(index.global.inOrder(some.map((d) => d.id).sort((a, b) => a - b)), some, when);
    };
    for (let k = 0; k < 30; k++) {
      // Near the top, so that thousands of places move: replaced, removed, added, and an event.
      index.upsert({ identity: `i${k * 11 + 299}`, type: 'item', fields: { title: `Item ${k} again`, popularity: 250 + k } });
      index.remove(`i${k * 13 + 298}`);
      index.upsert({ identity: `new${k}`, type: 'item', fields: { title: 'New', popularity: 299 } });
      if (k % 3 === 0) index.bump(`i${k * 17 + 297}`, 50);
      if (k % 5 === 0) check(`after round ${k}`);
    }
    check('at the end');
  });

  it('stays sorted and complete through events that move objects a little or a lot', () => {
    const index = new SiteIndex();
    index.load(Array.from({ length: 500 }, (_, i) => ({ identity: `i${i}`, type: 'item', fields: { title: `Item ${i}`, popularity: i % 50 } })));
    let seed = 3;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let n = 0; n < 3000; n++) {
      index.byPopularity(); // an order to keep (a long move drops it; the next read rebuilds it)
      index.bump(`i${Math.floor(random() * 500)}`, random() < 0.05 ? 40 : random() < 0.1 ? -1 : 1);
      if (n % 97 === 0) {
        const order = index.byPopularity();
        assert.equal(new Set(order.map((d) => d.identity)).size, 500);
        // Most popular first; as popular: the lower id (the earlier in the catalog) first, as a fresh sort puts them.
        for (let i = 1; i < order.length; i++) assert.ok(before(order[i - 1], order[i]), `position ${i}`);
      }
    }
  });
});

describe('dynamic facets', () => {
  it('never offer the leaf categories again beside a category tree asked for', () => {
    const index = new SiteIndex();
    const colors = ['Black', 'White', 'Red'];
    index.load(Array.from({ length: 12 }, (_, i) => ({
      identity: `i${i}`, type: 'item',
      fields: { title: `Thing ${i}`, category: i % 2 ? 'LED TVs' : 'OLED TVs', category_path: `TV||${i % 2 ? 'LED TVs' : 'OLED TVs'}`, color: colors[i % 3] },
    })));
    const names = (facets: string[]) => runQuery(index, { types: new Set(['item']), facets: facets.map((name) => ({ name })), dynamicFacets: 5 })
      .facets.map((f) => f.name);
    assert.deepEqual(names(['category_path']), ['category_path', 'color']);
    assert.ok(names([]).includes('category'), 'without the tree, the leaf categories are a good facet');
  });
});

describe('SiteIndex writes', () => {
  it('build what a load builds: the same objects loaded at once or written one by one answer alike', () => {
    const objects = demoCatalog();
    const popularity = (o: (typeof objects)[number]) => (Number.isFinite(Number(o.fields.popularity)) ? Number(o.fields.popularity) : 0);
    const loaded = new SiteIndex();
    loaded.load(objects);
    const written = new SiteIndex();
    for (const object of [...objects].sort((a, b) => popularity(b) - popularity(a))) written.upsert(object);
    const answer = (index: SiteIndex, q: string | undefined, filters: string[] = []) => {
      const result = runQuery(index, {
        q, types: new Set(['item']), groups: groupFilters(filters, { geoField: 'geo_location', index }),
        facets: [{ name: 'brand' }, { name: 'price' }, { name: 'color' }], sort: q === 'laptop' ? [{ field: 'price', direction: 'asc' }] : undefined,
      });
      return { ids: result.docs.map((d) => d.identity), total: result.total, facets: result.facets };
    };
    for (const q of ['h', 'wi', 'wireless hea', 'headphnoes', 'zentro nova', 'laptop', 'pro camera', undefined]) {
      for (const filters of [[], ['brand:Zentro', 'brand:Kovax', 'price:|500'], ['category_path:Audio']]) {
        assert.deepEqual(answer(written, q, filters), answer(loaded, q, filters), `${q} ${filters.join(' ')}`);
      }
    }
    assert.deepEqual(written.byPopularity().map((d) => d.identity), loaded.byPopularity().map((d) => d.identity));
  });
});

describe('SiteIndex short-prefix lists', () => {
  it('stay in popularity order through events that move objects up and down, writes and removals', () => {
    const words = ['alpha', 'amber', 'beta', 'bolt', 'cable', 'case', 'delta', 'dock'];
    const title = (i: number) => `${words[i % 8]} ${words[(i * 3) % 8]} ${i}`;
    const index = new SiteIndex();
    index.load(Array.from({ length: 300 }, (_, i) => ({ identity: `i${i}`, type: 'item', fields: { title: title(i), popularity: i % 7 } })));
    // What each list must be: the live objects with a title word of that prefix, most popular first (ties: lower id).
    const expected = (prefix: string) => index.all().filter((d) => terms(String(d.fields.title)).some((w) => w.startsWith(prefix)))
      .sort((a, b) => (before(a, b) ? -1 : 1)).map((d) => d.id);
    const prefixes = ['a', 'al', 'am', 'b', 'be', 'bo', 'c', 'ca', 'd', 'de', 'do', '1', '12'];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    let next = 300;
    for (let n = 1; n <= 2000; n++) {
      const at = Math.floor(random() * next);
      index.bump(`i${at}`, random() < 0.05 ? 30 : random() < 0.3 ? -1 : 1);
      if (n % 41 === 0) index.remove(`i${at}`);
      if (n % 53 === 0) index.upsert({ identity: `i${next}`, type: 'item', fields: { title: title(next++), popularity: 3 } });
      if (n % 29 === 0) for (const prefix of prefixes) assert.deepEqual(index.shortList(prefix), expected(prefix), `"${prefix}" after ${n} events`);
    }
    // A replayed log (a restart) moves nothing on each event: the lists sort once, on their next read.
    index.replaying(() => {
      for (let n = 0; n < 500; n++) index.bump(`i${Math.floor(random() * next)}`, random() < 0.3 ? -2 : 2);
    });
    for (const prefix of prefixes) assert.deepEqual(index.shortList(prefix), expected(prefix), `"${prefix}" after a replayed log`);
    // Writes with no event between reads: a list merges what was added into what it held, dropping what went.
    for (let k = 0; k < 12; k++) {
      index.upsert({ identity: `w${k}`, type: 'item', fields: { title: title(k), popularity: k % 9 } });
      if (k % 3 === 0) index.remove(`i${k * 7}`);
      if (k % 4 === 3) for (const prefix of prefixes) assert.deepEqual(index.shortList(prefix), expected(prefix), `"${prefix}" after ${k + 1} writes`);
    }
  });
});
