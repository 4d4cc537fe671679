import { useState } from 'react';
import type { SelectDetail } from 'site-search-elements';

/** A shop's React page: a search box and a results page; a chosen hit is routed by the app (here: listed). */
export function App() {
  const [picked, setPicked] = useState<string[]>([]);
  // An on/off setting bound to the app's state (the test turns it off).
  const [cart, setCart] = useState(true);
  const onSelect = (from: string) => (event: CustomEvent<SelectDetail>) => {
    event.preventDefault();
    const { identity, position, query } = event.detail;
    setPicked((list) => [...list, `${from}|${identity}|${position.toFixed(0)}|${query}`]);
  };
  return (
    <main>
      <ss-autocomplete tracker-id="demo" placeholder="Search the shop" min-chars={2} api-version="3" onss-select={onSelect('autocomplete')} />
      <ss-search tracker-id="demo" query="headphones" facets="brand, price" size={8} pagination="more" add-to-cart={cart}
        onss-select={onSelect('search')} onss-list={(event) => document.title = `${event.detail.hits.length} results`} />
      <button id="no-cart" type="button" onClick={() => setCart(false)}>No cart</button>
      <ol id="picked">{picked.map((line) => <li key={line}>{line}</li>)}</ol>
    </main>
  );
}
