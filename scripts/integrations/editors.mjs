// Editor data of the elements: VS Code's HTML custom data (`html.customData`) and
// JetBrains' web-types (package.json `web-types`): completion and hover docs for every tag,
// attribute (with its allowed values and default), event, slot, part and CSS property.
import { elementDoc } from './elements.mjs';

const markdown = (lines) => ({ kind: 'markdown', value: lines.filter(Boolean).join('\n\n') });
const defaultLine = (a) => (a.default !== undefined ? `Default: \`${a.default}\`.` : '');
const list = (title, items) => (items.length ? `**${title}**\n\n${items.map((i) => `- \`${i.name || '(default)'}\`${i.description ? `: ${i.description}` : ''}`).join('\n')}` : '');

/** VS Code's `html.customData` file (version 1.1 of the format). */
export function vscodeCustomData(elements) {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elements.map((el) => ({
      name: el.tag,
      description: markdown([
        elementDoc(el)[0], el.description,
        list('Events', el.events), list('Slots', el.slots), list('CSS parts', el.parts), list('CSS custom properties', el.cssProperties),
      ]),
      attributes: el.attributes.map((a) => ({
        name: a.name,
        description: markdown([a.description, defaultLine(a)]),
        ...(a.boolean ? { valueSet: 'v' } : {}),
        ...(a.values ? { values: a.values.map((name) => ({ name })) } : {}),
      })),
    })),
  };
}

/** JetBrains' web-types (the 2.0 shape: elements with attributes, js events and properties, css). */
export function webTypes(elements, pkg) {
  const named = (items) => items.map((i) => ({ name: i.name, description: i.description }));
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'js-types-syntax': 'typescript',
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((el) => ({
          name: el.tag,
          description: [elementDoc(el)[0], el.description].filter(Boolean).join('\n\n'),
          attributes: el.attributes.map((a) => ({
            name: a.name,
            description: a.description,
            ...(a.default !== undefined ? { default: a.default } : {}),
            required: false,
            value: { type: a.type },
          })),
          slots: named(el.slots),
          events: named(el.events),
          js: {
            properties: el.properties.map((p) => ({ name: p.name, description: p.description, type: p.text })),
            events: el.events.map((e) => ({ name: e.name, description: e.description, type: e.type })),
          },
          css: { parts: named(el.parts), properties: named(el.cssProperties) },
        })),
      },
    },
  };
}
