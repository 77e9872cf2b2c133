import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  configurationAttributes,
  cssPropertyDescriptions,
  elementRegistry,
  type AttributeReading,
  type ElementAttribute,
  type ElementEntry,
} from '../widgets/element-registry.ts';
import {
  readCssPropertyFacts,
  readEventFacts,
  type CssPropertyFact,
  type EventFact,
} from './element-sources.ts';

/**
 * Generates, from the element registry and the facts of the source, everything derived from the
 * elements' contract: what the bundles need to define each element (its definition in
 * widgets/generated/: r2wc props, page size, its component's props) and the project's
 * `HTMLElementTagNameMap`; package.json's `exports`; and every description a host uses
 * (custom-elements.json, the editor data files, the host types, the stories' JSX types, the tables of
 * the README and docs/elements.md). `--check` writes nothing and fails, naming each stale file, when a committed one differs
 * from what it would generate (`npm run lint` runs it).
 *
 *   npm run artifacts                             write them all (after a change to the registry or the source)
 *   npx tsx build/element-artifacts.ts --dist    write those that ship in dist/ (`npm run build` does)
 *   npm run artifacts -- --check                 compare the committed ones
 */

export const projectDirectory = fileURLToPath(new URL('../', import.meta.url));

export interface ElementFacts {
  readonly registry: readonly ElementEntry[];
  readonly events: readonly EventFact[];
  readonly cssProperties: readonly CssPropertyFact[];
  readonly packageName: string;
}

export async function readElementFacts(): Promise<ElementFacts> {
  const themeFile = path.join(projectDirectory, 'src/ui/theme.css.ts');
  const packageJson = JSON.parse(await readFile(path.join(projectDirectory, 'package.json'), 'utf8')) as {
    name: string;
  };
  return {
    registry: elementRegistry,
    events: readEventFacts(path.join(projectDirectory, 'src/ui/element/events.ts')),
    cssProperties: readCssPropertyFacts(themeFile, await readFile(themeFile, 'utf8')),
    packageName: packageJson.name,
  };
}

/** An element's attributes: its own, then the configuration every element accepts (except `<coop-config>`'s own). */
export function attributesOf(entry: ElementEntry): readonly ElementAttribute[] {
  return entry.configurationOnly
    ? configurationAttributes
    : [...entry.attributes, ...configurationAttributes];
}

export const camelCase = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
export const pascalCase = (tag: string) => camelCase(`-${tag}`);

function eventFact(facts: ElementFacts, name: string): EventFact {
  const fact = facts.events.find((event) => event.name === name);
  if (!fact) throw new Error(`The registry names the event ${name}, which CoopEventDetails does not have`);
  return fact;
}

/**
 * The events an element dispatches: its own (`entry.events`), then those no entry lists, which every
 * element dispatches itself (its CoopElementRoot: `coop-config-error`, `coop-signed-out`; docs/elements.md's
 * "every element"). `<coop-config>` renders nothing and dispatches none.
 */
export function eventsOf(facts: ElementFacts, entry: ElementEntry): string[] {
  if (entry.configurationOnly) return [];
  const listed = new Set(facts.registry.flatMap((other) => other.events));
  const everyElement = facts.events.map((event) => event.name).filter((name) => !listed.has(name));
  return [...entry.events, ...everyElement.filter((name) => !entry.events.includes(name))];
}

/** A property of an element: one of its own attributes (configuration attributes are attributes only). */
export interface ElementProperty {
  /** camelCase (`base-path` → `basePath`). */
  readonly name: string;
  readonly attribute: ElementAttribute;
  /** Its type as it reads: the attribute's, or `undefined` (see `propertiesOf`). */
  readonly type: string;
  /** What it is and how it behaves (the same for the manifest and the host types). */
  readonly description: string;
}

/**
 * The properties an element has, one per attribute of its own, and how they behave
 * (tests/browser/element/declared-properties.test.ts holds the elements to it): each reads `undefined`
 * while its attribute is absent or empty (not the attribute's default), and writes the attribute, which
 * updates the element; `undefined` (or `null`) removes it, and so does removing or emptying the attribute.
 * Elements made from a React component get r2wc's accessors, which src/ui/element/define-element.tsx
 * makes unset a removed attribute's prop; the Quick Pay button has its own. A property set before the
 * element's class is defined is taken over when the element connects. Configuration attributes are read
 * from the attributes alone: no element has them as properties.
 */
export function propertiesOf(entry: ElementEntry): ElementProperty[] {
  return entry.attributes.map((attribute) => {
    const uses = attribute.default !== undefined ? ` (the element then uses \`${attribute.default}\`)` : '';
    const behaviour = `Reflects the \`${attribute.name}\` attribute: \`undefined\` while the attribute is absent or empty${uses}; setting it writes the attribute and updates the element, and setting \`undefined\` (or \`null\`) removes it.`;
    return {
      name: camelCase(attribute.name),
      attribute,
      type: `${attribute.type} | undefined`,
      description: `${attribute.description} ${behaviour}`,
    };
  });
}

