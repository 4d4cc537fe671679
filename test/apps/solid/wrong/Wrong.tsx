import type { ListDetail } from 'site-search-elements';

// Each line marked "wrong:" is a mistake the JSX types catch.
export function Wrong() {
  return (
    <>
      <ss-search facts="brand, price" />{/* wrong: a misspelled attribute */}
      <ss-search pagination="pager" />{/* wrong: a value the attribute does not allow */}
      <ss-search on:ss-select={(event: CustomEvent<ListDetail>) => event.detail.hits} />{/* wrong: a handler of another event's detail */}
      <ss-search query="headphones" size={24} on:ss-list={(event) => event.detail.hits} />
    </>
  );
}
