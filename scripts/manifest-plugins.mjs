// Plugins of `npm run analyze` (custom-elements-manifest.config.mjs): what the manifest
// records beyond the analyzer's defaults, so that the files derived from it
// (scripts/integrations/: JSX and Vue types, editor data) read types, allowed values and
// event details from it alone.

/** Every declaration of the manifest, with its module. */
function* declarations(manifest) {
  for (const mod of manifest.modules) for (const d of mod.declarations ?? []) yield [mod, d];
}

/**
 * An attribute typed by an alias of string or number literals (`pagination: PaginationMode`)
 * is recorded with the literals themselves (`'pages' | 'more' | 'infinite'`): an editor
 * offers them and a framework's types check them, with no access to our sources.
 */
export function literalUnions() {
  /** alias name -> its literals as TypeScript text */
  const aliases = new Map();
  return {
    name: 'literal-unions',
    collectPhase({ ts, node }) {
      if (!ts.isTypeAliasDeclaration(node) || !ts.isUnionTypeNode(node.type)) return;
      const literals = node.type.types.map((t) => {
        if (!ts.isLiteralTypeNode(t)) return undefined;
        if (ts.isStringLiteral(t.literal)) return `'${t.literal.text}'`;
        if (ts.isNumericLiteral(t.literal)) return t.literal.text;
        return undefined;
      });
      if (literals.includes(undefined)) return;
      const text = literals.join(' | ');
      const name = node.name.text;
      if (aliases.has(name) && aliases.get(name) !== text) throw new Error(`Two type aliases named ${name} with different literals; rename one.`);
      aliases.set(name, text);
    },
    packageLinkPhase({ customElementsManifest }) {
      const expand = (type) => {
        if (type?.text) type.text = type.text.replace(/\b[A-Z]\w*\b/g, (word) => (aliases.has(word) ? aliases.get(word) : word));
      };
      for (const [, d] of declarations(customElementsManifest)) {
        for (const a of d.attributes ?? []) expand(a.type);
        for (const m of d.members ?? []) expand(m.type);
      }
    },
  };
}

/**
 * An event's type from its doc comment: `@event ss-select - ... \`detail: SelectDetail\``
 * is recorded as `CustomEvent<SelectDetail>` (the detail types of src/core/events.ts, the
 * event contract); an event without a detail (`loadstart`) as `Event`. An `ss-*` event
 * that names no detail type stops the build: its handlers could not be typed.
 */
export function eventTypes() {
  return {
    name: 'event-types',
    packageLinkPhase({ customElementsManifest }) {
      for (const [mod, d] of declarations(customElementsManifest)) {
        for (const e of d.events ?? []) {
          const detail = /`detail: (\w+)`/.exec(e.description ?? '')?.[1];
          if (!detail && e.name.startsWith('ss-')) {
            throw new Error(`${mod.path}: @event ${e.name} of ${d.name} names no detail type; end its description with \`detail: XDetail\` (a type of src/core/events.ts).`);
          }
          e.type = { text: detail ? `CustomEvent<${detail}>` : 'Event' };
        }
      }
    },
  };
}

/**
 * A subclass that overrides a field's initial value (`<ss-search-box>`'s
 * `fullscreenBelow = 0`) keeps the superclass's default on the attribute in the analyzer's
 * output; the field has the right one, and the attribute takes it from there.
 */
export function overriddenDefaults() {
  return {
    name: 'overridden-defaults',
    packageLinkPhase({ customElementsManifest }) {
      for (const [, d] of declarations(customElementsManifest)) {
        for (const a of d.attributes ?? []) {
          const field = d.members?.find((m) => m.name === a.fieldName);
          if (field?.default !== undefined) a.default = field.default;
        }
      }
    },
  };
}
