/**
 * API text is text. The only markup taken from a response is the `<em>` of highlights,
 * returned as parts to rebuild (never assigned as HTML); URLs from a response pass a
 * protocol allow-list.
 */

export interface TextPart {
  text: string;
  em: boolean;
}

/** A highlighted value as plain text: its `<em>` tags dropped (any other tag stays text). */
export const unhighlight = (value: string): string => value.replace(/<\/?em>/g, '');

/** Splits a highlighted value into plain and emphasised parts; any other tag stays text, a stray `<em>` or `</em>` (nested, unclosed) is dropped. */
export function highlightParts(value: unknown): TextPart[] {
  const parts: TextPart[] = [];
  String(value ?? '').split(/(<em>[\s\S]*?<\/em>)/).forEach((part, i) => {
    // Odd indexes are the captured <em>...</em> runs.
    if (part) parts.push({ text: unhighlight(i % 2 ? part.slice(4, -5) : part), em: i % 2 > 0 });
  });
  return parts;
}

/** The same parts as DOM nodes: text nodes and `<em>` elements holding text nodes. */
export function highlightFragment(value: unknown, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  for (const { text, em } of highlightParts(value)) {
    if (!em) {
      fragment.append(text);
      continue;
    }
    const node = doc.createElement('em');
    node.append(text);
    fragment.append(node);
  }
  return fragment;
}

const checked = new Map<string, string | undefined>();

/**
 * An http(s) or relative URL, resolved against `base`; undefined for anything else.
 * Answers are kept (a few hundred): a list re-renders the same image URLs on every keystroke.
 */
export function safeUrl(value: unknown, base: string = globalThis.location?.href ?? 'http://localhost/'): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const key = `${base} ${value}`;
  if (checked.has(key)) return checked.get(key);
  let safe: string | undefined;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol === 'https:' || url.protocol === 'http:') safe = url.href;
  } catch {
    // not a URL
  }
  if (checked.size >= 500) checked.clear();
  checked.set(key, safe);
  return safe;
}
