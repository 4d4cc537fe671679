// Vue 3 `GlobalComponents` types of the elements: what vue-tsc and Volar check a template
// against. Vue maps `tracker-id="..."` to the prop `trackerId` and `@ss-select` to the
// event `ss-select`; the element is a custom element at run time (isCustomElement).
import { camelize, elementDoc, jsdoc } from './elements.mjs';
import { attributeDoc, typeImports } from './jsx.mjs';

function propsAndEvents(el) {
  const props = [
    ...el.attributes.map((a) => `${jsdoc([`\`${a.name}\`: ${a.description}`, ...attributeDoc(a).slice(1)], '  ')}  ${camelize(a.name)}?: ${a.type};`),
    ...el.properties.map((p) => `${jsdoc([p.description, 'A property (no attribute): bind it with `:`.'], '  ')}  ${p.name}?: ${p.type};`),
  ];
  const events = el.events.map((e) => `${jsdoc([e.description], '  ')}  '${e.name}': (event: ${e.type}) => void;`);
  return [
    `${jsdoc([`Attributes (as Vue names them) and properties of \`<${el.tag}>\`.`])}export interface ${el.className}VueProps {\n${props.join('\n')}\n}\n`,
    `${jsdoc([`Events of \`<${el.tag}>\` (\`@${el.events[0]?.name ?? 'event'}="..."\`).`])}export interface ${el.className}VueEvents {\n${events.join('\n')}\n}\n`,
  ];
}

export function vueTypes(elements, pkg, opt) {
  const tags = elements.map((el) => `${jsdoc(elementDoc(el), '    ')}    '${el.tag}': CustomElement<${el.className}, ${el.className}VueProps, ${el.className}VueEvents>;`);
  return [
    `// Generated from custom-elements.json by scripts/integrations.mjs (npm run build): do not edit.`,
    '// Vue 3 template types of the site-search elements. Opt in once, in any file the compiler sees:',
    `//   ${opt}`,
    "import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';",
    ...typeImports(elements, pkg),
    '',
    '/** A custom element as Vue\'s template type checker reads a component: `$props` and `$emit` (the shape of Vue\'s guide). */',
    'type CustomElement<E extends HTMLElement, Props, Events> = new () => E & {',
    '  /** @deprecated Types for templates only: an element has no `$props`. */',
    '  $props: Omit<HTMLAttributes, keyof Props> & Props & PublicProps;',
    '  /** @deprecated Types for templates only: an element has no `$emit`. */',
    '  $emit: EmitFn<Events>;',
    '};',
    '',
    ...elements.flatMap(propsAndEvents),
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...tags,
    '  }',
    '}',
    '',
  ].join('\n');
}
