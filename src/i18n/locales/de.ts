/** Deutsch: every key of en.ts; plural forms one, other (docs/languages.md). */
export default {
  trending: 'Beliebte Suchen', popular: 'Beliebte Produkte', 'no-results': 'Keine Ergebnisse für „{query}“.',
  error: 'Die Ergebnisse konnten nicht geladen werden.', retry: 'Erneut versuchen', close: 'Schließen',
  'add-to-cart': 'In den Warenkorb', banner: 'Aktion', item: 'Produkte', category: 'Kategorien', brand: 'Marken',
  query: 'Suchvorschläge', store: 'Filialen', recent: 'Zuletzt gesucht', listbox: 'Suchvorschläge',
  loading: 'Vorschläge werden geladen…', 'suggestions-one': '{count} Vorschlag', 'suggestions-other': '{count} Vorschläge',
  search: 'Suchen', 'cart-hint': 'Umschalt+Eingabe legt es in den Warenkorb',
  gone: 'Der markierte Vorschlag ist nicht mehr in der Liste.',

  'in-stock': 'Auf Lager', 'out-of-stock': 'Ausverkauft', was: 'Statt', rating: '{rating} von 5 Sternen, {reviews}',
  'reviews-one': '{count} Bewertung', 'reviews-other': '{count} Bewertungen',

  'count-one': '{count} Ergebnis', 'count-other': '{count} Ergebnisse', 'count-for': '{results} für „{query}“',
  heading: 'Ergebnisse', 'heading-for': 'Ergebnisse für „{query}“', 'no-results-filters': 'Kein Produkt passt zu diesen Filtern.',
  'no-results-hint': 'Prüfen Sie die Schreibweise, verwenden Sie weniger Wörter oder entfernen Sie einen Filter.',
  'did-you-mean': 'Meinten Sie:', 'showing-for': 'Ergebnisse für', 'search-instead': 'Stattdessen suchen nach',
  quicksearch: 'Passende Kategorien und Marken', filters: 'Filter', 'filters-count': 'Filter ({count})',
  'clear-all': 'Alle entfernen', 'remove-filter': 'Filter {label} entfernen', 'active-filters': 'Aktive Filter',
  sort: 'Sortieren nach', relevance: 'Relevanz', 'price-asc': 'Preis aufsteigend', 'price-desc': 'Preis absteigend',
  'rating-desc': 'Beste Bewertung', 'show-more': 'Mehr anzeigen', 'show-less': 'Weniger anzeigen',
  'filter-within': '{facet} suchen', min: 'Von', max: 'Bis', from: 'Von', to: 'Bis', any: 'Alle', apply: 'Anwenden', range: '{from} – {to}',
  'range-from': 'ab {from}', 'range-to': 'bis {to}', yes: 'Ja', no: 'Nein', 'facet-category_path': 'Kategorie',
  'facet-brand': 'Marke', 'facet-price': 'Preis', 'facet-color': 'Farbe', 'facet-availability': 'Verfügbarkeit',
  'facet-rating': 'Bewertung', pages: 'Seiten', previous: 'Zurück', next: 'Weiter', page: 'Seite {page}',
  'more-results': 'Weitere Ergebnisse anzeigen', 'shown-of': '{shown} von {total} angezeigt',
  'show-results': 'Ergebnisse anzeigen ({count})', 'suggested-facet': 'Eingrenzen nach {facet}:', breadcrumbs: 'Navigationspfad',
  home: 'Alle Produkte', subcategories: 'Unterkategorien', 'no-products': 'In „{name}“ gibt es keine Produkte.',

  'heading-bestsellers': 'Bestseller', 'heading-trending': 'Gerade angesagt', 'heading-new_arrivals': 'Neuheiten',
  'heading-item_detail_alternatives': 'Das könnte Ihnen auch gefallen', 'heading-item_detail_complements': 'Passt gut dazu',
  'heading-basket': 'Das passt zu Ihrer Bestellung', 'heading-personalized': 'Empfehlungen für Sie', recommended: 'Empfehlungen',
  carousel: 'Karussell', slide: 'Folie', 'slide-label': '{position} von {count}', fallback: 'Beliebt',
};
