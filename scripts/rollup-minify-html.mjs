// Rollup plugin: in lit `html` templates of src/components, a run of whitespace that
// holds a line break becomes one space (terser leaves template literals alone). In HTML
// that renders the same: our templates hold no <pre> and no white-space: pre text.
// HTML comments in templates are dropped.
// Runs after esbuild; a small scanner skips comments and strings and follows ${}
// nesting. Regular expressions in these files hold no quote or backtick.
export function minifyHtml() {
  return {
    name: 'minify-html',
    transform(code, id) {
      if (!/\/src\/components\/.*\.ts$/.test(id) || /\.styles\.ts$/.test(id)) return null;
      return { code: collapse(code), map: null };
    },
  };
}

/** The code with the static text of every html`` template collapsed. */
export function collapse(code) {
  let out = '';
  // Each frame: 'html' or 'tpl' (a template's text), or a number: inside ${ }, the braces open in it.
  const stack = [];
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    const top = stack[stack.length - 1];
    if (top === 'html' || top === 'tpl') {
      if (c === '\\') { out += c + code[++i]; continue; }
      if (c === '`') { stack.pop(); out += c; continue; }
      if (c === '$' && code[i + 1] === '{') { stack.push(0); out += '${'; i++; continue; }
      // An HTML comment in a template is the author's note, not content: dropped (one holding
      // a ${} part is kept, as lit would give it a value).
      if (top === 'html' && code.startsWith('<!--', i)) {
        const end = code.indexOf('-->', i);
        if (end > 0 && !code.slice(i, end).includes('${')) { i = end + 2; continue; }
      }
      if (top === 'html' && /\s/.test(c)) {
        let j = i;
        while (j < code.length && /\s/.test(code[j])) j++;
        const run = code.slice(i, j);
        out += run.includes('\n') ? ' ' : run;
        i = j - 1;
        continue;
      }
      out += c;
      continue;
    }
    if (c === '\\') { out += c + code[++i]; continue; }
    if (c === '/' && (code[i + 1] === '/' || code[i + 1] === '*')) {
      const end = code[i + 1] === '/' ? code.indexOf('\n', i) : code.indexOf('*/', i + 2) + 1;
      const stop = end < 0 ? code.length : end + 1;
      out += code.slice(i, stop);
      i = stop - 1;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < code.length && code[j] !== c) j += code[j] === '\\' ? 2 : 1;
      out += code.slice(i, j + 1);
      i = j;
      continue;
    }
    if (c === '`') {
      stack.push(/\bhtml\s*$/.test(out.slice(-12)) ? 'html' : 'tpl');
      out += c;
      continue;
    }
    if (typeof top === 'number') {
      if (c === '{') stack[stack.length - 1]++;
      if (c === '}') {
        if (top === 0) { stack.pop(); out += c; continue; }
        stack[stack.length - 1]--;
      }
    }
    out += c;
  }
  return out;
}
