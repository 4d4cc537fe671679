/** 日本語: every key of en.ts; plural form other only (docs/languages.md). */
export default {
  trending: '人気の検索ワード', popular: '人気の商品', 'no-results': '「{query}」に一致する商品はありませんでした。',
  error: '検索結果を読み込めませんでした。', retry: '再読み込み', close: '閉じる', 'add-to-cart': 'カートに入れる', banner: 'キャンペーン',
  item: '商品', category: 'カテゴリ', brand: 'ブランド', query: 'キーワード', store: '店舗', recent: '検索履歴',
  listbox: '検索候補', loading: '候補を読み込み中…', 'suggestions-other': '候補{count}件', search: '検索',
  'cart-hint': 'Shift+Enterでカートに入れる', gone: '選択中の候補はなくなりました。',

  'in-stock': '在庫あり', 'out-of-stock': '在庫切れ', was: '通常価格', rating: '5つ星のうち{rating}、{reviews}',
  'reviews-other': 'レビュー{count}件',

  'count-other': '{count}件', 'count-for': '「{query}」の検索結果 {results}', heading: '検索結果',
  'heading-for': '「{query}」の検索結果', 'no-results-filters': 'この条件に一致する商品はありません。',
  'no-results-hint': 'キーワードの誤りを確認するか、キーワードを減らすか絞り込みを解除してお試しください。',
  'did-you-mean': 'もしかして:', 'showing-for': '次の検索結果を表示しています:', 'search-instead': '元のキーワードで検索:',
  quicksearch: '該当するカテゴリ・ブランド', filters: '絞り込み', 'filters-count': '絞り込み（{count}）',
  'clear-all': 'すべて解除', 'remove-filter': '{label}を解除', 'active-filters': '選択中の条件',
  sort: '並べ替え', relevance: 'おすすめ順', 'price-asc': '価格の安い順', 'price-desc': '価格の高い順',
  'rating-desc': '評価の高い順', 'show-more': 'もっと見る', 'show-less': '折りたたむ', 'filter-within': '{facet}を検索',
  min: '下限', max: '上限', from: '開始日', to: '終了日', any: 'すべて', apply: '適用', range: '{from}～{to}',
  'range-from': '{from}以上', 'range-to': '{to}以下', yes: 'あり', no: 'なし', 'facet-category_path': 'カテゴリ',
  'facet-brand': 'ブランド', 'facet-price': '価格', 'facet-color': 'カラー', 'facet-availability': '在庫状況',
  'facet-rating': '評価', pages: 'ページ', previous: '前へ', next: '次へ', page: '{page}ページ目',
  'more-results': 'さらに表示', 'shown-of': '{total}件中{shown}件を表示',
  'show-results': '{count}件を表示', 'suggested-facet': '{facet}で絞り込む:', breadcrumbs: 'パンくずリスト',
  home: 'すべての商品', subcategories: 'サブカテゴリ', 'no-products': '「{name}」の商品はありません。',

  'heading-bestsellers': '売れ筋商品', 'heading-trending': 'いま話題の商品', 'heading-new_arrivals': '新着商品',
  'heading-item_detail_alternatives': 'こちらもおすすめ', 'heading-item_detail_complements': 'あわせて買いたい',
  'heading-basket': 'ご一緒にいかがですか', 'heading-personalized': 'あなたへのおすすめ', recommended: 'おすすめ商品',
  carousel: 'カルーセル', slide: 'スライド', 'slide-label': '{count}件中{position}件目', fallback: '人気',
};
