import type {} from 'site-search-elements/preact-jsx';
import type { SelectDetail } from 'site-search-elements';

export function Search({ onPick }: { onPick: (detail: SelectDetail) => void }) {
  return (
    <>
      <ss-autocomplete tracker-id="demo" min-chars={2} onss-select={(event) => onPick(event.detail)} />
      <ss-search tracker-id="demo" query="headphones" size={8} pagination="more" onss-select={(event) => onPick(event.detail)} />
    </>
  );
}
