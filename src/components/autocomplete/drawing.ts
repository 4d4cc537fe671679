/**
 * The suggestions panel's drawing (./panel.ts: its options, rows, banners, placement, styles
 * and words, and the empty-box panel's requests), loaded on the box's first focus or input: a
 * page downloads only the box until a shopper uses it.
 * What opens the panel waits for it (`when`), which it seldom must: the focus comes first.
 */
import type { PanelHost, PlacementOptions } from './place.js';

export interface DrawingOptions extends PlacementOptions {
  /** Applies the panel's styles where the element's are (its shadow root, or the page for the light DOM). */
  adopt(sheet: CSSStyleSheet): void;
}

export class PanelDrawing {
  /** The drawing, once in. */
  code?: typeof import('./panel.js');
  /** Settles once the drawing is in (or failed); none before the first focus or input. */
  loading?: Promise<unknown>;
  /** What waits for the drawing to open the panel (the latest wins). */
  pending?: () => void;

  constructor(private readonly host: PanelHost, private readonly o: DrawingOptions) {}

  /** Loads the drawing, once. Failed (offline), the next focus or input asks again. */
  load(): void {
    this.loading ??= import('./panel.js').then((code) => {
      this.code = code;
      this.o.adopt(code.panelStyles);
      new code.PanelPlacement(this.host, this.o);
      this.pending?.();
    }, () => (this.loading = undefined)).finally(() => (this.pending = undefined));
  }

  /** Opens the panel with `open` once the drawing is in: at once when it is. */
  when(open: () => void): void {
    if (this.code) open();
    else {
      this.pending = open;
      this.load();
    }
  }
}
