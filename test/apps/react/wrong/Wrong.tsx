import { highlightFragment, type ListDetail } from 'site-search-elements';

// Each line marked "wrong:" is a mistake the JSX types catch.
export function Wrong() {
  return (
    <>
      <ss-search facts="brand, price" />{/* wrong: a misspelled attribute */}
      <ss-search pagination="pager" />{/* wrong: a value the attribute does not allow */}
      <ss-search size="24" />{/* wrong: a number attribute given a string */}
      <ss-autocomplete api-version="4" />{/* wrong: a version that does not exist */}
      <ss-search onss-select={(event: CustomEvent<ListDetail>) => event.detail.hits} />{/* wrong: a handler of another event's detail */}
      <ss-search onss-select={(event) => event.detail.hits} />{/* wrong: ss-select's detail has no hits */}
      <ss-search renderers={{ item: 'title' }} />{/* wrong: a renderer is a function */}
      <ss-search query="headphones" size={24} pagination="more" onss-list={(event) => event.detail.hits}
        renderers={{ item: (hit) => highlightFragment(hit.attributes.title) }} />
    </>
  );
}