/** Custom Elements Manifest, schema 2.1.0. */
export function customElementsManifest(facts: ElementFacts): object {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: facts.registry.map((entry) => ({
      kind: 'javascript-module',
      path: `dist/widgets/${entry.tag}.js`,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: `${pascalCase(entry.tag)}Element`,
          tagName: entry.tag,
          summary: entry.summary,
          description: entry.description ?? entry.summary,
          members: propertiesOf(entry).map((property) => ({
            kind: 'field',
            name: property.name,
            type: { text: property.type },
            attribute: property.attribute.name,
            reflects: true,
            description: property.description,
          })),
          attributes: attributesOf(entry).map((attribute) => ({
            name: attribute.name,
            type: { text: attribute.type },
            ...(attribute.default !== undefined ? { default: JSON.stringify(attribute.default) } : {}),
            description: attribute.description,
            ...(entry.attributes.includes(attribute) ? { fieldName: camelCase(attribute.name) } : {}),
          })),
          events: entry.events.map((name) => {
            const fact = eventFact(facts, name);
            return { name, type: { text: `CustomEvent<${fact.detailType}>` }, description: fact.description };
          }),
          cssParts: entry.parts.map((part) => ({ name: part.name, description: part.description })),
          cssProperties: entry.configurationOnly
            ? []
            : facts.cssProperties.map((property) => ({
                name: property.name,
                default: property.default,
                description: cssPropertyDescriptions[property.name] ?? '',
              })),
          ...(entry.demo
            ? { demos: [{ url: entry.demo, description: 'On the demo site (`npm start`).' }] }
            : {}),
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: entry.tag,
          declaration: { name: `${pascalCase(entry.tag)}Element`, module: `dist/widgets/${entry.tag}.js` },
        },
        ...(entry.tag === 'coop-config'
          ? [
              {
                kind: 'js',
                name: 'configure',
                declaration: { name: 'configure', module: 'dist/widgets/coop-config.js' },
              },
            ]
          : []),
      ],
    })),
  };
}

/** `'hash' | 'path'` → ['hash', 'path']; anything else → []. */
export function unionValues(type: string): string[] {
  const members = type.split('|').map((member) => member.trim());
  return members.every((member) => /^'[^']*'$/.test(member))
    ? members.map((member) => member.slice(1, -1))
    : [];
}

/** VS Code's HTML custom data (`html.customData`). */
export function vscodeCustomData(facts: ElementFacts): object {
  return {
    version: 1.1,
    tags: facts.registry.map((entry) => ({
      name: entry.tag,
      description: entry.description ?? entry.summary,
      attributes: attributesOf(entry).map((attribute) => ({
        name: attribute.name,
        description: attribute.description,
        ...(unionValues(attribute.type).length > 0
          ? { values: unionValues(attribute.type).map((name) => ({ name })) }
          : {}),
      })),
    })),
  };
}

/** JetBrains web-types. */
export function webTypes(facts: ElementFacts, version: string): object {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: facts.packageName,
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: facts.registry.map((entry) => ({
          name: entry.tag,
          description: entry.description ?? entry.summary,
          attributes: attributesOf(entry).map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            ...(attribute.default !== undefined ? { default: attribute.default } : {}),
            value: { type: attribute.type },
          })),
          events: entry.events.map((name) => ({ name, description: eventFact(facts, name).description })),
          css: {
            parts: entry.parts.map((part) => ({ name: part.name, description: part.description })),
          },
        })),
      },
    },
  };
}

const quote = (name: string) => (/^[a-zA-Z_$][\w$]*$/.test(name) ? name : `'${name}'`);

function attributeTypeFields(attributes: readonly ElementAttribute[]): string {
  return attributes.map((attribute) => `    ${quote(attribute.name)}?: ${attribute.type};`).join('\n');
}

const header = '// Generated by build/element-artifacts.ts from widgets/element-registry.ts. Do not edit.\n';

/** `coop-signed-out` → `onCoopSignedOut`, the wrapper's prop for the event. */
export const eventPropName = (event: string) => `on${pascalCase(event)}`;

/**
 * The wrapper's props of an element (`@coop-member-portal/elements/react`): its attributes (its own and
 * the configuration ones) and its events, by prop name, with the name of the element's prop each becomes:
 * the attribute (`accountNo` → `account-no`), or the event prop React 19 listens with
 * (`onCoopSignedOut` → `oncoop-signed-out`, a listener for `coop-signed-out`).
 */
export function wrapperProps(
  facts: ElementFacts,
  entry: ElementEntry,
): Array<{ readonly prop: string; readonly elementProp: string }> {
  return [
    ...attributesOf(entry).map((attribute) => ({
      prop: camelCase(attribute.name),
      elementProp: attribute.name,
    })),
    ...eventsOf(facts, entry).map((event) => ({ prop: eventPropName(event), elementProp: `on${event}` })),
  ];
}

