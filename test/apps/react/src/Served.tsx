import { useEffect, useRef, useState } from 'react';
import type { ListDetail } from 'site-search-elements';
import type { SsSearch } from 'site-search-elements/search';

/**
 * A results page drawn by the app's server (React's renderToString), hydrated in the browser.
 * React 19 adds no `onss-…` listener and sets no property on an element it hydrates, so the
 * listener is added through a ref, as docs/frameworks.md says (Server-side rendering).
 */
export function Served() {
  const [count, setCount] = useState<number>();
  const search = useRef<SsSearch>(null);
  useEffect(() => {
    const element = search.current!;
    const listed = (event: CustomEvent<ListDetail>) => setCount(event.detail.hits.length);
    element.addEventListener('ss-list', listed);
    import('site-search-elements/search');
    return () => element.removeEventListener('ss-list', listed);
  }, []);
  return (
    <main>
      <p id="served-count">{count}</p>
      <ss-search ref={search} tracker-id="demo" query="headphones" size={8} />
    </main>
  );
}
