import { css } from '../shared/sheet.js';

/** What only <ss-search> draws (before the results' styles, shared/results.styles.ts): query feedback. */
export const searchStyles = css`
  .feedback { margin: 0 0 0.75rem; }
`;
