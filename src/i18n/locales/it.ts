/** Italiano: every key of en.ts; plural forms one, many, other (docs/languages.md). */
export default {
  trending: 'Ricerche popolari', popular: 'Prodotti popolari', 'no-results': 'Nessun risultato per “{query}”.',
  error: 'Impossibile caricare i risultati.', retry: 'Riprova', close: 'Chiudi', 'add-to-cart': 'Aggiungi al carrello',
  banner: 'Promozione', item: 'Prodotti', category: 'Categorie', brand: 'Marche', query: 'Suggerimenti', store: 'Negozi',
  recent: 'Ricerche recenti', listbox: 'Suggerimenti di ricerca', loading: 'Caricamento dei suggerimenti…',
  'suggestions-one': '{count} suggerimento', 'suggestions-many': '{count} di suggerimenti',
  'suggestions-other': '{count} suggerimenti', search: 'Cerca', 'cart-hint': 'Maiusc+Invio aggiunge al carrello',
  gone: 'Il suggerimento selezionato non è più nell’elenco.',

  'in-stock': 'Disponibile', 'out-of-stock': 'Esaurito', was: 'Prima', rating: 'Valutazione {rating} su 5, {reviews}',
  'reviews-one': '{count} recensione', 'reviews-many': '{count} di recensioni', 'reviews-other': '{count} recensioni',

  'count-one': '{count} risultato', 'count-many': '{count} di risultati', 'count-other': '{count} risultati',
  'count-for': '{results} per “{query}”', heading: 'Risultati', 'heading-for': 'Risultati per “{query}”',
  'no-results-filters': 'Nessun prodotto corrisponde a questi filtri.',
  'no-results-hint': 'Controlla l’ortografia, usa meno parole o rimuovi un filtro.', 'did-you-mean': 'Forse cercavi:',
  'showing-for': 'Risultati per', 'search-instead': 'Cerca invece', quicksearch: 'Categorie e marche corrispondenti',
  filters: 'Filtri', 'filters-count': 'Filtri ({count})', 'clear-all': 'Cancella tutto',
  'remove-filter': 'Rimuovi il filtro {label}', 'active-filters': 'Filtri attivi', sort: 'Ordina per', relevance: 'Rilevanza',
  'price-asc': 'Prezzo crescente', 'price-desc': 'Prezzo decrescente', 'rating-desc': 'Più votati', 'show-more': 'Mostra altro',
  'show-less': 'Mostra meno', 'filter-within': 'Cerca: {facet}', min: 'Min', max: 'Max', from: 'Dal', to: 'Al', any: 'Tutti', apply: 'Applica', range: '{from} – {to}',
  'range-from': 'Da {from}', 'range-to': 'Fino a {to}', yes: 'Sì', no: 'No', 'facet-category_path': 'Categoria',
  'facet-brand': 'Marca', 'facet-price': 'Prezzo', 'facet-color': 'Colore', 'facet-availability': 'Disponibilità',
  'facet-rating': 'Valutazione', pages: 'Pagine', previous: 'Indietro', next: 'Avanti', page: 'Pagina {page}',
  'more-results': 'Mostra altri risultati', 'shown-of': '{shown} di {total}', 'show-results': 'Mostra i risultati ({count})',
  'suggested-facet': 'Restringi – {facet}:', breadcrumbs: 'Percorso di navigazione', home: 'Tutti i prodotti',
  subcategories: 'Sottocategorie', 'no-products': 'Nessun prodotto in “{name}”.',

  'heading-bestsellers': 'I più venduti', 'heading-trending': 'Di tendenza', 'heading-new_arrivals': 'Nuovi arrivi',
  'heading-item_detail_alternatives': 'Potrebbe piacerti anche', 'heading-item_detail_complements': 'Si abbina bene con',
  'heading-basket': 'Completa il tuo ordine', 'heading-personalized': 'Scelti per te', recommended: 'Consigliati',
  carousel: 'carosello', slide: 'slide', 'slide-label': '{position} di {count}', fallback: 'Popolare',
};
