/**
 * Where the suggestions panel goes: under the form (above it when there is too little room
 * below and more above: a box in a phone's bottom bar), inside the part of the page the
 * shopper sees (the visual viewport: classic scrollbars, pinch zoom and a phone's keyboard
 * taken out), aligned with the form's edge nearer the viewport's edge (a centred form's start
 * edge: its right one on a right-to-left page), as wide as the form
 * and at least `--ss-autocomplete-panel-width` (default 28em: a product's price beside its title, in two lines at most)
 * where there is room, and no taller than the room left on its side. 8 px stay free at the
 * viewport's edges; the panel is 4 px from the form.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface PanelBox {
  /** Viewport coordinates (the layout viewport's, as getBoundingClientRect gives them). */
  left: number;
  /** The edge next to the form: the panel's top, or its bottom when it opens above the form (`up`). */
  top: number;
  up: boolean;
  width: number;
  maxHeight: number;
}

/** The panel's box for a form at `form`, `preferred` pixels wide where there is room; `rtl`: the page reads right to left. */
export function panelBox(form: DOMRect, preferred: number, rtl = false): PanelBox {
  const view = visualViewport!;
  const width = Math.max(0, Math.min(Math.max(form.width, preferred), view.width - 16));
  // Aligned with the form's edge nearer the viewport's edge (a centred form's start edge), then kept inside the viewport.
  const off = form.left + form.width / 2 - view.offsetLeft - view.width / 2;
  const left = off > 0 || (!off && rtl) ? form.right - width : form.left;
  // Below the form, unless that leaves it less than 200 px and above has more (a box in a phone's bottom bar).
  const below = view.offsetTop + view.height - 12 - form.bottom;
  const above = form.top - 12 - view.offsetTop;
  const up = below < 200 && above > below;
  return {
    left: Math.min(Math.max(left, view.offsetLeft + 8), view.offsetLeft + view.width - 8 - width), width,
    top: up ? form.top - 4 : form.bottom + 4, up, maxHeight: Math.max(120, up ? above : below),
  };
}

/** The element whose panel is placed: full screen or not, and its words. */
export type PanelHost = ReactiveControllerHost & HTMLElement & { fullscreen: boolean; text(key: string): string };

export interface PlacementOptions {
  /** Whether the panel is open and placed (not full screen). */
  open(): boolean;
  /** The panel, the form it belongs to, and the gauge that resolves `--ss-autocomplete-panel-width`. */
  parts(): { popup: HTMLElement; form: Element; gauge: HTMLElement } | undefined;
}

/**
 * Places the open panel when it opens, when the viewport changes under it (resize,
 * scroll, zoom, a keyboard) and when an animation or transition on the page ends (a theme's
 * search that slides in moves the box). Where the browser has popovers the panel is one (`manual`) while
 * open, in the page's top layer: `absolute` from the document, or `fixed` when the box is in a
 * fixed or sticky header (pinned); elsewhere, in a shadow root it is `absolute` in its
 * host (it then scrolls with the page) and in the light DOM (`<ss-search-box>`, whose host has
 * no box) `fixed`. Nothing is read while the shopper types: the form does not move then.
 * Full screen (not placed), it makes the element a modal dialog instead: with the panel's code,
 * which is in before the panel can open, so the box's own code carries none of it.
 */
export class PanelPlacement implements ReactiveController {
  private wasOpen = false;
  private full = false;
  private frame = 0;
  private listening?: AbortController;

  constructor(private readonly host: PanelHost, private readonly o: PlacementOptions) {
    host.addController(this);
  }

  hostConnected(): void {
    const signal = (this.listening = new AbortController()).signal;
    for (const target of [window, visualViewport!]) {
      target.addEventListener('resize', this.later, { signal });
      target.addEventListener('scroll', this.later, { signal, capture: true, passive: true });
    }
    // A theme's search that slides or fades in (Dawn's) moves the box after the panel opened under it.
    for (const type of ['animationend', 'transitionend']) addEventListener(type, this.later, { signal, capture: true });
  }

  hostDisconnected(): void {
    this.listening?.abort();
    cancelAnimationFrame(this.frame);
  }

  hostUpdated(): void {
    const host = this.host;
    // Full screen, the element covers the page: a modal dialog (its box and panel), so a screen reader's swipe stays in what is shown.
    if (host.fullscreen !== this.full) {
      this.full = host.fullscreen;
      for (const [name, value] of Object.entries({ role: 'dialog', 'aria-modal': 'true', 'aria-label': host.text('listbox') })) this.full ? host.setAttribute(name, value) : host.removeAttribute(name);
    }
    const open = this.o.open();
    if (open && !this.wasOpen) this.place();
    // Closed (or full screen now), it leaves the top layer, and is no popover (a popover not shown is never displayed: full screen would not show).
    else if (!open && this.wasOpen) {
      const popup = this.o.parts()?.popup;
      popup?.removeAttribute('popover');
      popup?.style.removeProperty('position');
    }
    this.wasOpen = open;
  }

  private readonly later = (): void => {
    if (this.o.open() && !this.frame) {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.place();
      });
    }
  };

  /** Puts the open panel in its box. */
  place(): void {
    const parts = this.o.open() && this.o.parts();
    if (!parts) return;
    const { popup, form } = parts;
    // Over everything (the page's top layer) where the browser can: a theme's header that clips
    // (overflow: hidden), is transformed or sits under the page's next section hides none of it.
    // There it is `absolute` from the document, so it scrolls with the page as the box does (on
    // the compositor, no lag), or `fixed` when the box is in a fixed or sticky header (placed again on scroll).
    if (popup.showPopover) {
      if (!popup.matches(':popover-open')) {
        popup.popover = 'manual';
        popup.showPopover();
      }
      popup.style.position = pinned(form) ? 'fixed' : 'absolute';
    }
    const style = getComputedStyle(popup);
    const box = panelBox(form.getBoundingClientRect(), parts.gauge.offsetWidth, style.direction === 'rtl');
    // Offsets from the viewport (fixed), the document (absolute in the top layer) or the host (absolute in it); opening upwards, its bottom is held, so it grows up.
    const height = document.documentElement.clientHeight;
    const origin = style.position === 'fixed' ? { left: 0, top: 0, bottom: height } : popup.popover ? { left: -scrollX, top: -scrollY, bottom: height - scrollY } : this.host.getBoundingClientRect();
    Object.assign(popup.style, {
      left: `${box.left - origin.left}px`, right: 'auto', width: `${box.width}px`,
      top: box.up ? 'auto' : `${box.top - origin.top}px`, bottom: box.up ? `${origin.bottom - box.top}px` : 'auto',
      maxHeight: `min(var(--ss-autocomplete-max-height, 70vh), ${box.maxHeight}px)`,
    });
  }
}

/** Whether `element` stays where it is on the screen when the page scrolls: it, or what holds it (across shadow roots), is fixed or sticky. */
function pinned(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host || null)) {
    if (/fixed|sticky/.test(getComputedStyle(at).position)) return true;
  }
  return false;
}
