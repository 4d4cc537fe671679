/**
 * Pure helpers of listbox keyboard navigation (WAI-ARIA APG combobox): which option
 * becomes active for a key, wrapping at both ends, -1 meaning "none" (focus stays on
 * the input text).
 */

export type NavKey = 'ArrowDown' | 'ArrowUp';

export function nextActive(current: number, count: number, key: NavKey): number {
  if (!count) return -1;
  return key === 'ArrowDown' ? (current + 1) % count : (current <= 0 ? count : current) - 1;
}

/**
 * Adaptive debounce: wait a bit longer than the typist's recent gaps between keys, so a
 * request goes out when they pause, not on every key.
 */
export function debounceDelay(recentGaps: readonly number[], min = 90, max = 320): number {
  if (!recentGaps.length) return min;
  return Math.round(Math.min(max, Math.max(min, 1.4 * Math.max(...recentGaps.slice(-3)))));
}
