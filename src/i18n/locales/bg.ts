/** Български: every key of en.ts; plural forms one, other (docs/languages.md). */
export default {
  trending: 'Популярни търсения', popular: 'Популярни продукти', 'no-results': 'Няма резултати за „{query}“.',
  error: 'Резултатите не се заредиха.', retry: 'Опитайте отново', close: 'Затвори', 'add-to-cart': 'Добави в количката',
  banner: 'Промоция', item: 'Продукти', category: 'Категории', brand: 'Марки', query: 'Предложения', store: 'Магазини',
  recent: 'Скорошни търсения', listbox: 'Предложения за търсене', loading: 'Зареждане…',
  'suggestions-one': '{count} предложение', 'suggestions-other': '{count} предложения', search: 'Търсене',
  'cart-hint': 'Shift+Enter добавя в количката', gone: 'Избраното предложение изчезна.',

  'in-stock': 'В наличност', 'out-of-stock': 'Изчерпан', was: 'Преди', rating: 'Оценка {rating} от 5, {reviews}',
  'reviews-one': '{count} отзив', 'reviews-other': '{count} отзива',

  'count-one': '{count} резултат', 'count-other': '{count} резултата', 'count-for': '{results} за „{query}“',
  heading: 'Резултати', 'heading-for': 'Резултати за „{query}“',
  'no-results-filters': 'Няма продукти с тези филтри.',
  'no-results-hint': 'Проверете правописа, опитайте с по-малко думи или без филтър.', 'did-you-mean': 'Имахте предвид:',
  'showing-for': 'Резултати за', 'search-instead': 'Вместо това търсете', quicksearch: 'Категории и марки',
  filters: 'Филтри', 'filters-count': 'Филтри ({count})', 'clear-all': 'Изчисти всички',
  'remove-filter': 'Премахни филтъра {label}', 'active-filters': 'Избрани филтри', sort: 'Подреди по', relevance: 'Най-подходящи',
  'price-asc': 'Цена: възходяща', 'price-desc': 'Цена: низходяща', 'rating-desc': 'Най-висока оценка', 'show-more': 'Покажи още',
  'show-less': 'Покажи по-малко', 'filter-within': 'Търсене: {facet}', min: 'От', max: 'До', from: 'От', to: 'До', any: 'Всички', apply: 'Приложи',
  range: '{from} – {to}', 'range-from': 'от {from}', 'range-to': 'до {to}', yes: 'Да', no: 'Не',
  'facet-category_path': 'Категория', 'facet-brand': 'Марка', 'facet-price': 'Цена', 'facet-color': 'Цвят',
  'facet-availability': 'Наличност', 'facet-rating': 'Оценка', pages: 'Страници', previous: 'Назад', next: 'Напред',
  page: 'Страница {page}', 'more-results': 'Покажи още резултати', 'shown-of': 'Показани {shown} от {total}',
  'show-results': 'Покажи резултатите ({count})', 'suggested-facet': 'Стеснете избора – {facet}:',
  breadcrumbs: 'Навигация', home: 'Всички продукти', subcategories: 'Подкатегории',
  'no-products': 'Няма продукти в „{name}“.',

  'heading-bestsellers': 'Най-продавани', 'heading-trending': 'Актуално сега', 'heading-new_arrivals': 'Нови продукти',
  'heading-item_detail_alternatives': 'Може да харесате и', 'heading-item_detail_complements': 'Подходящо към това',
  'heading-basket': 'Допълнете поръчката си', 'heading-personalized': 'Препоръчано за вас', recommended: 'Препоръчваме',
  carousel: 'въртележка', slide: 'слайд', 'slide-label': '{position} от {count}', fallback: 'Популярно',
};
