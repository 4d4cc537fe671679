/**
 * The keyboard and ARIA side of a combobox (WAI-ARIA APG, the input is the combobox):
 * the active option, the input's `aria-expanded` and `aria-activedescendant`, and the
 * keys. Configured by callbacks, like Material Web's ListController: the element says
 * what the options are and what choosing one does; every box gets the same keyboard.
 *
 * The active option is held by its key (the suggestion's identity), not its index: when
 * an answer replaces the options, `replaced()` keeps it on the same suggestion if it is
 * still listed, wherever it moved, and clears it otherwise.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { nextActive } from './listbox.js';

export interface ComboboxOptions {
  /** Whether the popup is open. */
  open(): boolean;
  /** The keys of the options shown, in display order. */
  keys(): string[];
  /** The DOM id of the option at an index (same tree scope as the input). */
  optionId(index: number): string;
  /** ArrowDown/ArrowUp on a closed popup. */
  reopen(): void;
  /** Enter on the active option. */
  choose(index: number, e: KeyboardEvent): void;
  /** The shopper closed the popup (Escape, Tab): cancel what is pending. */
  dismiss(): void;
  /** Escape on a closed popup: empty the box. */
  clear(): void;
}

export class ComboboxController implements ReactiveController {
  /** Index of the active option in `keys()`; -1: none (focus on the text). */
  active = -1;
  private key?: string;
  private input?: HTMLInputElement;
  /** What hostUpdated() last wrote: per keystroke the rows change and the ARIA state mostly does not. */
  private written?: string;

  constructor(private readonly host: ReactiveControllerHost, private readonly o: ComboboxOptions) {
    host.addController(this);
  }

  /** Makes `input` the combobox of the listbox `listboxId`. */
  attach(input: HTMLInputElement, listboxId: string): void {
    this.input = input;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    // A theme's own aria-haspopup="false" (Magento's box) would contradict the listbox it now opens.
    input.removeAttribute('aria-haspopup');
    input.addEventListener('keydown', this.onKeyDown);
    this.hostUpdated();
  }

  /** Makes the option at `index` active (-1: none). */
  set(index: number): void {
    if (index === this.active) return;
    this.active = index;
    this.key = this.o.keys()[index];
    this.host.requestUpdate();
  }

  /** The options were replaced: the active option follows its key. Returns true when it is gone. */
  replaced(): boolean {
    if (this.key === undefined) return false;
    this.active = this.o.keys().indexOf(this.key);
    if (this.active < 0) this.key = undefined;
    this.host.requestUpdate();
    return !this.key;
  }

  hostUpdated(): void {
    const input = this.input;
    const open = this.o.open();
    const id = this.active < 0 ? '' : this.o.optionId(this.active);
    if (!input || this.written === open + id) return;
    this.written = open + id;
    input.setAttribute('aria-expanded', String(open));
    if (!id) input.removeAttribute('aria-activedescendant');
    else {
      input.setAttribute('aria-activedescendant', id);
      (input.getRootNode() as Document).getElementById(id)?.scrollIntoView({ block: 'nearest' });
    }
  }

  hostConnected(): void {
    this.input?.addEventListener('keydown', this.onKeyDown);
  }

  hostDisconnected(): void {
    this.input?.removeEventListener('keydown', this.onKeyDown);
  }

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    const o = this.o;
    // Keys for an IME (choosing a conversion, Enter confirming it: Safari sends that one after compositionend, as keyCode 229) are the IME's.
    if (e.isComposing || e.keyCode === 229) return;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        e.preventDefault();
        if (!o.open()) o.reopen();
        else if (!e.altKey) this.set(nextActive(this.active, o.keys().length, e.key));
        return;
      case 'Escape':
        // Closes an open popup, else clears the text; either way nothing pending may open it.
        // Closing the popup, it is the page's Escape no more: a theme's search that closes on one (Dawn's, on key up) waits for the next.
        if (o.open()) {
          e.stopPropagation();
          this.input!.addEventListener('keyup', (up) => up.stopPropagation(), { once: true });
        }
        if (o.open() || this.input!.value) e.preventDefault();
        if (!o.open()) o.clear();
        o.dismiss();
        return;
      case 'Enter':
        if (o.open() && this.active >= 0) {
          e.preventDefault();
          o.choose(this.active, e);
        }
        return;
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        // The caret moves in the text (APG): the text is what the shopper is on again, and what Enter searches.
        this.set(-1);
        return;
      case 'Tab':
        o.dismiss();
    }
  };
}
