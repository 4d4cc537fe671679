/**
 * Once an element has drawn what it waited for, it keeps the box it held (reserve.ts) where
 * giving it back would move what the shopper sees.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * After the first answer is drawn, the host keeps the height it had before it (`before`,
 * measured just before drawing), down to what keeps its bottom at the fold: what follows it
 * moves only where nobody sees it. An element entirely below the fold keeps nothing.
 */
export function holdHeight(host: HTMLElement, before: DOMRect): void {
  host.style.minHeight = `${Math.max(0, Math.min(before.height, innerHeight - before.top))}px`;
}

/**
 * For a results element: holds its height at its first answer (holdHeight), and counts the
 * cards of the grid's first row (`columns`), whose images load first (renderCard's `first`).
 * The count is the grid's laid-out columns, read after each answer is drawn; when it differs
 * from the guess the cards were drawn with, they are drawn again before the frame is painted.
 */
export class ResultsBox implements ReactiveController {
  /**
   * Cards in the grid's first row: a guess until the first grid is laid out, that of a
   * desktop results page with its filters beside (five), where a wrong guess would draw
   * the first answer twice on the largest paint's path. Elsewhere it is drawn again.
   */
  columns = 5;
  private before?: DOMRect;
  private held = false;
  private measured?: unknown;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly o: { answer: () => unknown; grid: () => Element | null },
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    if (!this.held && this.o.answer()) {
      this.held = true;
      this.before = this.host.getBoundingClientRect();
    }
  }

  hostUpdated(): void {
    if (this.before) {
      holdHeight(this.host, this.before);
      this.before = undefined;
    }
    const answer = this.o.answer();
    const grid = this.o.grid();
    if (!grid || answer === this.measured) return;
    this.measured = answer;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    if (columns !== this.columns) {
      this.columns = columns;
      this.host.requestUpdate();
    }
  }
}
