// Rollup plugin: collapses the whitespace and comments of lit `css` templates in
// *.styles.ts files (terser leaves template literals alone). Our styles have no
// ${} interpolations and no quoted strings holding ': ' or ' 0.', so the text can be
// rewritten safely.
export function minifyCss() {
  return {
    name: 'minify-css',
    transform(code, id) {
      if (!/\.styles\.ts$/.test(id)) return null;
      const out = code.replace(/css`([^`]*)`/g, (_, text) => {
        const min = text
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/;}/g, '}')
          // "prop: value" and "(max-width: 600px)": no space is needed after a colon, and
          // a selector's colon is never followed by one.
          .replace(/: /g, ':')
          // 0.75rem -> .75rem
          .replace(/([ :(,/])0\.(\d)/g, '$1.$2')
          .trim();
        return `css\`${min}\``;
      });
      return { code: out, map: null };
    },
  };
}
