import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  configurationAttributes,
  cssPropertyDescriptions,
  elementRegistry,
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
 * Generates, from the element registry and the facts of the source, every description of the
 * elements a host uses: custom-elements.json, the editor data files, the host types and the README's
 * tables. `--check` writes nothing and fails, naming each stale file, when one differs from what it
 * would generate (`npm test` runs it).
 *
 *   npm run artifacts                             write them all (after a change to the registry or the source)
 *   npx tsx build/element-artifacts.ts --dist    write those that ship in dist/ (`npm run build` does)
 *   npx tsx build/element-artifacts.ts --check   compare the committed ones (custom-elements.json, README.md)
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

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const pascalCase = (tag: string) => camelCase(`-${tag}`);

function eventFact(facts: ElementFacts, name: string): EventFact {
  const fact = facts.events.find((event) => event.name === name);
  if (!fact) throw new Error(`The registry names the event ${name}, which CoopEventDetails does not have`);
  return fact;
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
      const properties = entry.attributes
        .map((attribute) => `  ${camelCase(attribute.name)}?: ${attribute.type};`)
        .join('\n');
      return `/** \`<${entry.tag}>\`: ${entry.summary} */\nexport interface ${pascalCase(entry.tag)}Element extends HTMLElement {${properties ? `\n${properties}\n` : ''}}`;
    })
    .join('\n\n');
  const attributeMaps = facts.registry
    .map((entry) => `  ${quote(entry.tag)}: {\n${attributeTypeFields(attributesOf(entry))}\n  };`)
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

declare global {
  interface HTMLElementTagNameMap {
${facts.registry.map((entry) => `    ${quote(entry.tag)}: ${pascalCase(entry.tag)}Element;`).join('\n')}
  }
  interface HTMLElementEventMap extends CoopEventMap {}
  interface DocumentEventMap extends CoopEventMap {}
}
`;

  const react = `${header}
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CoopElementAttributes } from './elements.js';

type CoopElementProps<Tag extends keyof CoopElementAttributes> = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> &
  CoopElementAttributes[Tag];

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${facts.registry.map((entry) => `      ${quote(entry.tag)}: CoopElementProps<${quote(entry.tag)}>;`).join('\n')}
    }
  }
}
`;

  const index = `${header}
export type {
  CoopConfigValues,
  CoopElementAttributes,
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

/**
 * The elements as JSX for the stories, with the attributes of dist/types/react.d.ts. The stories are
 * type-checked before any build, and the project's own widgets declare the global element types, so this
 * file is committed (and checked) and carries the JSX declarations alone.
 */
export function storyJsxTypes(facts: ElementFacts): string {
  const fields = (attributes: readonly ElementAttribute[], indent: string) =>
    attributes.map((attribute) => `${indent}${quote(attribute.name)}?: ${attribute.type};`).join('\n');
  const elements = facts.registry.map((entry) => {
    const own = entry.configurationOnly ? [] : entry.attributes;
    const attributes = own.length > 0 ? `{\n${fields(own, '        ')}\n      } & ` : '';
    return `      ${quote(entry.tag)}: ElementProps<${attributes}ConfigurationAttributes>;`;
  });
  return `${header}import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

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

/** The README's generated tables, by marker name. */
export function readmeTables(facts: ElementFacts): Map<string, string> {
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
  return new Map([
    ['elements', elements],
    ['configuration', configuration],
    ['attributes', attributes],
    ['events', events],
    ['parts', parts],
    ['css-properties', properties],
  ]);
}

/** Puts each table between its `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` markers. */
export function withReadmeTables(readme: string, tables: ReadonlyMap<string, string>): string {
  let result = readme;
  for (const [name, table] of tables) {
    const start = `<!-- generated:${name} -->`;
    const end = `<!-- /generated:${name} -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section`);
    result = `${result.slice(0, from + start.length)}\n${table}\n${result.slice(to)}`;
  }
  return result;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every generated file by its path in the project, for the facts given and the README as it is. */
export function generatedFiles(facts: ElementFacts, readme: string, version: string): Map<string, string> {
  const files = new Map<string, string>([
    ['custom-elements.json', json(customElementsManifest(facts))],
    ['README.md', withReadmeTables(readme, readmeTables(facts))],
    [storyJsxTypesFile, storyJsxTypes(facts)],
    ['dist/editor/vscode.html-custom-data.json', json(vscodeCustomData(facts))],
    ['dist/editor/web-types.json', json(webTypes(facts, version))],
  ]);
  for (const [file, text] of hostTypes(facts)) files.set(`dist/types/${file}`, text);
  return files;
}

const storyJsxTypesFile = 'stories/support/coop-elements.generated.d.ts';

/** The committed files among them: `--check` compares these. */
export const committedFiles = ['custom-elements.json', 'README.md', storyJsxTypesFile];

/** The committed files whose content differs from `generated`. */
export async function staleFiles(
  generated: ReadonlyMap<string, string>,
  directory: string,
): Promise<string[]> {
  const stale: string[] = [];
  for (const file of committedFiles) {
    const current = await readFile(path.join(directory, file), 'utf8').catch(() => null);
    if (current !== generated.get(file)) stale.push(file);
  }
  return stale;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const facts = await readElementFacts();
  const readme = await readFile(path.join(projectDirectory, 'README.md'), 'utf8');
  const { version } = JSON.parse(await readFile(path.join(projectDirectory, 'package.json'), 'utf8')) as {
    version: string;
  };
  const files = generatedFiles(facts, readme, version);
  if (check) {
    const stale = await staleFiles(files, projectDirectory);
    if (stale.length > 0) {
      console.error(
        `Out of date with widgets/element-registry.ts and the source: ${stale.join(', ')}. ` +
          'Run `npx tsx build/element-artifacts.ts` and commit the result.',
      );
      process.exit(1);
    }
    console.log(`${committedFiles.join(', ')} are up to date.`);
    return;
  }
  // The build writes what ships (dist/); the committed files are written on request only.
  const distOnly = process.argv.includes('--dist');
  const written = [...files].filter(([file]) => !distOnly || !committedFiles.includes(file));
  for (const [file, text] of written) {
    const target = path.join(projectDirectory, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  console.log(`Wrote ${written.map(([file]) => file).join(', ')}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
