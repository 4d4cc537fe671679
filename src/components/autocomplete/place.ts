/**
 * Where the suggestions panel goes: under the form, inside the part of the page the
 * shopper sees (the visual viewport: classic scrollbars, pinch zoom and a phone's keyboard
 * taken out), aligned with the form's edge nearer the viewport's edge, as wide as the form
 * and at least `--ss-autocomplete-panel-width` (default 22rem: a product row in two lines)
 * where there is room, and no taller than the room left below it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Space kept between the panel and the viewport's edges, and between the form and the panel (px). */
const MARGIN = 8;
const GAP = 4;

export interface PanelBox {
  /** Viewport coordinates (the layout viewport's, as getBoundingClientRect gives them). */
  left: number;
  top: number;
  width: number;
  maxHeight: number;
}

/** The visible part of the layout viewport, in its coordinates. */
function visible(): { left: number; top: number; width: number; height: number } {
  const v = globalThis.visualViewport;
  return v ? { left: v.offsetLeft, top: v.offsetTop, width: v.width, height: v.height }
    : { left: 0, top: 0, width: document.documentElement.clientWidth, height: innerHeight };
}

/** The panel's box for a form at `form`, `preferred` pixels wide where there is room. */
export function panelBox(form: DOMRect, preferred: number): PanelBox {
  const view = visible();
  const width = Math.max(0, Math.min(Math.max(form.width, preferred), view.width - 2 * MARGIN));
  // Aligned with the form's edge nearer the viewport's edge, then kept inside the viewport.
  const nearRight = form.left + form.width / 2 > view.left + view.width / 2;
  const left = Math.min(Math.max(nearRight ? form.right - width : form.left, view.left + MARGIN), view.left + view.width - MARGIN - width);
  const top = form.bottom + GAP;
  return { left, top, width, maxHeight: Math.max(120, view.top + view.height - MARGIN - top) };
}

export interface PlacementOptions {
  /** Whether the panel is open and placed (not full screen). */
  open(): boolean;
  /** The panel, the form it belongs to, and the gauge that resolves `--ss-autocomplete-panel-width`. */
  parts(): { popup: HTMLElement; form: Element; gauge: HTMLElement } | undefined;
}

/**
 * Places the open panel when it opens and when the viewport changes under it (resize,
 * scroll, zoom, a keyboard). In a shadow root the panel is `absolute` in its host (it then
 * scrolls with the page); in the light DOM (`<ss-search-box>`, whose host has no box) it is
 * `fixed`. Nothing is read while the shopper types: the form does not move then.
 */
export class PanelPlacement implements ReactiveController {
  private wasOpen = false;
  private frame = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement, private readonly o: PlacementOptions) {
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('resize', this.later);
    addEventListener('scroll', this.later, { capture: true, passive: true });
    globalThis.visualViewport?.addEventListener('resize', this.later);
    globalThis.visualViewport?.addEventListener('scroll', this.later);
  }

  hostDisconnected(): void {
    removeEventListener('resize', this.later);
    removeEventListener('scroll', this.later, { capture: true });
    globalThis.visualViewport?.removeEventListener('resize', this.later);
    globalThis.visualViewport?.removeEventListener('scroll', this.later);
    cancelAnimationFrame(this.frame);
  }

  hostUpdated(): void {
    const open = this.o.open();
    if (open && !this.wasOpen) this.place();
    this.wasOpen = open;
  }

  private readonly later = (): void => {
    if (!this.o.open() || this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.place();
    });
  };

  /** Puts the open panel in its box. */
  place(): void {
    const parts = this.o.parts();
    if (!parts || !this.o.open()) return;
    const { popup, form, gauge } = parts;
    const box = panelBox(form.getBoundingClientRect(), gauge.offsetWidth);
    // Offsets from the viewport (fixed) or from the host (absolute).
    const origin = getComputedStyle(popup).position === 'fixed' ? { left: 0, top: 0 } : this.host.getBoundingClientRect();
    Object.assign(popup.style, {
      left: `${box.left - origin.left}px`, right: 'auto', top: `${box.top - origin.top}px`, width: `${box.width}px`,
      maxHeight: `min(var(--ss-autocomplete-max-height, 70vh), ${box.maxHeight}px)`,
    });
  }
}
