/**
 * Campaign banners (the `banners` of a response's campaigns) for one slot, as links; URLs
 * pass the allow-list. The image is the link's content, so its alt names the link: the
 * campaign's `title` when the answer has one (the local service's campaigns do; the spec
 * shows none), else `label`. A banner whose image does not load is hidden, never an empty
 * link. Its box keeps the slot's aspect ratio (the elements' `--ss-*-banner-ratio`) from the
 * start, so nothing moves when the image arrives.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { safeUrl } from '../../core/sanitize.js';
import type { Campaign } from '../../core/types.js';

const shown = (e: Event) => ((e.target as Element).closest('a')!.hidden = e.type === 'error');

/** The campaigns with a banner for `slot`: those whose image passes the allow-list (the ones renderBanners draws). */
export const withBanner = (campaigns: Campaign[] = [], slot: string): Campaign[] => campaigns.filter((c) => safeUrl(c.banners?.[slot]?.desktop_url));

/** The image the first banner of `slot` shows above 600 px (below, its picture's mobile image takes over), past the allow-list (withBanner), to fetch it before it is drawn. */
export const bannerImage = (campaigns: Campaign[] | undefined, slot = ''): string | false | undefined => innerWidth > 600 && withBanner(campaigns, slot)[0]?.banners![slot].desktop_url;

/**
 * Banners of the campaigns for one slot (autocomplete_top, search_header, ...), the mobile image below 600 px.
 * `first`: the banner is in what a results page paints first (above the results, in the first row): fetched at high priority.
 */
export function renderBanners(campaigns: Campaign[] | undefined, slot: string, label: string, first?: boolean): TemplateResult[] {
  return withBanner(campaigns, slot).map((c) => {
    const banner = c.banners![slot];
    const src = safeUrl(banner.desktop_url);
    const mobile = safeUrl(banner.mobile_url);
    const alt = typeof c.title === 'string' && c.title.trim() ? c.title : label;
    return html`<a part="banner" class="ss-banner" href=${safeUrl(c.target_url) ?? '#'}>
      <picture>${mobile ? html`<source media="(max-width: 600px)" srcset=${mobile} />` : nothing}<img src=${src} alt=${alt} fetchpriority=${first ? 'high' : nothing} @load=${shown} @error=${shown} /></picture></a>`;
  });
}
