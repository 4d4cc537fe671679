/**
 * Pure helpers of listbox keyboard navigation (WAI-ARIA APG combobox): which option
 * becomes active for a key, wrapping at both ends, -1 meaning "none" (focus stays on
 * the input text).
 */

export type NavKey = 'ArrowDown' | 'ArrowUp' | 'PageDown' | 'PageUp';

export function nextActive(current: number, count: number, key: NavKey): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'PageDown':
      return Math.min(count - 1, Math.max(0, current) + 5);
    case 'PageUp':
      return Math.max(0, current - 5);
  }
}

/**
 * Adaptive debounce: wait a bit longer than the typist's recent gaps between keys, so a
 * request goes out when they pause, not on every key.
 */
export function debounceDelay(recentGaps: readonly number[], min = 90, max = 320): number {
  if (!recentGaps.length) return min;
  return Math.round(Math.min(max, Math.max(min, 1.4 * Math.max(...recentGaps.slice(-3)))));
}