/** The host types: globals (elements.d.ts), the React 19 JSX declarations (react.d.ts), the entries. */
export function hostTypes(facts: ElementFacts): Map<string, string> {
  const events = facts.events
    .map((event) => `  /** ${event.description} */\n  ${quote(event.name)}: ${event.detailType};`)
    .join('\n');
  const configuration = configurationAttributes
    .map((attribute) => `  /** ${attribute.description} */\n  ${quote(attribute.name)}?: ${attribute.type};`)
    .join('\n');
  const elementInterfaces = facts.registry
    .map((entry) => {
      const members = propertiesOf(entry).map(
        (property) => `${jsDoc(property.description, '  ')}\n  ${property.name}: ${property.type};`,
      );
      // Every element but <coop-config> renders in an open shadow root, attached as it is created.
      if (!entry.configurationOnly) {
        members.push(`  /** Its open shadow root, where it renders. */\n  readonly shadowRoot: ShadowRoot;`);
      }
      return `/** \`<${entry.tag}>\`: ${entry.summary} */\nexport interface ${pascalCase(entry.tag)}Element extends HTMLElement {${members.length > 0 ? `\n${members.join('\n')}\n` : ''}}`;
    })
    .join('\n\n');
  const attributeMaps = facts.registry
    .map((entry) => `  ${quote(entry.tag)}: {\n${attributeTypeFields(attributesOf(entry))}\n  };`)
    .join('\n');
  const eventUnion = (entry: ElementEntry) => {
    const names = eventsOf(facts, entry);
    return names.length > 0 ? names.map((name) => `'${name}'`).join(' | ') : 'never';
  };
  const elementEvents = facts.registry
    .map((entry) => `  ${quote(entry.tag)}: ${eventUnion(entry)};`)
    .join('\n');

  const elements = `${header}
/** The detail of every \`coop-*\` event (they bubble and cross shadow boundaries). */
export interface CoopEventDetails {
${events}
}

export type CoopEventName = keyof CoopEventDetails;
export type CoopEvent<K extends CoopEventName> = CustomEvent<CoopEventDetails[K]>;
type CoopEventMap = { [K in CoopEventName]: CoopEvent<K> };

/** The configuration of \`configure()\` and of \`<coop-config>\`'s attributes. */
export interface CoopConfigValues {
${configuration}
}

${elementInterfaces}

/** Each element's attributes, as written in HTML. */
export interface CoopElementAttributes {
${attributeMaps}
}

/** The events each element dispatches. */
export interface CoopElementEvents {
${elementEvents}
}

declare global {
  interface HTMLElementTagNameMap {
${facts.registry.map((entry) => `    ${quote(entry.tag)}: ${pascalCase(entry.tag)}Element;`).join('\n')}
  }
  // The events bubble and are composed: a listener on the element, any ancestor, a shadow root, the
  // document or the window hears them. Window, Document, HTMLElement and SVGElement take their events
  // from GlobalEventHandlersEventMap; an Element and a ShadowRoot from their own maps.
  interface GlobalEventHandlersEventMap extends CoopEventMap {}
  interface ElementEventMap extends CoopEventMap {}
  interface ShadowRootEventMap extends CoopEventMap {}
}
`;

  const react = `${header}
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  CoopElementAttributes,
  CoopElementEvents,
  CoopEvent,
  CoopEventName,
${facts.registry.map((entry) => `  ${pascalCase(entry.tag)}Element,`).join('\n')}
} from './elements.js';

/**
 * React 19 adds a listener for each \`on<event>\` prop of a custom element, for the event named by the
 * rest of the prop: \`oncoop-signed-out\` listens to \`coop-signed-out\`.
 */
type CoopEventProps<Name extends CoopEventName> = {
  [K in Name as \`on\${K}\`]?: (event: CoopEvent<K>) => void;
};

type CoopElementProps<Tag extends keyof CoopElementAttributes & keyof CoopElementEvents, Element> = DetailedHTMLProps<
  HTMLAttributes<Element>,
  Element
> &
  CoopElementAttributes[Tag] &
  CoopEventProps<CoopElementEvents[Tag]>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${facts.registry.map((entry) => `      ${quote(entry.tag)}: CoopElementProps<${quote(entry.tag)}, ${pascalCase(entry.tag)}Element>;`).join('\n')}
    }
  }
}
`;

  const index = `${header}
export type {
  CoopConfigValues,
  CoopElementAttributes,
  CoopElementEvents,
  CoopEvent,
  CoopEventDetails,
  CoopEventName,
${facts.registry.map((entry) => `  ${pascalCase(entry.tag)}Element,`).join('\n')}
} from './elements.js';
import type { CoopConfigValues } from './elements.js';

/** Configures every element of the page from script, as \`<coop-config>\`'s attributes do. */
export declare function configure(values: CoopConfigValues): void;
`;

  const files = new Map<string, string>([
    ['elements.d.ts', elements],
    ['react.d.ts', react],
    ['index.d.ts', index],
  ]);
  for (const entry of facts.registry) {
    files.set(
      `${entry.tag}.d.ts`,
      entry.tag === 'coop-config'
        ? `${header}export { configure } from './index.js';\nexport type { CoopConfigValues } from './elements.js';\n`
        : `${header}import './elements.js';\nexport {};\n`,
    );
  }
  return files;
}

