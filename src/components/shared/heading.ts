/** A heading's `aria-level` from a `heading-level` attribute: 1 to 6, default 2. */
export const ariaLevel = (level: number | undefined) => Math.min(Math.max(1, level || 2), 6);
