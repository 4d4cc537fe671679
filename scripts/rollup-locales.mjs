// Rollup plugin: the dictionaries (src/i18n/locales/<lang>.ts) as plain ES modules, one file
// per language in one folder of the output, and the way the elements fetch them: the i18n
// runtime's `import(`./locales/${lang}.js`)` gets the folder's path relative to the chunk it
// lands in. English is built into the elements; its file is written only with `english`
// (the package's `site-search-elements/locales/en`). A folder name with a hash of every
// dictionary (`locales-<hash>`) can be cached for ever: a changed word renames the folder.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import MagicString from 'magic-string';

const DIR = 'src/i18n/locales';
const RUNTIME = 'src/i18n/i18n.ts';
const MARK = '`./locales/${';

/**
 * A dictionary as the build writes it: `export default{...}`, its keys in order (the order
 * compresses best: keys sharing a prefix sit together) and its words as JSON strings.
 */
export function dictionaryModule(words) {
  const entries = Object.keys(words).sort().map((key) => `${/^[a-z]+$/.test(key) ? key : JSON.stringify(key)}:${JSON.stringify(words[key])}`);
  return `export default{${entries.join(',')}};\n`;
}

/** Each dictionary of src/i18n/locales (English only with `english`) as its module's text, by language. */
export async function dictionaries(english = false) {
  const langs = readdirSync(DIR).filter((f) => /^[a-z]{2,3}\.ts$/.test(f)).map((f) => f.slice(0, -3)).filter((l) => english || l !== 'en');
  const out = {};
  for (const lang of langs) {
    // English keeps its named exports (each element's table, from src/i18n/en/); another language is its words alone.
    const built = await build({ entryPoints: [join(DIR, `${lang}.ts`)], bundle: true, write: false, format: 'esm', minify: true, target: 'es2020', charset: 'utf8', legalComments: 'none' });
    const code = built.outputFiles[0].text;
    if (lang === 'en') out[lang] = code;
    else out[lang] = dictionaryModule((await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).default);
  }
  return out;
}

/** The languages the runtime knows (its LANGUAGES), which must be the dictionaries the folder holds. */
function runtimeLanguages() {
  const m = /LANGUAGES = '([a-z ]+)'\.split/.exec(readFileSync(RUNTIME, 'utf8'));
  if (!m) throw new Error(`${RUNTIME}: no LANGUAGES list found`);
  return m[1].split(' ').sort();
}

/** @param {{ hashed?: boolean, english?: boolean }} o */
export function locales(o = {}) {
  let folder;
  return {
    name: 'ss-locales',
    async buildStart() {
      const files = await dictionaries(o.english);
      const others = Object.keys(files).filter((l) => l !== 'en').sort();
      const known = runtimeLanguages();
      if (others.join(' ') !== known.join(' ')) this.error(`${RUNTIME} LANGUAGES (${known.join(' ')}) and ${DIR} (${others.join(' ')}) disagree`);
      const hash = createHash('sha256');
      for (const lang of others) hash.update(`${lang}\0${files[lang]}\0`);
      folder = o.hashed ? `locales-${hash.digest('hex').slice(0, 10)}` : 'locales';
      for (const [lang, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName: `${folder}/${lang}.js`, source });
      this.addWatchFile(RUNTIME);
    },
    renderChunk(code, chunk) {
      if (!code.includes(MARK)) return null;
      const path = relative(dirname(chunk.fileName), folder).split('\\').join('/');
      const s = new MagicString(code).replaceAll(MARK, `\`${path.startsWith('.') ? path : `./${path}`}/\${`);
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}