/** Where the React wrapper is written in dist/ (package.json's `./react`). */
export const reactWrapperDirectory = 'dist/react';

const wrapperDoc = `React components for the \`coop-*\` elements, one per element (\`<CoopPortal>\` renders
\`<coop-portal>\`), for a React 19 host: camelCase props for the element's attributes, its own and the
configuration ones (\`accountNo\` → \`account-no\`, \`apiBase\` → \`api-base\`), \`onCoop…\` callbacks for its
events (\`onCoopSignedOut\` listens to \`coop-signed-out\`), any other HTML prop (\`children\`,
\`className\`, \`id\`, \`style\`, \`aria-*\`, …) as it is, and \`ref\` to the element. They render with the
host's React, which is not part of the package.

Importing them does not define the elements: import the element's module too
(\`import '@coop-member-portal/elements/coop-portal.js'\`) or use the loader. Importing them (even
\`import type {} from '@coop-member-portal/elements/react'\`) also declares the elements as JSX.`;

/**
 * The React wrapper (`@coop-member-portal/elements/react`): tiny plain JS with the host's React
 * (`react` is its one import, a peer the package never bundles), and its types, which bring the JSX
 * declarations of dist/types/react.d.ts with them.
 */
export function reactWrapper(facts: ElementFacts): Map<string, string> {
  const pairs = (props: ReadonlyArray<{ prop: string; elementProp: string }>) =>
    props.map(({ prop, elementProp }) => `  ['${prop}', '${elementProp}'],`).join('\n');
  const configurationNames = new Set(configurationAttributes.map((attribute) => attribute.name));
  const components = facts.registry.map((entry) => {
    const own = wrapperProps(facts, entry).filter((name) => !configurationNames.has(name.elementProp));
    return `${jsDoc(`\`<${entry.tag}>\`: ${entry.summary}`)}
export const ${pascalCase(entry.tag)} = /* @__PURE__ */ coopComponent('${entry.tag}', '${pascalCase(entry.tag)}', [${own.length > 0 ? `\n${pairs(own)}\n` : ''}]);`;
  });
  const configuration = pairs(
    configurationAttributes.map((attribute) => ({
      prop: camelCase(attribute.name),
      elementProp: attribute.name,
    })),
  );
  const javascript = `${header}${jsDoc(wrapperDoc)}
import { createElement } from 'react';

/** The configuration attributes every element takes, by prop. */
const configuration = [
${configuration}
];

/**
 * A component rendering \`<tag>\` with each prop under its element's name (the configuration's and
 * \`names\`: prop → attribute, or → the event prop React 19 listens with), any other prop (children,
 * className, style, ref, …) as it is. Each call is pure: a bundler leaves out the components a page
 * does not use.
 */
function coopComponent(tag, displayName, names) {
  const elementNames = new Map([...configuration, ...names]);
  const Component = (props) => {
    const elementProps = {};
    for (const [name, value] of Object.entries(props)) elementProps[elementNames.get(name) ?? name] = value;
    return createElement(tag, elementProps);
  };
  Component.displayName = displayName;
  return Component;
}

${components.join('\n\n')}
`;

  const attributeProp = (attribute: ElementAttribute) =>
    `${jsDoc(attribute.default !== undefined ? `${attribute.description} Default: \`${attribute.default}\`.` : attribute.description, '  ')}\n  ${camelCase(attribute.name)}?: ${attribute.type};`;
  const propsInterfaces = facts.registry.map((entry) => {
    const name = pascalCase(entry.tag);
    const attributes = (entry.configurationOnly ? [] : entry.attributes).map(attributeProp);
    const events = eventsOf(facts, entry).map(
      (event) =>
        `${jsDoc(`\`${event}\`: ${eventFact(facts, event).description}`, '  ')}\n  ${eventPropName(event)}?: (event: CoopEvent<'${event}'>) => void;`,
    );
    const own = [...attributes, ...events];
    return `/** The props of \`<${name}>\`, which renders \`<${entry.tag}>\`. */
export interface ${name}Props extends HostProps<${name}Element, ${name}OwnProps>, ${name}OwnProps {}
interface ${name}OwnProps extends CoopConfigurationProps {${own.length > 0 ? `\n${own.join('\n')}\n` : ''}}
${jsDoc(`\`<${entry.tag}>\`: ${entry.summary}`)}
export declare function ${name}(props: ${name}Props): ReactElement;`;
  });
  const elementTypeNames = facts.registry.map((entry) => `  ${pascalCase(entry.tag)}Element,`).join('\n');
  const declarations = `${header}${jsDoc(wrapperDoc)}
import type { HTMLAttributes, ReactElement, Ref } from 'react';
import type {
  CoopEvent,
${elementTypeNames}
} from '../types/elements.js';
// The elements as JSX (\`<coop-portal>\`), for the page that uses them directly too.
import '../types/react.js';

/**
 * What every component takes besides its element's attributes and events: React's HTML props
 * (children, className, id, style, aria-*, data-*, …) and a ref to the element.
 */
type HostProps<Element, Own> = Omit<HTMLAttributes<Element>, keyof Own> & { ref?: Ref<Element> };

/** The configuration attributes, which every component takes (page-wide on \`<CoopConfig>\`). */
export interface CoopConfigurationProps {
${configurationAttributes.map(attributeProp).join('\n')}
}

${propsInterfaces.join('\n\n')}
`;
  return new Map([
    [`${reactWrapperDirectory}/index.js`, javascript],
    [`${reactWrapperDirectory}/index.d.ts`, declarations],
  ]);
}

/**
 * The elements as JSX for the stories, with the attributes of dist/types/react.d.ts and the event props
 * React 19 listens with (`oncoop-signed-out`). The stories are type-checked before any build, and the
 * project's own widgets declare the global element types, so this file is committed (and checked) and
 * carries the JSX declarations alone.
 */
export function storyJsxTypes(facts: ElementFacts): string {
  const fields = (attributes: readonly ElementAttribute[], indent: string) =>
    attributes.map((attribute) => `${indent}${quote(attribute.name)}?: ${attribute.type};`).join('\n');
  const elements = facts.registry.map((entry) => {
    const own = entry.configurationOnly ? [] : entry.attributes;
    const events = eventsOf(facts, entry).map((event) => `'${event}'`);
    const tag = quote(entry.tag);
    if (events.length === 0 || own.length === 0) {
      const attributes = own.length > 0 ? `{\n${fields(own, '        ')}\n      } & ` : '';
      const eventNames = events.length > 0 ? `, ${events.join(' | ')}` : '';
      return `      ${tag}: ElementProps<${attributes}ConfigurationAttributes${eventNames}>;`;
    }
    return `      ${tag}: ElementProps<
        {
${fields(own, '          ')}
        } & ConfigurationAttributes,
        ${events.join(' | ')}
      >;`;
  });
  return `${header}import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CoopEventDetails } from '../../src/ui/element/events.ts';

