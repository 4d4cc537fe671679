/** Magyar: every key of en.ts; plural forms one, other (docs/languages.md). */
export default {
  trending: 'Népszerű keresések', popular: 'Népszerű termékek', 'no-results': 'Nincs találat erre: „{query}”.',
  error: 'A találatokat nem sikerült betölteni.', retry: 'Próbálja újra', close: 'Bezárás', 'add-to-cart': 'Kosárba',
  banner: 'Akció', item: 'Termékek', category: 'Kategóriák', brand: 'Márkák', query: 'Javaslatok', store: 'Üzletek',
  recent: 'Legutóbbi keresések', listbox: 'Keresési javaslatok', loading: 'Javaslatok betöltése…',
  'suggestions-one': '{count} javaslat', 'suggestions-other': '{count} javaslat', search: 'Keresés',
  'cart-hint': 'Shift+Enter: kosárba teszi', gone: 'A kijelölt javaslat már nincs a listában.',

  'in-stock': 'Raktáron', 'out-of-stock': 'Nincs raktáron', was: 'Eredeti ár', rating: 'Értékelés: {rating}/5, {reviews}',
  'reviews-one': '{count} vélemény', 'reviews-other': '{count} vélemény',

  'count-one': '{count} találat', 'count-other': '{count} találat', 'count-for': '{results} erre: „{query}”',
  heading: 'Találatok', 'heading-for': 'Találatok erre: „{query}”',
  'no-results-filters': 'Egy termék sem felel meg ezeknek a szűrőknek.',
  'no-results-hint': 'Ellenőrizze a helyesírást, használjon kevesebb szót, vagy töröljön egy szűrőt.',
  'did-you-mean': 'Erre gondolt?', 'showing-for': 'Találatok erre:', 'search-instead': 'Keresés inkább erre:',
  quicksearch: 'Kapcsolódó kategóriák és márkák', filters: 'Szűrők', 'filters-count': 'Szűrők ({count})',
  'clear-all': 'Összes törlése', 'remove-filter': 'Szűrő törlése: {label}', 'active-filters': 'Aktív szűrők', sort: 'Rendezés',
  relevance: 'Relevancia', 'price-asc': 'Ár szerint növekvő', 'price-desc': 'Ár szerint csökkenő',
  'rating-desc': 'Legjobbra értékelt', 'show-more': 'Továbbiak', 'show-less': 'Kevesebb', 'filter-within': 'Keresés: {facet}',
  min: 'Min.', max: 'Max.', from: 'Ettől', to: 'Eddig', any: 'Összes', apply: 'Alkalmaz', range: '{from} – {to}', 'range-from': 'legalább {from}',
  'range-to': 'legfeljebb {to}', yes: 'Igen', no: 'Nem', 'facet-category_path': 'Kategória', 'facet-brand': 'Márka',
  'facet-price': 'Ár', 'facet-color': 'Szín', 'facet-availability': 'Elérhetőség', 'facet-rating': 'Értékelés', pages: 'Oldalak',
  previous: 'Előző', next: 'Következő', page: '{page}. oldal', 'more-results': 'További találatok',
  'shown-of': '{shown} / {total} találat', 'show-results': 'Találatok megjelenítése ({count})',
  'suggested-facet': 'Szűkítés – {facet}:', breadcrumbs: 'Morzsamenü', home: 'Összes termék', subcategories: 'Alkategóriák',
  'no-products': 'Itt még nincs termék: „{name}”.',

  'heading-bestsellers': 'Sikertermékek', 'heading-trending': 'Most népszerű', 'heading-new_arrivals': 'Újdonságok',
  'heading-item_detail_alternatives': 'Ez is tetszhet', 'heading-item_detail_complements': 'Jól illik hozzá',
  'heading-basket': 'Egészítse ki rendelését', 'heading-personalized': 'Önnek ajánljuk', recommended: 'Ajánlatunk',
  carousel: 'karusszel', slide: 'dia', 'slide-label': '{position}/{count}', fallback: 'Népszerű',
};
