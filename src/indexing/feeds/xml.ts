/**
 * The items of an RSS 2.0 or Atom document (`<item>`, `<entry>`) in constant memory,
 * each as a record of its child elements: a Google Merchant feed read as it streams.
 *
 * - Names: an element in the Google namespace (whatever its prefix) or without a prefix
 *   is named by its local name (`g:price` → `price`); one in another namespace keeps its
 *   prefix (`c:label`).
 * - Values: text with character references decoded and CDATA taken as it is; an element
 *   with children is an object of their texts (`g:shipping` → `{ country, price }`); an
 *   empty element with `href` (Atom's `<link href>`) is that link; a repeated element is
 *   a list.
 * - Bad input: an item whose tags do not match is reported with its number, line and
 *   reason, and reading goes on after it. A document that ends inside an item or before
 *   its root closes was cut short: that is a FeedError, so that a sync never takes a
 *   partial feed for the whole catalog.
 */
import { FeedError, type Located } from './feed.js';
import { decodeEntities } from './text.js';

export type XmlField = string | Record<string, string>;
export type XmlRecord = Record<string, XmlField | XmlField[]>;

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';
/** A tag, text run or CDATA section longer than this stops reading (a `<` or `]]>` left open would hold the rest of the file). */
const MAX_TOKEN = 8 * 1024 * 1024;

interface Open {
  name: string;
  ns?: Map<string, string>;
}

interface Item {
  record: XmlRecord;
  where: string;
  depth: number;
  problem?: string;
}

function after(buf: string, close: string, from: number): number {
  const e = buf.indexOf(close, from);
  return e < 0 ? -1 : e + close.length;
}

/** Where the `>` that ends the token at `pos` is (past it), or -1 when the buffer does not hold it yet. */
function tokenEnd(buf: string, pos: number, final: boolean): number {
  if (!final && buf.length - pos < 9) return -1;
  const next = buf.charCodeAt(pos + 1);
  if (next === 33 /* ! */ || next === 63 /* ? */) return specialEnd(buf, pos);
  // A '>' inside a quoted attribute value does not end the tag.
  let open = 0;
  for (let i = pos + 1; i < buf.length; i++) {
    const c = buf.charCodeAt(i);
    if (open) {
      if (c === open) open = 0;
    } else if (c === 34 || c === 39) open = c;
    else if (c === 62) return i + 1;
  }
  return -1;
}