/** React 19 listens to an \`on<event>\` prop of a custom element: \`oncoop-signed-out\` to \`coop-signed-out\`. */
type EventProps<Name extends keyof CoopEventDetails> = {
  [K in Name as \`on\${K}\`]?: (event: CustomEvent<CoopEventDetails[K]>) => void;
};

type ElementProps<Attributes, Events extends keyof CoopEventDetails = never> = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> &
  Attributes &
  EventProps<Events>;

/** What \`<coop-config>\` sets for the page, and any element may set for itself. */
interface ConfigurationAttributes {
${fields(configurationAttributes, '  ')}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements.join('\n')}
    }
  }
}
`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;

/**
 * The generated tables of the README (the elements and the page's configuration: what a newcomer needs)
 * and of docs/elements.md (each element's attributes, the events, the parts and the custom properties),
 * by marker name.
 */
export function referenceTables(facts: ElementFacts): {
  readme: Map<string, string>;
  elementsGuide: Map<string, string>;
} {
  const elements = [
    '| Element | What it is |',
    '|---|---|',
    ...facts.registry.map(
      (entry) =>
        `| ${code(`<${entry.tag}>`)} | ${cell(entry.summary)}${entry.demo ? ` Demo: ${code(entry.demo)}.` : ''} |`,
    ),
  ].join('\n');
  const configuration = [
    '| Attribute | Default | Meaning |',
    '|---|---|---|',
    ...configurationAttributes.map(
      (attribute) =>
        `| ${code(attribute.name)} | ${attribute.default !== undefined ? code(attribute.default) : ''} | ${cell(attribute.description)} |`,
    ),
  ].join('\n');
  const attributes = [
    '| Element | Attribute | Type | Default | Meaning |',
    '|---|---|---|---|---|',
    ...facts.registry.flatMap((entry) =>
      entry.attributes.map(
        (attribute) =>
          `| ${code(`<${entry.tag}>`)} | ${code(attribute.name)} | ${code(cell(attribute.type))} | ${attribute.default !== undefined ? code(attribute.default) : ''} | ${cell(attribute.description)} |`,
      ),
    ),
  ].join('\n');
  const events = [
    '| Event | `detail` | Dispatched by | When |',
    '|---|---|---|---|',
    ...facts.events.map((event) => {
      const by = facts.registry.filter((entry) => entry.events.includes(event.name));
      return `| ${code(event.name)} | ${code(cell(event.detailType))} | ${by.length === 0 ? 'every element' : by.map((entry) => code(`<${entry.tag}>`)).join(', ')} | ${cell(event.description)} |`;
    }),
  ].join('\n');
  const parts = [
    '| Part | Elements | What it is |',
    '|---|---|---|',
    ...[...new Set(facts.registry.flatMap((entry) => entry.parts.map((part) => part.name)))].map((name) => {
      const owners = facts.registry.filter((entry) => entry.parts.some((part) => part.name === name));
      const description = owners[0]!.parts.find((part) => part.name === name)!.description;
      return `| ${code(name)} | ${owners.map((entry) => code(`<${entry.tag}>`)).join(', ')} | ${cell(description)} |`;
    }),
  ].join('\n');
  const properties = [
    '| Property | Default | What it sets |',
    '|---|---|---|',
    ...facts.cssProperties.map(
      (property) =>
        `| ${code(property.name)} | ${code(cell(property.default))} | ${cell(cssPropertyDescriptions[property.name] ?? '')} |`,
    ),
  ].join('\n');
  return {
    readme: new Map([
      ['elements', elements],
      ['configuration', configuration],
    ]),
    elementsGuide: new Map([
      ['attributes', attributes],
      ['events', events],
      ['parts', parts],
      ['css-properties', properties],
    ]),
  };
}

/** Puts each table between its `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` markers. */
export function withGeneratedTables(
  document: string,
  tables: ReadonlyMap<string, string>,
  fileName = 'README.md',
): string {
  let result = document;
  for (const [name, table] of tables) {
    const start = `<!-- generated:${name} -->`;
    const end = `<!-- /generated:${name} -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${fileName} has no ${start} … ${end} section`);
    result = `${result.slice(0, from + start.length)}\n${table}\n${result.slice(to)}`;
  }
  return result;
}

/** An attribute's reading, 'string' unless the registry says otherwise. */
export function readingOf(attribute: ElementAttribute): AttributeReading {
  return attribute.reading ?? 'string';
}

/** Does TypeScript type text `type` describe what a reading hands the component? */
function typeFitsReading(type: string, reading: AttributeReading): boolean {
  const members = type.split('|').map((member) => member.trim());
  switch (reading) {
    case 'string':
      return type === 'string' || members.every((member) => /^'[^']*'$/.test(member));
    case 'number':
      return type === 'number' || members.every((member) => /^-?\d+(\.\d+)?$/.test(member));
    case 'boolean':
      return type === 'boolean';
    case 'json':
      return true;
  }
}

/** What is wrong with the registry, one sentence each; generation refuses to run while there is any. */
export function registryProblems(registry: readonly ElementEntry[]): string[] {
  const problems: string[] = [];
  const tags = new Set<string>();
  for (const entry of registry) {
    const { tag } = entry;
    if (!/^coop-[a-z]+(-[a-z]+)*$/.test(tag)) problems.push(`${tag}: a tag is coop- and kebab-case words.`);
    if (tags.has(tag)) problems.push(`${tag}: listed twice.`);
    tags.add(tag);
    if (entry.ownClass && entry.area) {
      problems.push(`${tag}: an element of its own class sets its own size; it takes no area.`);
    }
    if (!entry.ownClass && !entry.area) {
      problems.push(`${tag}: an element made from a React component needs an area ('area' or 'block').`);
    }
    if (entry.configurationOnly && !entry.ownClass) problems.push(`${tag}: <coop-config> is its own class.`);
    const names = new Set<string>();
    for (const attribute of entry.attributes) {
      if (!/^[a-z]+(-[a-z]+)*$/.test(attribute.name)) {
        problems.push(`${tag} ${attribute.name}: an attribute name is kebab-case words.`);
      }
      if (names.has(attribute.name)) problems.push(`${tag} ${attribute.name}: listed twice.`);
      names.add(attribute.name);
      if (!typeFitsReading(attribute.type, readingOf(attribute))) {
        problems.push(
          `${tag} ${attribute.name}: the type ${attribute.type} is not what a '${readingOf(attribute)}' reading gives.`,
        );
      }
    }
  }
  return problems;
}

/** The elements made from a React component: each gets a definition. */
const reactElements = (facts: ElementFacts) => facts.registry.filter((entry) => !entry.ownClass);

/** A JSDoc block of `text` at `indent`, its paragraphs' lines wrapped at about 100 characters. */
function jsDoc(text: string, indent = ''): string {
  const lines: string[] = [];
  for (const [index, paragraph] of text.split(/\n\s*\n/).entries()) {
    if (index > 0) lines.push('');
    let line = '';
    for (const word of paragraph.trim().split(/\s+/)) {
      if (line !== '' && indent.length + line.length + word.length + 1 > 96) {
        lines.push(line);
        line = word;
      } else line = line === '' ? word : `${line} ${word}`;
    }
    lines.push(line);
  }
  return lines.length === 1
    ? `${indent}/** ${lines[0]} */`
    : `${indent}/**\n${lines.map((part) => (part === '' ? `${indent} *` : `${indent} * ${part}`)).join('\n')}\n${indent} */`;
}

/** Where the definitions and the tag map are written. */
export const generatedDirectory = 'widgets/generated';

/** `coop-account-overview` → `coopAccountOverview`, the definition its widget passes to defineCoopElement. */
export const definitionName = (tag: string) => camelCase(tag);

/** `coop-account-overview` → `CoopAccountOverviewProps`, the props its component takes. */
export const propsTypeName = (tag: string) => `${pascalCase(tag)}Props`;

/**
 * One module per element made from a React component, imported by its widget alone (so no bundle
 * carries another element's definition): the props its component takes, as the attributes give them,
 * and its definition (tag, r2wc readings, area) for `defineCoopElement(definition, Component)`, whose
 * types hold the component to those props.
 */
export function elementDefinitions(facts: ElementFacts): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of reactElements(facts)) {
    const props = entry.attributes.map(
      (attribute) => `  readonly ${camelCase(attribute.name)}?: ${attribute.type};`,
    );
    const propsType =
      props.length > 0
        ? `export interface ${propsTypeName(entry.tag)} {\n${props.join('\n')}\n}`
        : `export type ${propsTypeName(entry.tag)} = Record<string, never>;`;
    const readings = entry.attributes.map(
      (attribute) => `${camelCase(attribute.name)}: '${readingOf(attribute)}'`,
    );
    files.set(
      `${generatedDirectory}/${entry.tag}.ts`,
      `${header}import type { ElementDefinition } from '../../src/ui/element/define-element.tsx';

/** What the attributes of \`<${entry.tag}>\` hand its component. */
${propsType}

${jsDoc(`\`<${entry.tag}>\`: ${entry.summary}`)}
export const ${definitionName(entry.tag)}: ElementDefinition<${propsTypeName(entry.tag)}> = {
  tag: '${entry.tag}',
${readings.length > 0 ? `  props: { ${readings.join(', ')} },\n` : ''}  area: '${entry.area ?? 'block'}',
};
`,
    );
  }
  return files;
}

/**
 * The project's `HTMLElementTagNameMap`: every element, with the properties r2wc gives an element made
 * from a React component, optional; an element of its own class as a plain HTMLElement (its properties
 * are its class's). Looser than the host's map (`hostTypes`), which declares exactly what
 * `propertiesOf` describes.
 */
export function projectTagNameMap(facts: ElementFacts): string {
  const entries = facts.registry.map((entry) => {
    const properties = entry.ownClass
      ? []
      : entry.attributes.map((attribute) => `${camelCase(attribute.name)}?: ${attribute.type}`);
    if (properties.length === 0) return `    ${quote(entry.tag)}: HTMLElement;`;
    return `    ${quote(entry.tag)}: HTMLElement & {\n${properties.map((property) => `      ${property};`).join('\n')}\n    };`;
  });
  return `${header}
