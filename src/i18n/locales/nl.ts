/** Nederlands: every key of en.ts; plural forms one, other (docs/languages.md). */
export default {
  trending: 'Populaire zoekopdrachten', popular: 'Populaire producten', 'no-results': 'Geen resultaten voor ‘{query}’.',
  error: 'De resultaten konden niet worden geladen.', retry: 'Opnieuw proberen', close: 'Sluiten',
  'add-to-cart': 'In winkelwagen', banner: 'Actie', item: 'Producten', category: 'Categorieën', brand: 'Merken',
  query: 'Suggesties', store: 'Winkels', recent: 'Recent gezocht', listbox: 'Zoeksuggesties', loading: 'Suggesties laden…',
  'suggestions-one': '{count} suggestie', 'suggestions-other': '{count} suggesties', search: 'Zoeken',
  'cart-hint': 'Shift+Enter legt het in je winkelwagen', gone: 'De gemarkeerde suggestie staat niet meer in de lijst.',

  'in-stock': 'Op voorraad', 'out-of-stock': 'Uitverkocht', was: 'Van', rating: 'Beoordeeld met {rating} van 5, {reviews}',
  'reviews-one': '{count} beoordeling', 'reviews-other': '{count} beoordelingen',

  'count-one': '{count} resultaat', 'count-other': '{count} resultaten', 'count-for': '{results} voor ‘{query}’',
  heading: 'Resultaten', 'heading-for': 'Resultaten voor ‘{query}’',
  'no-results-filters': 'Geen producten gevonden met deze filters.',
  'no-results-hint': 'Controleer de spelling, gebruik minder woorden of verwijder een filter.', 'did-you-mean': 'Bedoelde je:',
  'showing-for': 'Resultaten voor', 'search-instead': 'Zoek in plaats daarvan naar',
  quicksearch: 'Passende categorieën en merken', filters: 'Filters', 'filters-count': 'Filters ({count})',
  'clear-all': 'Alles wissen', 'remove-filter': 'Filter {label} verwijderen', 'active-filters': 'Gekozen filters',
  sort: 'Sorteren op', relevance: 'Relevantie', 'price-asc': 'Prijs: laag naar hoog', 'price-desc': 'Prijs: hoog naar laag',
  'rating-desc': 'Best beoordeeld', 'show-more': 'Meer tonen', 'show-less': 'Minder tonen', 'filter-within': '{facet} zoeken',
  min: 'Min.', max: 'Max.', from: 'Van', to: 'Tot', any: 'Alle', apply: 'Toepassen', range: '{from} – {to}', 'range-from': 'Vanaf {from}', 'range-to': 'Tot {to}',
  yes: 'Ja', no: 'Nee', 'facet-category_path': 'Categorie', 'facet-brand': 'Merk', 'facet-price': 'Prijs', 'facet-color': 'Kleur',
  'facet-availability': 'Beschikbaarheid', 'facet-rating': 'Beoordeling', pages: 'Pagina’s', previous: 'Vorige', next: 'Volgende',
  page: 'Pagina {page}', 'more-results': 'Meer resultaten tonen', 'shown-of': '{shown} van {total} getoond',
  'show-results': 'Toon resultaten ({count})', 'suggested-facet': 'Verfijnen – {facet}:', breadcrumbs: 'Kruimelpad',
  home: 'Alle producten', subcategories: 'Subcategorieën', 'no-products': 'Er zijn geen producten in ‘{name}’.',

  'heading-bestsellers': 'Bestsellers', 'heading-trending': 'Nu populair', 'heading-new_arrivals': 'Nieuw binnen',
  'heading-item_detail_alternatives': 'Misschien ook iets voor jou', 'heading-item_detail_complements': 'Past goed bij',
  'heading-basket': 'Maak je bestelling compleet', 'heading-personalized': 'Aanbevolen voor jou', recommended: 'Aanbevolen',
  carousel: 'carrousel', slide: 'dia', 'slide-label': '{position} van {count}', fallback: 'Populair',
};