/** The end of a comment, CDATA section, processing instruction or DOCTYPE at `pos`. */
function specialEnd(buf: string, pos: number): number {
  if (buf.startsWith('<!--', pos)) return after(buf, '-->', pos + 4);
  if (buf.startsWith('<![CDATA[', pos)) return after(buf, ']]>', pos + 9);
  if (buf.startsWith('<?', pos)) return after(buf, '?>', pos + 2);
  // <!DOCTYPE ...>, with an internal subset in [ ] that may hold '>'
  let depth = 0;
  for (let i = pos + 2; i < buf.length; i++) {
    const c = buf[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  return -1;
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

const ATTRIBUTE = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Reads a document fed in pieces; `feed()` returns the items completed by each piece. */
class XmlItemReader {
  private buf = '';
  private line = 1;
  private count = 0;
  private readonly stack: Open[] = [];
  private item?: Item;
  private field?: { key: string; text: string; href?: string; children?: Record<string, string> };
  private child?: { key: string; text: string };
  private done: Array<Located<XmlRecord>> = [];

  constructor(private readonly itemNames: ReadonlySet<string> = new Set(['item', 'entry'])) {}

  feed(text: string, final = false): Array<Located<XmlRecord>> {
    this.buf += text;
    let pos = 0;
    const buf = this.buf;
    for (;;) {
      const lt = buf.indexOf('<', pos);
      if (lt < 0) {
        if (final) this.text(buf.slice(pos));
        else if (buf.length - pos > MAX_TOKEN) throw new FeedError(`line ${this.line}: a text of more than ${MAX_TOKEN / 1024 / 1024} MB without a tag`);
        if (final) pos = buf.length;
        break;
      }
      if (lt > pos) this.text(buf.slice(pos, lt));
      pos = lt;
      const end = tokenEnd(buf, pos, final);
      if (end < 0) {
        if (final) throw new FeedError(`line ${this.line}: the document ends inside a tag (cut short?)`);
        if (buf.length - pos > MAX_TOKEN) throw new FeedError(`line ${this.line}: a tag or CDATA section runs past ${MAX_TOKEN / 1024 / 1024} MB; it is probably not closed`);
        break;
      }
      const token = buf.slice(pos, end);
      this.token(token);
      this.line += countLines(token);
      pos = end;
    }
    this.buf = buf.slice(pos);
    if (final) this.finish();
    const out = this.done;
    this.done = [];
    return out;
  }

  private finish(): void {
    if (this.item) throw new FeedError(`${this.item.where}: the feed ends inside this item (cut short?); the items before it were read`);
    const open = this.stack.map((o) => o.name);
    if (open.length) throw new FeedError(`the feed ends before </${open[0]}> closes (cut short?); ${this.count} items were read`);
    if (!this.count && !this.seenRoot) throw new FeedError('the document holds no element');
  }

  private seenRoot = false;

  private text(raw: string): void {
    this.line += countLines(raw);
    if (this.field) this.append(decodeEntities(raw));
  }

  private append(text: string): void {
    const target = this.child ?? this.field!;
    if (target.text.length + text.length > MAX_TOKEN) {
      this.fail(`an element's text runs past ${MAX_TOKEN / 1024 / 1024} MB`);
      return;
    }
    target.text += text;
  }

  private fail(reason: string): void {
    if (this.item && !this.item.problem) this.item.problem = `${this.item.where}: ${reason}`;
  }

  private token(token: string): void {
    if (token.startsWith('<![CDATA[')) {
      if (this.field) this.append(token.slice(9, -3));
      return;
    }
    if (token.startsWith('<!') || token.startsWith('<?')) return;
    if (token[1] === '/') {
      this.end(token.slice(2, -1).trim());
      return;
    }
    const selfClosing = token.endsWith('/>');
    const inner = token.slice(1, selfClosing ? -2 : -1);
    const name = /^[^\s/>]+/.exec(inner)?.[0];
    if (!name) {
      this.fail(`line ${this.line}: a "<" that starts no tag (write &lt; in text)`);
      return;
    }
    let ns: Map<string, string> | undefined;
    let href: string | undefined;
    if (inner.length > name.length) {
      for (const m of inner.slice(name.length).matchAll(ATTRIBUTE)) {
        const value = decodeEntities(m[2] ?? m[3]);
        if (m[1] === 'xmlns' || m[1].startsWith('xmlns:')) (ns ??= new Map()).set(m[1].slice(6), value);
        else if (m[1] === 'href') href = value;
      }
    }
    this.stack.push({ name, ns });
    if (ns) this.keys.clear();
    this.seenRoot = true;
    this.start(name, href);
    if (selfClosing) this.end(name);
  }

  /** Keys of qualified names under the namespace declarations in scope (cleared when those change). */
  private keys = new Map<string, string>();

  /** The record key of a qualified name: the local name in the Google namespace or without a prefix. */
  private key(qname: string): string {
    const colon = qname.indexOf(':');
    if (colon < 0) return qname;
    let key = this.keys.get(qname);
    if (key === undefined) this.keys.set(qname, (key = this.resolve(qname, colon)));
    return key;
  }

  private resolve(qname: string, colon: number): string {
    const prefix = qname.slice(0, colon);
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const uri = this.stack[i].ns?.get(prefix);
      if (uri !== undefined) return uri === GOOGLE_NS ? qname.slice(colon + 1) : qname;
    }
    return qname;
  }

  private start(name: string, href: string | undefined): void {
    const depth = this.stack.length;
    const item = this.item;
    if (!item) {
      const local = name.slice(name.indexOf(':') + 1);
      if (this.itemNames.has(local)) this.item = { record: {}, where: `item ${++this.count} (line ${this.line})`, depth };
    } else if (depth === item.depth + 1) this.field = { key: this.key(name), text: '', href };
    else if (depth === item.depth + 2 && this.field) this.child = { key: this.key(name), text: '' };
  }

  private end(name: string): void {
    let at = this.stack.length - 1;
    while (at >= 0 && this.stack[at].name !== name) at--;
    if (at < 0) {
      this.fail(`line ${this.line}: </${name}> closes no open element`);
      return;
    }
    if (at < this.stack.length - 1) this.fail(`line ${this.line}: <${this.stack[this.stack.length - 1].name}> is not closed before </${name}>`);
    while (this.stack.length > at) this.close();
  }

  private close(): void {
    const depth = this.stack.length;
    if (this.stack.pop()!.ns) this.keys.clear();
    const item = this.item;
    if (!item) return;
    if (depth === item.depth + 2 && this.child && this.field) {
      (this.field.children ??= {})[this.child.key] = this.child.text.trim();
      this.child = undefined;
    } else if (depth === item.depth + 1 && this.field) {
      const { key, text, href, children } = this.field;
      const value: XmlField = children ?? (text.trim() || href || '');
      this.field = undefined;
      if (value === '') return;
      const had = item.record[key];
      item.record[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
    } else if (depth === item.depth) {
      this.done.push(item.problem ? { where: item.where, value: item.record, problem: item.problem } : { where: item.where, value: item.record });
      this.item = undefined;
      this.field = undefined;
      this.child = undefined;
    }
  }
}

export async function* xmlItems(source: AsyncIterable<string>, itemNames?: ReadonlySet<string>): AsyncGenerator<Located<XmlRecord>> {
  const reader = new XmlItemReader(itemNames);
  for await (const text of source) yield* reader.feed(text);
  yield* reader.feed('', true);
}
