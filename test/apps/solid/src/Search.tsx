import type {} from 'site-search-elements/solid-jsx';
import type { SelectDetail } from 'site-search-elements';

export function Search(props: { onPick: (detail: SelectDetail) => void }) {
  return (
    <>
      <ss-autocomplete tracker-id="demo" min-chars={2} on:ss-select={(event) => props.onPick(event.detail)} />
      <ss-search tracker-id="demo" query="headphones" size={8} pagination="more" on:ss-select={(event) => props.onPick(event.detail)} />
    </>
  );
}
