/**
 * Which language an element speaks and where its words come from, in real Chromium: the
 * element's locale, the page configuration, <html lang>; regions and unknown languages; a
 * dictionary fetched once per page (or brought by the page); the layers of words; numbers.
 */
import { expect } from '@open-wc/testing';
import { configure } from '../components/shared/config.js';
import { requestsSettled, until } from '../../test/browser/harness.js';
import { languageOf } from './i18n.js';
import { probe, settled, shown } from './testing/probe.js';
import sk from './locales/sk.js';

const html = document.documentElement;
const pageLang = html.lang;

afterEach(() => {
  html.lang = pageLang;
  configure({ locale: undefined, text: undefined, locales: undefined });
  document.querySelectorAll('i18n-probe').forEach((el) => el.remove());
});

describe('which language', () => {
  it('a region speaks its language, any other language English', () => {
    expect(['de-AT', 'cs-CZ', 'sr-Latn-RS', 'DE', 'pt_BR', 'sk', 'ar-EG', 'ja-JP', 'sv', '', undefined].map((l) => languageOf(l)))
      .to.deep.equal(['de', 'cs', 'en', 'de', 'en', 'sk', 'ar', 'ja', 'en', 'en', 'en']);
  });

  it('the element\'s locale, else the page configuration\'s, else <html lang>', async () => {
    html.lang = 'de';
    configure({ locale: 'pl' });
    const el = await probe('cs');
    expect(shown(el)).to.equal('3 výsledky');
    el.removeAttribute('locale');
    await settled(el);
    expect(shown(el)).to.equal('3 wyniki');
    configure({ locale: undefined });
    el.requestUpdate();
    await settled(el);
    expect(shown(el)).to.equal('3 Ergebnisse');
  });

  it('numbers and prices keep the region (de-AT), words come from de; a language without a dictionary speaks English in its own numbers', async () => {
    const el = await probe('de-AT');
    expect(el.text('shown-of', { shown: 1234, total: 56789 })).to.equal(`${(1234).toLocaleString('de-AT')} von ${(56789).toLocaleString('de-AT')} angezeigt`);
    expect((1234).toLocaleString('de-AT')).to.not.equal((1234).toLocaleString('de'), 'de-AT groups thousands its own way');
    el.setAttribute('locale', 'sv-SE');
    await settled(el);
    expect(el.text('shown-of', { shown: 1234, total: 5 })).to.equal(`Showing ${(1234).toLocaleString('sv-SE')} of 5`);
    expect(el.language.lang).to.equal('en');
  });

  it('a page that changes <html lang> later (a single-page app) redraws every element in the new language', async () => {
    html.lang = 'sk';
    const [a, b] = [await probe(), await probe()];
    expect([shown(a), shown(b)]).to.deep.equal(['3 výsledky', '3 výsledky']);
    html.lang = 'hr';
    await until(() => shown(a) === '3 rezultata' && shown(b) === '3 rezultata', Boolean, 3000);
    html.lang = 'en-GB';
    await until(() => shown(a) === '3 results', Boolean, 3000);
  });
});

describe('loading a dictionary', () => {
  it('is one request per page for a language, however many elements speak it; they draw once it is there', async () => {
    const [before, all] = [await requestsSettled('/locales/nl.'), await requestsSettled('/locales/')];
    const els = ['nl', 'nl-BE', 'nl'].map((locale) => Object.assign(document.createElement('i18n-probe'), { locale }));
    document.body.append(...els);
    await els[0].updateComplete;
    expect(els[0].language.ready).to.equal(false, 'not there yet');
    for (const el of els) await settled(el);
    expect(els.map(shown)).to.deep.equal(['3 resultaten', '3 resultaten', '3 resultaten']);
    expect(await requestsSettled('/locales/nl.')).to.equal(before + 1);
    expect(await requestsSettled('/locales/')).to.equal(all + 1, 'no other language');
  });

  it('none for English, or for a language without a dictionary', async () => {
    const before = await requestsSettled('/locales/');
    await probe('en-US');
    await probe('sv');
    expect(await requestsSettled('/locales/')).to.equal(before);
  });

  it('a language the elements lack, in the page\'s own dictionary, is spoken (its plural forms by Intl)', async () => {
    configure({ locales: { pt: { 'count-one': '{count} resultado', 'count-other': '{count} resultados' } } });
    const el = await probe('pt-BR');
    expect([shown(el), el.text('count', { count: 1 }), el.text('retry')]).to.deep.equal(['3 resultados', '1 resultado', 'Try again']);
  });

  it('none for a dictionary the page brings itself (configure({ locales }))', async () => {
    const before = await requestsSettled('/locales/ro.');
    configure({ locales: { ro: { ...sk, 'count-few': '{count} rezultate (mine)' } } });
    const el = await probe('ro');
    expect(shown(el)).to.equal('3 rezultate (mine)');
    expect(await requestsSettled('/locales/ro.')).to.equal(before);
  });
});

describe('whose words', () => {
  it('the element\'s text-<key> attribute, else the page\'s wording (configure({ text })), else the dictionary, else English', async () => {
    configure({ text: { 'count-other': '{count} Treffer (page)', retry: 'Nochmal' } });
    const el = await probe('de', { 'text-count-other': '{count} Treffer (element)' });
    expect(shown(el)).to.equal('3 Treffer (element)');
    el.removeAttribute('text-count-other');
    el.requestUpdate();
    await settled(el);
    expect(shown(el)).to.equal('3 Treffer (page)');
    expect(el.text('retry')).to.equal('Nochmal');
    expect(el.text('close')).to.equal('Schließen', 'the dictionary');
    expect(el.text('no-such-key')).to.equal('no-such-key');
  });

  it('a layer that words a key wins with the form it has: a page\'s one "other" form reads for every count', async () => {
    configure({ text: { 'count-other': '{count} kusov' } });
    const el = await probe('sk');
    expect([1, 3, 5].map((count) => el.text('count', { count }))).to.deep.equal(['1 kusov', '3 kusov', '5 kusov']);
  });

  it('placeholders: numbers through Intl in the locale, text as given, a missing one empty', async () => {
    const el = await probe('fr');
    expect(el.text('shown-of', { shown: 24, total: 1300 })).to.equal(`24 sur ${(1300).toLocaleString('fr')}`);
    expect(el.text('remove-filter', { label: 'Marque : Auralis' })).to.equal('Retirer le filtre Marque : Auralis');
    expect(el.text('heading-for')).to.equal('Résultats pour «\u00a0\u00a0»');
  });
});