declare global {
  interface HTMLElementTagNameMap {
${entries.join('\n')}
  }
}

export {};
`;
}

type ExportTarget = string | { readonly types: string; readonly default?: string };

/**
 * package.json's `exports`: the package's entry, the React wrapper (with the JSX types), the loader,
 * each element, the manifest.
 */
export function packageExports(facts: ElementFacts): Record<string, ExportTarget> {
  return {
    '.': { types: './dist/types/index.d.ts', default: './dist/widgets/coop-config.js' },
    './react': {
      types: `./${reactWrapperDirectory}/index.d.ts`,
      default: `./${reactWrapperDirectory}/index.js`,
    },
    './loader.js': './dist/widgets/loader.js',
    ...Object.fromEntries(
      facts.registry.map((entry) => [
        `./${entry.tag}.js`,
        { types: `./dist/types/${entry.tag}.d.ts`, default: `./dist/widgets/${entry.tag}.js` },
      ]),
    ),
    './custom-elements.json': './custom-elements.json',
    // The back office's contract (build/openapi/write.ts), for integrators' tools.
    './openapi.json': './dist/openapi.json',
    './package.json': './package.json',
  };
}

/** package.json with its `exports` replaced, the rest as it is (in npm's layout, which prettier keeps). */
export function withPackageExports(packageJson: string, exports: Record<string, ExportTarget>): string {
  const manifest = JSON.parse(packageJson) as Record<string, unknown>;
  if (!('exports' in manifest)) throw new Error('package.json has no "exports" to keep up to date');
  manifest.exports = exports;
  return json(manifest);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The committed files that generation reads back and rewrites. */
export interface CommittedSources {
  readonly readme: string;
  /** docs/elements.md. */
  readonly elementsGuide: string;
  readonly packageJson: string;
}

const storyJsxTypesFile = 'stories/support/coop-elements.generated.d.ts';
const elementsGuideFile = 'docs/elements.md';

/**
 * Every generated file by its path in the project, for the facts given and the committed files as they
 * are. Refuses a registry with problems (`registryProblems`).
 */
export function generatedFiles(facts: ElementFacts, sources: CommittedSources): Map<string, string> {
  const problems = registryProblems(facts.registry);
  if (problems.length > 0) {
    throw new Error(`widgets/element-registry.ts:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
  const { version } = JSON.parse(sources.packageJson) as { version: string };
  const tables = referenceTables(facts);
  const files = new Map<string, string>([
    ['custom-elements.json', json(customElementsManifest(facts))],
    ['README.md', withGeneratedTables(sources.readme, tables.readme)],
    [elementsGuideFile, withGeneratedTables(sources.elementsGuide, tables.elementsGuide, elementsGuideFile)],
    [storyJsxTypesFile, storyJsxTypes(facts)],
    ['package.json', withPackageExports(sources.packageJson, packageExports(facts))],
    [`${generatedDirectory}/tag-names.d.ts`, projectTagNameMap(facts)],
    ...elementDefinitions(facts),
    ['dist/editor/vscode.html-custom-data.json', json(vscodeCustomData(facts))],
    ['dist/editor/web-types.json', json(webTypes(facts, version))],
  ]);
  for (const [file, text] of hostTypes(facts)) files.set(`dist/types/${file}`, text);
  for (const [file, text] of reactWrapper(facts)) files.set(file, text);
  return files;
}

