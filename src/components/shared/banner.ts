/** Campaign banners (the `banners` of a response's campaigns) for one slot, as links; URLs pass the allow-list. */
import { html, nothing } from 'lit';
import { safeUrl } from '../../core/sanitize.js';
import type { Campaign } from '../../core/types.js';

/** Banners of the campaigns for one slot (autocomplete_top, search_header, ...), the mobile image below 600 px. */
export function renderBanners(campaigns: Campaign[] | undefined, slot: string, alt = ''): unknown {
  return (campaigns ?? []).map((c) => {
    const banner = c.banners?.[slot];
    const src = safeUrl(banner?.desktop_url);
    if (!src) return nothing;
    const mobile = safeUrl(banner?.mobile_url);
    return html`<a part="banner" class="banner" href=${safeUrl(c.target_url) ?? '#'}>
      <picture>${mobile ? html`<source media="(max-width: 600px)" srcset=${mobile} />` : nothing}<img src=${src} alt=${alt} /></picture></a>`;
  });
}
