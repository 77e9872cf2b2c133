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
 * (custom-elements.json, the editor data files, the host types, the stories' JSX types, the README's
 * tables). `--check` writes nothing and fails, naming each stale file, when a committed one differs
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

/** A JSDoc block of `text`, its lines wrapped at about 100 characters. */
function jsDoc(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + word.length + 1 > 96) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.length === 1 ? `/** ${line} */` : `/**\n${lines.map((part) => ` * ${part}`).join('\n')}\n */`;
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
 * from a React component (an element of its own class reads its attributes alone).
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

/** package.json's `exports`: the package's entry, the React types, the loader, each element, the manifest. */
export function packageExports(facts: ElementFacts): Record<string, ExportTarget> {
  return {
    '.': { types: './dist/types/index.d.ts', default: './dist/widgets/coop-config.js' },
    './react': { types: './dist/types/react.d.ts' },
    './loader.js': './dist/widgets/loader.js',
    ...Object.fromEntries(
      facts.registry.map((entry) => [
        `./${entry.tag}.js`,
        { types: `./dist/types/${entry.tag}.d.ts`, default: `./dist/widgets/${entry.tag}.js` },
      ]),
    ),
    './custom-elements.json': './custom-elements.json',
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
  readonly packageJson: string;
}

const storyJsxTypesFile = 'stories/support/coop-elements.generated.d.ts';

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
  const files = new Map<string, string>([
    ['custom-elements.json', json(customElementsManifest(facts))],
    ['README.md', withReadmeTables(sources.readme, readmeTables(facts))],
    [storyJsxTypesFile, storyJsxTypes(facts)],
    ['package.json', withPackageExports(sources.packageJson, packageExports(facts))],
    [`${generatedDirectory}/tag-names.d.ts`, projectTagNameMap(facts)],
    ...elementDefinitions(facts),
    ['dist/editor/vscode.html-custom-data.json', json(vscodeCustomData(facts))],
    ['dist/editor/web-types.json', json(webTypes(facts, version))],
  ]);
  for (const [file, text] of hostTypes(facts)) files.set(`dist/types/${file}`, text);
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