/** Committed files are checked by `--check`; dist/ is written by the build. */
export const isCommitted = (file: string) => !file.startsWith('dist/');

/**
 * The committed files whose content differs from `generated`, and any file of widgets/generated/ that
 * generation no longer writes (the definition of an element taken out of the registry).
 */
export async function staleFiles(
  generated: ReadonlyMap<string, string>,
  directory: string,
): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, text] of generated) {
    if (!isCommitted(file)) continue;
    const current = await readFile(path.join(directory, file), 'utf8').catch(() => null);
    if (current !== text) stale.push(file);
  }
  return [...stale, ...(await leftoverFiles(generated, directory))];
}

async function leftoverFiles(generated: ReadonlyMap<string, string>, directory: string): Promise<string[]> {
  const present = await readdir(path.join(directory, generatedDirectory)).catch(() => []);
  return present
    .map((name) => `${generatedDirectory}/${name}`)
    .filter((file) => !generated.has(file))
    .sort();
}

/** The committed files as they are in `directory`. */
export async function readCommittedSources(directory: string): Promise<CommittedSources> {
  return {
    readme: await readFile(path.join(directory, 'README.md'), 'utf8'),
    elementsGuide: await readFile(path.join(directory, elementsGuideFile), 'utf8'),
    packageJson: await readFile(path.join(directory, 'package.json'), 'utf8'),
  };
}

