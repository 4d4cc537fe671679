/**
 * العربية: every key of en.ts; plural forms zero, one, two, few, many, other (docs/languages.md).
 * A shopper's or catalog's words shown inside a sentence are isolated (U+2068 … U+2069): a Latin
 * query such as `tv 65"` keeps its inch mark at its end in the right-to-left line.
 */
export default {
  trending: 'الأكثر بحثًا', popular: 'منتجات رائجة', 'no-results': 'لا نتائج عن «\u2068{query}\u2069».', error: 'تعذر تحميل النتائج.',
  retry: 'أعد المحاولة', close: 'إغلاق', 'add-to-cart': 'أضف للسلة', banner: 'عرض ترويجي', item: 'المنتجات', category: 'الفئات',
  brand: 'الماركات', query: 'اقتراحات', store: 'المتاجر', recent: 'بحثت مؤخرًا', listbox: 'اقتراحات البحث',
  loading: 'تحميل الاقتراحات…', 'suggestions-zero': 'لا اقتراحات', 'suggestions-one': 'اقتراح واحد',
  'suggestions-two': 'اقتراحان', 'suggestions-few': '{count} اقتراحات', 'suggestions-many': '{count} اقتراحًا',
  'suggestions-other': '{count} اقتراح', search: 'ابحث', 'cart-hint': 'Shift+Enter يضيف للسلة',
  gone: 'اختفى الاقتراح المحدد.',

  'in-stock': 'متوفر', 'out-of-stock': 'نفدت الكمية', was: 'بدلًا من', rating: 'التقييم {rating} من 5، {reviews}',
  'reviews-zero': 'بلا مراجعات', 'reviews-one': 'مراجعة واحدة', 'reviews-two': 'مراجعتان', 'reviews-few': '{count} مراجعات',
  'reviews-many': '{count} مراجعة', 'reviews-other': '{count} مراجعة', 'count-zero': 'لا نتائج',

  'count-one': 'نتيجة واحدة', 'count-two': 'نتيجتان', 'count-few': '{count} نتائج', 'count-many': '{count} نتيجة',
  'count-other': '{count} نتيجة', 'count-for': '{results} عن «\u2068{query}\u2069»', heading: 'النتائج', 'heading-for': 'نتائج «\u2068{query}\u2069»',
  'no-results-filters': 'لا منتجات تطابق هذه الفلاتر.', 'no-results-hint': 'تحقق من الإملاء أو قلل الكلمات أو أزل فلترًا.',
  'did-you-mean': 'هل تقصد:', 'showing-for': 'نعرض نتائج عن', 'search-instead': 'أو ابحث عن', quicksearch: 'فئات وماركات مطابقة',
  filters: 'تصفية', 'filters-count': 'تصفية ({count})', 'clear-all': 'مسح الكل', 'remove-filter': 'إزالة {label}',
  'active-filters': 'الفلاتر المختارة', sort: 'ترتيب حسب', relevance: 'الأكثر صلة', 'price-asc': 'الأقل سعرًا',
  'price-desc': 'الأعلى سعرًا', 'rating-desc': 'الأعلى تقييمًا', 'show-more': 'عرض المزيد', 'show-less': 'عرض أقل',
  'filter-within': 'ابحث في {facet}', min: 'من', max: 'إلى', from: 'من', to: 'إلى', any: 'الكل', apply: 'تطبيق', range: '{from} – {to}', 'range-from': '{from} فأكثر',
  'range-to': 'حتى {to}', yes: 'نعم', no: 'لا', 'facet-category_path': 'الفئة', 'facet-brand': 'الماركة', 'facet-price': 'السعر',
  'facet-color': 'اللون', 'facet-availability': 'التوفر', 'facet-rating': 'التقييم', pages: 'الصفحات', previous: 'السابق',
  next: 'التالي', page: 'الصفحة {page}', 'more-results': 'عرض نتائج أكثر', 'shown-of': 'عرض {shown} من {total}',
  'show-results': 'عرض النتائج ({count})', 'suggested-facet': 'تضييق حسب {facet}:', breadcrumbs: 'مسار التنقل',
  home: 'كل المنتجات', subcategories: 'فئات فرعية', 'no-products': 'لا منتجات في «\u2068{name}\u2069».',

  'heading-bestsellers': 'الأكثر مبيعًا', 'heading-trending': 'رائج الآن', 'heading-new_arrivals': 'وصل حديثًا',
  'heading-item_detail_alternatives': 'قد يعجبك أيضًا', 'heading-item_detail_complements': 'يكمل مشترياتك',
  'heading-basket': 'أكمل طلبك', 'heading-personalized': 'مختارات لك', recommended: 'مقترحات', carousel: 'عرض دوار',
  slide: 'شريحة', 'slide-label': '{position} من {count}', fallback: 'رائج',
};
