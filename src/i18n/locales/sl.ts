/** Slovenščina: every key of en.ts; plural forms one, two, few, other (docs/languages.md). */
export default {
  trending: 'Priljubljena iskanja', popular: 'Priljubljeni izdelki', 'no-results': 'Za »{query}« ni rezultatov.',
  error: 'Rezultatov ni bilo mogoče naložiti.', retry: 'Poskusite znova', close: 'Zapri', 'add-to-cart': 'V košarico',
  banner: 'Akcija', item: 'Izdelki', category: 'Kategorije', brand: 'Blagovne znamke', query: 'Predlogi', store: 'Trgovine',
  recent: 'Nedavna iskanja', listbox: 'Predlogi iskanja', loading: 'Nalaganje predlogov…', 'suggestions-one': '{count} predlog',
  'suggestions-two': '{count} predloga', 'suggestions-few': '{count} predlogi', 'suggestions-other': '{count} predlogov',
  search: 'Iskanje', 'cart-hint': 'Shift+Enter doda v košarico', gone: 'Označenega predloga ni več na seznamu.',

  'in-stock': 'Na zalogi', 'out-of-stock': 'Ni na zalogi', was: 'Prej', rating: 'Ocena {rating} od 5, {reviews}',
  'reviews-one': '{count} mnenje', 'reviews-two': '{count} mnenji', 'reviews-few': '{count} mnenja',
  'reviews-other': '{count} mnenj',

  'count-one': '{count} rezultat', 'count-two': '{count} rezultata', 'count-few': '{count} rezultati',
  'count-other': '{count} rezultatov', 'count-for': '{results} za »{query}«', heading: 'Rezultati',
  'heading-for': 'Rezultati za »{query}«', 'no-results-filters': 'Tem filtrom ne ustreza noben izdelek.',
  'no-results-hint': 'Preverite črkovanje, uporabite manj besed ali odstranite filter.', 'did-you-mean': 'Ste mislili:',
  'showing-for': 'Prikazujemo rezultate za', 'search-instead': 'Namesto tega iščite', quicksearch: 'Ustrezne kategorije in znamke',
  filters: 'Filtri', 'filters-count': 'Filtri ({count})', 'clear-all': 'Počisti vse', 'remove-filter': 'Odstrani filter {label}',
  'active-filters': 'Izbrani filtri', sort: 'Razvrsti po', relevance: 'Ustreznost', 'price-asc': 'Cena: od najnižje',
  'price-desc': 'Cena: od najvišje', 'rating-desc': 'Najbolje ocenjeni', 'show-more': 'Pokaži več', 'show-less': 'Pokaži manj',
  'filter-within': 'Iskanje: {facet}', min: 'Od', max: 'Do', from: 'Od', to: 'Do', any: 'Vse', apply: 'Uporabi', range: '{from} – {to}', 'range-from': 'od {from}',
  'range-to': 'do {to}', yes: 'Da', no: 'Ne', 'facet-category_path': 'Kategorija', 'facet-brand': 'Blagovna znamka',
  'facet-price': 'Cena', 'facet-color': 'Barva', 'facet-availability': 'Razpoložljivost', 'facet-rating': 'Ocena',
  pages: 'Strani', previous: 'Nazaj', next: 'Naprej', page: 'Stran {page}', 'more-results': 'Pokaži več rezultatov',
  'shown-of': 'Prikazano {shown} od {total}', 'show-results': 'Pokaži rezultate ({count})',
  'suggested-facet': 'Zožite izbor – {facet}:', breadcrumbs: 'Drobtinice', home: 'Vsi izdelki', subcategories: 'Podkategorije',
  'no-products': 'Za »{name}« nimamo izdelkov.',

  'heading-bestsellers': 'Najbolje prodajano', 'heading-trending': 'Trenutno priljubljeno', 'heading-new_arrivals': 'Novosti',
  'heading-item_detail_alternatives': 'Morda vam bo všeč tudi', 'heading-item_detail_complements': 'Se lepo poda zraven',
  'heading-basket': 'Dopolnite naročilo', 'heading-personalized': 'Izbrano za vas', recommended: 'Priporočamo',
  carousel: 'vrtiljak', slide: 'diapozitiv', 'slide-label': '{position} od {count}', fallback: 'Priljubljeno',
};
