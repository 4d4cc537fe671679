// The elements as custom-elements.json describes them, in the shape every generated file
// of scripts/integrations.mjs reads: tag, class, the package entry that registers it, and
// its attributes, properties, events, slots, parts and CSS custom properties.

/** Types an attribute can carry on its own, in any framework: primitives and literals. */
const SIMPLE = /^(string|number|boolean|'[^']*'|-?\d+(\.\d+)?)$/;

/** The type text split at its top-level `|`, without `undefined` and `null`. */
function unionParts(text) {
  return text.split('|').map((s) => s.trim()).filter((s) => s && s !== 'undefined' && s !== 'null');
}

/**
 * `'a' | 'b'` attributes list their values; a type that is not simple (an interface, an
 * array) is the element's own property type, looked up on its class.
 */
function attributeOf(a, className) {
  const parts = unionParts(a.type?.text ?? 'string');
  const simple = parts.every((p) => SIMPLE.test(p));
  const literals = parts.filter((p) => p.startsWith("'")).map((p) => p.slice(1, -1));
  return {
    name: a.name,
    field: a.fieldName,
    description: a.description ?? '',
    default: a.default,
    type: simple ? parts.join(' | ') : `${className}['${a.fieldName}']`,
    /** The values an editor offers: the literals of a union of nothing else. */
    values: literals.length === parts.length ? literals : undefined,
    boolean: parts.length === 1 && parts[0] === 'boolean',
  };
}

/** package.json's export whose `types` is the declaration file of a source module (`src/components/search/search.ts`). */
function entryOf(pkg, sourcePath) {
  const types = `./dist/types/${sourcePath.replace(/^\/?src\//, '').replace(/\.ts$/, '.d.ts')}`;
  const key = Object.keys(pkg.exports).find((k) => pkg.exports[k]?.types === types);
  return key && `${pkg.name}${key.slice(1)}`;
}

/** Every registered element of the manifest, sorted by tag. */
export function elementsOf(manifest, pkg) {
  const definitions = new Map();
  for (const mod of manifest.modules) {
    for (const e of mod.exports ?? []) {
      if (e.kind === 'custom-element-definition') definitions.set(e.declaration.name, mod.path);
    }
  }
  const elements = [];
  for (const mod of manifest.modules) {
    for (const d of mod.declarations ?? []) {
      if (!d.customElement || !d.tagName) continue;
      const registration = definitions.get(d.name);
      if (!registration) throw new Error(`${mod.path}: ${d.name} (<${d.tagName}>) has a tag name but no customElements.define() in any module`);
      const entry = entryOf(pkg, registration);
      if (!entry) throw new Error(`<${d.tagName}> is registered by ${registration}, but package.json exports no entry with its declarations (dist/types/...): add one`);
      const attributes = (d.attributes ?? []).map((a) => attributeOf(a, d.name));
      const withAttribute = new Set(attributes.map((a) => a.field));
      elements.push({
        tag: d.tagName,
        className: d.name,
        entry,
        summary: d.summary ?? '',
        description: d.description ?? '',
        attributes,
        // Properties a framework may set that no attribute carries (`renderers`).
        properties: (d.members ?? [])
          .filter((m) => m.kind === 'field' && !m.static && !m.readonly && !withAttribute.has(m.name) && (m.privacy ?? 'public') === 'public')
          .map((m) => ({ name: m.name, description: m.description ?? '', type: `${d.name}['${m.name}']`, text: m.type?.text ?? 'unknown' })),
        events: (d.events ?? []).map((e) => ({ name: e.name, description: e.description ?? '', type: e.type?.text ?? 'Event' })),
        slots: (d.slots ?? []).map((s) => ({ name: s.name, description: s.description ?? '' })),
        parts: (d.cssParts ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
        cssProperties: (d.cssProperties ?? []).map((p) => ({ name: p.name, description: p.description ?? '', default: p.default })),
      });
    }
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}

/** The named types the events' types use (`SelectDetail` of `CustomEvent<SelectDetail>`), which the package's main entry exports. */
export function eventTypeNames(elements) {
  const names = new Set();
  for (const el of elements) {
    for (const e of el.events) for (const [word] of e.type.matchAll(/\b[A-Z]\w*/g)) if (word !== 'CustomEvent' && word !== 'Event') names.add(word);
  }
  return [...names].sort();
}

/** kebab-case to camelCase, as Vue's templates map an attribute to a prop. */
export const camelize = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** One JSDoc block from lines of text (empty lines dropped), indented. */
export function jsdoc(lines, indent = '') {
  const text = lines.filter(Boolean).join('\n').replace(/\*\//g, '*\\/').split('\n');
  if (!text.length) return '';
  return `${indent}/**\n${text.map((l) => `${indent} * ${l}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

/** The element's doc comment for an editor's hover: summary, description, and what it fires and holds. */
export function elementDoc(el) {
  return [
    `\`<${el.tag}>\`: ${el.summary || el.description.split('\n')[0]}`,
    el.events.length ? `Events: ${el.events.map((e) => `\`${e.name}\``).join(', ')}.` : '',
    el.slots.length ? `Slots: ${el.slots.map((s) => (s.name ? `\`${s.name}\`` : 'default')).join(', ')}.` : '',
    el.parts.length ? `Parts: ${el.parts.map((p) => `\`${p.name}\``).join(', ')}.` : '',
  ];
}
