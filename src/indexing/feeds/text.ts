/**
 * Text of feeds: character references (`&amp;`, `&#233;`, `&eacute;`) and HTML
 * descriptions turned into plain text for search (the elements render text, never a
 * feed's markup).
 */

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '', ensp: ' ', emsp: ' ', thinsp: ' ',
  ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„', laquo: '«', raquo: '»',
  hellip: '…', bull: '•', middot: '·', trade: '™', reg: '®', copy: '©', deg: '°', plusmn: '±', times: '×', divide: '÷',
  frac12: '½', frac14: '¼', frac34: '¾', sup2: '²', sup3: '³', micro: 'µ', para: '¶', sect: '§',
  euro: '€', pound: '£', yen: '¥', cent: '¢', iexcl: '¡', iquest: '¿',
  aacute: 'á', agrave: 'à', acirc: 'â', atilde: 'ã', auml: 'ä', aring: 'å', aelig: 'æ', ccedil: 'ç',
  eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë', iacute: 'í', igrave: 'ì', icirc: 'î', iuml: 'ï',
  ntilde: 'ñ', oacute: 'ó', ograve: 'ò', ocirc: 'ô', otilde: 'õ', ouml: 'ö', oslash: 'ø',
  uacute: 'ú', ugrave: 'ù', ucirc: 'û', uuml: 'ü', yacute: 'ý', yuml: 'ÿ', szlig: 'ß',
  Aacute: 'Á', Agrave: 'À', Acirc: 'Â', Atilde: 'Ã', Auml: 'Ä', Aring: 'Å', AElig: 'Æ', Ccedil: 'Ç',
  Eacute: 'É', Egrave: 'È', Ecirc: 'Ê', Euml: 'Ë', Iacute: 'Í', Ntilde: 'Ñ', Oacute: 'Ó', Ouml: 'Ö', Oslash: 'Ø',
  Uacute: 'Ú', Uuml: 'Ü',
};

/** Decodes character references; an unknown name is left as it is, a number out of range becomes U+FFFD. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    const allowed = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return allowed ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** Elements whose tags break a line of text. */
const BLOCK = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'table', 'section', 'article', 'blockquote', 'dd', 'dt', 'hr']);

/** An HTML fragment as plain text: scripts, styles and comments dropped, blocks on their own lines, tags removed, references decoded. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/[ \t]+/g, ' ').trim();
  let text = html;
  if (/<(script|style)/i.test(text)) text = text.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  if (text.includes('<!--')) text = text.replace(/<!--[\s\S]*?-->/g, ' ');
  text = text.replace(/<\/?([A-Za-z][A-Za-z0-9]*)[^>]*>/g, (_, name: string) => (BLOCK.has(name.toLowerCase()) ? '\n' : ''));
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}