/** Writes the generated files (dist/ alone with `distOnly`), and removes leftovers of widgets/generated/. */
export async function writeGeneratedFiles(
  files: ReadonlyMap<string, string>,
  directory: string,
  { distOnly = false } = {},
): Promise<string[]> {
  const written: string[] = [];
  for (const [file, text] of files) {
    if (distOnly && isCommitted(file)) continue;
    const target = path.join(directory, file);
    await mkdir(path.dirname(target), { recursive: true });
    const current = await readFile(target, 'utf8').catch(() => null);
    if (current === text) continue;
    await writeFile(target, text);
    written.push(file);
  }
  if (!distOnly) {
    for (const file of await leftoverFiles(files, directory)) {
      await rm(path.join(directory, file));
      written.push(`${file} (removed)`);
    }
  }
  return written;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = generatedFiles(await readElementFacts(), await readCommittedSources(projectDirectory));
  if (check) {
    const stale = await staleFiles(files, projectDirectory);
    if (stale.length > 0) {
      console.error(
        `Out of date with widgets/element-registry.ts and the source: ${stale.join(', ')}. ` +
          'Run `npm run artifacts` and commit the result.',
      );
      process.exit(1);
    }
    console.log('The files generated from widgets/element-registry.ts are up to date.');
    return;
  }
  // The build writes what ships (dist/); the committed files are written on request only.
  const written = await writeGeneratedFiles(files, projectDirectory, {
    distOnly: process.argv.includes('--dist'),
  });
  console.log(written.length > 0 ? `Wrote ${written.join(', ')}.` : 'Nothing to write: all up to date.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
