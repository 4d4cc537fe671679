// JSX types of the elements for React 19, Preact and Solid: each tag in the framework's
// `JSX.IntrinsicElements`, its attributes typed as the manifest records them and its
// events as handler props typed by the event contract (src/core/events.ts).
import { elementDoc, eventTypeNames, jsdoc } from './elements.mjs';

/** How each framework names things: where its JSX namespace lives, its base attributes, its event props. */
export const JSX_FRAMEWORKS = {
  react: {
    title: 'React 19',
    module: 'react',
    imports: "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    base: 'DetailedHTMLProps<HTMLAttributes<E>, E>',
    // React 19 adds a listener for a custom element's `on` + the exact event name.
    eventProp: (name) => `on${name}`,
  },
  preact: {
    title: 'Preact',
    module: 'preact',
    imports: "import type { HTMLAttributes } from 'preact';",
    base: 'HTMLAttributes<E>',
    eventProp: (name) => `on${name}`,
  },
  solid: {
    title: 'Solid',
    module: 'solid-js',
    imports: "import type { JSX } from 'solid-js';",
    base: 'JSX.HTMLAttributes<E>',
    // Solid's `on:` namespace adds a listener for the exact event name.
    eventProp: (name) => `on:${name}`,
  },
};

/** The doc comment of an attribute: its description and default. */
export const attributeDoc = (a) => [a.description, a.default !== undefined ? `@default ${a.default}` : ''];

/** The import lines every generated declaration file starts with: the element classes and the event details. */
export function typeImports(elements, pkg) {
  const lines = elements.map((el) => `import type { ${el.className} } from '${el.entry}';`);
  const details = eventTypeNames(elements);
  if (details.length) lines.push(`import type { ${details.join(', ')} } from '${pkg.name}';`);
  return lines;
}

function propsInterface(el, fw) {
  const members = [
    ...el.attributes.map((a) => `${jsdoc(attributeDoc(a), '  ')}  '${a.name}'?: ${a.type};`),
    ...el.properties.map((p) => `${jsdoc([p.description, 'A property (no attribute).'], '  ')}  ${p.name}?: ${p.type};`),
    ...el.events.map((e) => `${jsdoc([e.description], '  ')}  '${fw.eventProp(e.name)}'?: (event: ${e.type}) => void;`),
  ];
  return `${jsdoc([`Attributes, properties and events of \`<${el.tag}>\` in ${fw.title}.`])}export interface ${el.className}Props {\n${members.join('\n')}\n}\n`;
}

/** The declaration file of one framework (`react`, `preact`, `solid`). */
export function jsxTypes(elements, pkg, framework, opt) {
  const fw = JSX_FRAMEWORKS[framework];
  const tags = elements.map((el) => `${jsdoc(elementDoc(el), '      ')}      '${el.tag}': Props<${el.className}, ${el.className}Props>;`);
  return [
    `// Generated from custom-elements.json by scripts/integrations.mjs (npm run build): do not edit.`,
    `// ${fw.title} JSX types of the site-search elements. Opt in once, in any file the compiler sees:`,
    `//   ${opt}`,
    fw.imports,
    ...typeImports(elements, pkg),
    '',
    '/** The framework\'s own attributes of an element, with ours in place of any of the same name. */',
    `type Props<E extends HTMLElement, Own> = Omit<${fw.base}, keyof Own> & Own;`,
    '',
    ...elements.map((el) => propsInterface(el, fw)),
    `declare module '${fw.module}' {`,
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...tags,
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
