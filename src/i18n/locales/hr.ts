/** Hrvatski: every key of en.ts; plural forms one, few, other (docs/languages.md). */
export default {
  trending: 'Popularna pretraživanja', popular: 'Popularni proizvodi', 'no-results': 'Nema rezultata za „{query}”.',
  error: 'Rezultate nije moguće učitati.', retry: 'Pokušajte ponovno', close: 'Zatvori', 'add-to-cart': 'Dodaj u košaricu',
  banner: 'Promocija', item: 'Proizvodi', category: 'Kategorije', brand: 'Marke', query: 'Prijedlozi', store: 'Trgovine',
  recent: 'Nedavna pretraživanja', listbox: 'Prijedlozi pretraživanja', loading: 'Učitavanje prijedloga…',
  'suggestions-one': '{count} prijedlog', 'suggestions-few': '{count} prijedloga', 'suggestions-other': '{count} prijedloga',
  search: 'Pretraži', 'cart-hint': 'Shift+Enter dodaje u košaricu', gone: 'Označenog prijedloga više nema na popisu.',

  'in-stock': 'Na zalihi', 'out-of-stock': 'Nema na zalihi', was: 'Prije', rating: 'Ocjena {rating} od 5, {reviews}',
  'reviews-one': '{count} recenzija', 'reviews-few': '{count} recenzije', 'reviews-other': '{count} recenzija',

  'count-one': '{count} rezultat', 'count-few': '{count} rezultata', 'count-other': '{count} rezultata',
  'count-for': '{results} za „{query}”', heading: 'Rezultati', 'heading-for': 'Rezultati za „{query}”',
  'no-results-filters': 'Nijedan proizvod ne odgovara ovim filtrima.',
  'no-results-hint': 'Provjerite pravopis, upotrijebite manje riječi ili uklonite filtar.', 'did-you-mean': 'Jeste li mislili:',
  'showing-for': 'Prikazujemo rezultate za', 'search-instead': 'Umjesto toga traži',
  quicksearch: 'Odgovarajuće kategorije i marke', filters: 'Filtri', 'filters-count': 'Filtri ({count})',
  'clear-all': 'Očisti sve', 'remove-filter': 'Ukloni filtar {label}', 'active-filters': 'Odabrani filtri', sort: 'Poredaj po',
  relevance: 'Relevantnost', 'price-asc': 'Cijena: od najniže', 'price-desc': 'Cijena: od najviše',
  'rating-desc': 'Najbolje ocijenjeno', 'show-more': 'Prikaži više', 'show-less': 'Prikaži manje',
  'filter-within': 'Traži: {facet}', min: 'Od', max: 'Do', from: 'Od', to: 'Do', any: 'Sve', apply: 'Primijeni', range: '{from} – {to}', 'range-from': 'od {from}',
  'range-to': 'do {to}', yes: 'Da', no: 'Ne', 'facet-category_path': 'Kategorija', 'facet-brand': 'Marka',
  'facet-price': 'Cijena', 'facet-color': 'Boja', 'facet-availability': 'Dostupnost', 'facet-rating': 'Ocjena', pages: 'Stranice',
  previous: 'Natrag', next: 'Dalje', page: 'Stranica {page}', 'more-results': 'Prikaži još rezultata',
  'shown-of': 'Prikazano {shown} od {total}', 'show-results': 'Prikaži rezultate ({count})',
  'suggested-facet': 'Suzite odabir – {facet}:', breadcrumbs: 'Navigacijski put', home: 'Svi proizvodi',
  subcategories: 'Potkategorije', 'no-products': 'U „{name}” nema proizvoda.',

  'heading-bestsellers': 'Najprodavanije', 'heading-trending': 'Trenutačno popularno', 'heading-new_arrivals': 'Novo u ponudi',
  'heading-item_detail_alternatives': 'Moglo bi vam se svidjeti', 'heading-item_detail_complements': 'Dobro ide uz to',
  'heading-basket': 'Upotpunite narudžbu', 'heading-personalized': 'Preporučeno za vas', recommended: 'Preporučujemo',
  carousel: 'vrtuljak', slide: 'slajd', 'slide-label': '{position} od {count}', fallback: 'Popularno',
};
