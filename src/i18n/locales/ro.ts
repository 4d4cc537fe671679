/** Română: every key of en.ts; plural forms one, few, other (docs/languages.md). */
export default {
  trending: 'Căutări populare', popular: 'Produse populare', 'no-results': 'Niciun rezultat pentru „{query}”.',
  error: 'Rezultatele nu au putut fi încărcate.', retry: 'Încearcă din nou', close: 'Închide', 'add-to-cart': 'Adaugă în coș',
  banner: 'Promoție', item: 'Produse', category: 'Categorii', brand: 'Mărci', query: 'Sugestii', store: 'Magazine',
  recent: 'Căutări recente', listbox: 'Sugestii de căutare', loading: 'Se încarcă sugestiile…',
  'suggestions-one': '{count} sugestie', 'suggestions-few': '{count} sugestii', 'suggestions-other': '{count} de sugestii',
  search: 'Caută', 'cart-hint': 'Shift+Enter adaugă în coș', gone: 'Sugestia selectată nu mai este în listă.',

  'in-stock': 'În stoc', 'out-of-stock': 'Stoc epuizat', was: 'Preț vechi', rating: 'Evaluat cu {rating} din 5, {reviews}',
  'reviews-one': '{count} recenzie', 'reviews-few': '{count} recenzii', 'reviews-other': '{count} de recenzii',

  'count-one': '{count} rezultat', 'count-few': '{count} rezultate', 'count-other': '{count} de rezultate',
  'count-for': '{results} pentru „{query}”', heading: 'Rezultate', 'heading-for': 'Rezultate pentru „{query}”',
  'no-results-filters': 'Niciun produs nu corespunde acestor filtre.',
  'no-results-hint': 'Verifică ortografia, folosește mai puține cuvinte sau elimină un filtru.', 'did-you-mean': 'Ai vrut să spui:',
  'showing-for': 'Afișăm rezultate pentru', 'search-instead': 'Caută în schimb', quicksearch: 'Categorii și mărci potrivite',
  filters: 'Filtre', 'filters-count': 'Filtre ({count})', 'clear-all': 'Șterge tot', 'remove-filter': 'Elimină filtrul {label}',
  'active-filters': 'Filtre active', sort: 'Sortează după', relevance: 'Relevanță', 'price-asc': 'Preț crescător',
  'price-desc': 'Preț descrescător', 'rating-desc': 'Cele mai apreciate', 'show-more': 'Arată mai multe',
  'show-less': 'Arată mai puține', 'filter-within': 'Caută: {facet}', min: 'Min.', max: 'Max.', from: 'De la', to: 'Până la', any: 'Toate', apply: 'Aplică',
  range: '{from} – {to}', 'range-from': 'de la {from}', 'range-to': 'până la {to}', yes: 'Da', no: 'Nu',
  'facet-category_path': 'Categorie', 'facet-brand': 'Marcă', 'facet-price': 'Preț', 'facet-color': 'Culoare',
  'facet-availability': 'Disponibilitate', 'facet-rating': 'Evaluare', pages: 'Pagini', previous: 'Înapoi', next: 'Înainte',
  page: 'Pagina {page}', 'more-results': 'Arată mai multe rezultate', 'shown-of': 'Afișate {shown} din {total}',
  'show-results': 'Vezi rezultatele ({count})', 'suggested-facet': 'Restrânge – {facet}:', breadcrumbs: 'Cale de navigare',
  home: 'Toate produsele', subcategories: 'Subcategorii', 'no-products': 'Nu există produse în „{name}”.',

  'heading-bestsellers': 'Cele mai vândute', 'heading-trending': 'În tendințe', 'heading-new_arrivals': 'Noutăți',
  'heading-item_detail_alternatives': 'S-ar putea să-ți placă', 'heading-item_detail_complements': 'Se potrivește cu',
  'heading-basket': 'Completează-ți comanda', 'heading-personalized': 'Recomandate pentru tine', recommended: 'Recomandate',
  carousel: 'carusel', slide: 'diapozitiv', 'slide-label': '{position} din {count}', fallback: 'Popular',
};
