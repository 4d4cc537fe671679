// Rollup plugin, after terser (which then keeps no comments): a chunk that holds lit's code
// starts with one notice of lit's licence instead of lit's four identical headers.
const NOTICE = '/*! lit: Copyright 2017-2019 Google LLC, BSD-3-Clause, https://github.com/lit/lit/blob/main/LICENSE */\n';

export function litNotice() {
  return {
    name: 'lit-notice',
    renderChunk(code, chunk) {
      const lit = Object.keys(chunk.modules).some((id) => /node_modules\/(lit|lit-html|lit-element|@lit)\//.test(id));
      return lit ? { code: NOTICE + code, map: null } : null;
    },
  };
}
