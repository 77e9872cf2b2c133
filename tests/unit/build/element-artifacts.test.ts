import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributesOf,
  camelCase,
  customElementsManifest,
  eventsOf,
  generatedFiles,
  isCommitted,
  packageExports,
  projectDirectory,
  propertiesOf,
  readCommittedSources,
  readElementFacts,
  registryProblems,
  staleFiles,
  storyJsxTypes,
  unionValues,
  withGeneratedTables,
  type ElementFacts,
} from '../../../build/element-artifacts.ts';
import { configAttributeNames } from '../../../src/state/page-config.ts';
import { cssPropertyDescriptions, elementRegistry } from '../../../widgets/element-registry.ts';

interface ManifestDeclaration {
  tagName: string;
  members: Array<{
    kind: string;
    name: string;
    type: { text: string };
    attribute: string;
    reflects: boolean;
  }>;
  attributes: Array<{ name: string; type: { text: string }; default?: string; fieldName?: string }>;
  events: Array<{ name: string; type: { text: string } }>;
  cssParts: Array<{ name: string }>;
  cssProperties: Array<{ name: string; default: string }>;
}

let facts: ElementFacts;
beforeAll(async () => {
  facts = await readElementFacts();
});

const declarationOf = (tag: string): ManifestDeclaration => {
  const manifest = customElementsManifest(facts) as {
    modules: Array<{ declarations: ManifestDeclaration[] }>;
  };
  const declaration = manifest.modules
    .flatMap((module) => module.declarations)
    .find((d) => d.tagName === tag);
  if (!declaration) throw new Error(`No ${tag} in the manifest`);
  return declaration;
};

describe('the element registry', () => {
  it('has one entry per widget entry file, and no other', async () => {
    const widgets = (await readdir(path.join(projectDirectory, 'widgets')))
      .filter((file) => /^coop-[a-z-]+\.tsx?$/.test(file))
      .map((file) => file.replace(/\.tsx?$/, ''))
      .sort();
    expect(elementRegistry.map((entry) => entry.tag).sort()).toEqual(widgets);
  });

  it('reads the Quick Pay button’s attributes where its element reads them', async () => {
    const source = await readFile(
      path.join(projectDirectory, 'src/features/quick-pay/QuickPayButtonElement.ts'),
      'utf8',
    );
    for (const attribute of elementRegistry.find((entry) => entry.tag === 'coop-quick-pay-button')!
      .attributes) {
      expect(source).toContain(`'${attribute.name}'`);
    }
  });

  it('describes the configuration attributes of page-config.ts, no more, no less', () => {
    expect(attributesOf(elementRegistry[0]!).map((attribute) => attribute.name)).toEqual([
      ...configAttributeNames,
    ]);
  });

  it('names only events of CoopEventDetails, and every event is dispatched by some element or by all', () => {
    const known = new Set(facts.events.map((event) => event.name));
    for (const entry of elementRegistry) for (const name of entry.events) expect(known, name).toContain(name);
    const listed = new Set(elementRegistry.flatMap((entry) => entry.events));
    // Every element dispatches these two itself (configuration errors, the end of the session).
    expect(facts.events.map((event) => event.name).filter((name) => !listed.has(name))).toEqual([
      'coop-config-error',
      'coop-signed-out',
    ]);
  });

  it('describes every custom property of the theme, and only those', () => {
    expect(Object.keys(cssPropertyDescriptions).sort()).toEqual(
      facts.cssProperties.map((property) => property.name).sort(),
    );
  });
});

describe('what an element has besides its attributes', () => {
  it('dispatches its own events and those every element does; <coop-config> none', () => {
    const button = elementRegistry.find((entry) => entry.tag === 'coop-quick-pay-button')!;
    expect(eventsOf(facts, button)).toEqual([...button.events, 'coop-config-error', 'coop-signed-out']);
    expect(
      eventsOf(
        facts,
        elementRegistry.find((entry) => entry.tag === 'coop-config')!,
      ),
    ).toEqual([]);
  });

  it('has a property for each attribute of its own, none for the configuration ones', () => {
    for (const entry of elementRegistry) {
      expect(
        propertiesOf(entry).map((property) => [property.name, property.attribute.name]),
        entry.tag,
      ).toEqual(entry.attributes.map((attribute) => [camelCase(attribute.name), attribute.name]));
    }
    const portal = propertiesOf(elementRegistry.find((entry) => entry.tag === 'coop-portal')!);
    expect(portal.find((property) => property.name === 'basePath')).toMatchObject({
      type: 'string | undefined',
      description: expect.stringContaining('Reflects the `base-path` attribute'),
    });
  });
});

describe('custom-elements.json', () => {
  it('declares each attribute of an element’s own as a field that reflects it, and nothing else', () => {
    for (const entry of elementRegistry) {
      expect(declarationOf(entry.tag).members, entry.tag).toEqual(
        entry.attributes.map((attribute) => ({
          kind: 'field',
          name: camelCase(attribute.name),
          type: { text: `${attribute.type} | undefined` },
          attribute: attribute.name,
          reflects: true,
          description: expect.stringContaining(attribute.description),
        })),
      );
    }
    expect(declarationOf('coop-quick-pay-button').members).toEqual([
      expect.objectContaining({
        name: 'label',
        type: { text: 'string | undefined' },
        description: expect.stringContaining('(the element then uses `Quick Pay`)'),
      }),
      expect.objectContaining({ name: 'variant', type: { text: "'banner' | undefined" } }),
    ]);
    expect(declarationOf('coop-config').members).toEqual([]);
  });

  it('gives each attribute its type, default and property, configuration attributes included', () => {
    const portal = declarationOf('coop-portal');
    expect(portal.attributes.slice(0, 4)).toEqual([
      expect.objectContaining({
        name: 'routing',
        type: { text: "'hash' | 'path'" },
        default: '"hash"',
        fieldName: 'routing',
      }),
      expect.objectContaining({ name: 'base-path', type: { text: 'string' }, fieldName: 'basePath' }),
      expect.objectContaining({
        name: 'manage-title',
        type: { text: "'true' | 'false'" },
        default: '"true"',
      }),
      expect.objectContaining({ name: 'custom-script', type: { text: 'string' } }),
    ]);
    expect(portal.attributes.map((attribute) => attribute.name)).toContain('api-base');
  });

  it('types each event with the detail of CoopEventDetails, aliases spelled out', () => {
    const events = declarationOf('coop-quick-pay-button').events;
    expect(events.find((event) => event.name === 'coop-payment-submitted')?.type.text).toBe(
      'CustomEvent<{ accountNumber: string; amount: number; paymentType: "cc" | "echeck" }>',
    );
  });

  it('lists parts and the theme’s custom properties with their defaults', () => {
    const button = declarationOf('coop-quick-pay-button');
    expect(button.cssParts.map((part) => part.name)).toEqual(['button', 'banner']);
    expect(button.cssProperties).toContainEqual(
      expect.objectContaining({ name: '--coop-color-primary', default: '#0b5cad' }),
    );
    expect(button.cssProperties).toContainEqual(
      expect.objectContaining({ name: '--coop-area-min-height', default: '100vh' }),
    );
  });

  it('reads union values for editors', () => {
    expect(unionValues("'detailed' | 'basic'")).toEqual(['detailed', 'basic']);
    expect(unionValues('string')).toEqual([]);
  });
});

describe('the check that keeps the committed files current', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'coop-artifacts-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('declares every element as JSX for the stories, with its own and the configuration attributes', () => {
    const text = storyJsxTypes(facts);
    const attributePattern = (name: string) => new RegExp(`\\s'?${name}'?\\?:`);
    const configurationStart = text.indexOf('interface ConfigurationAttributes {');
    expect(configurationStart).toBeGreaterThan(0);
    const configuration = text.slice(configurationStart, text.indexOf('}', configurationStart));
    for (const name of configAttributeNames) expect(configuration, name).toMatch(attributePattern(name));
    for (const entry of elementRegistry) {
      const start = text.indexOf(`'${entry.tag}': ElementProps<`);
      expect(start, entry.tag).toBeGreaterThan(0);
      const declaration = text.slice(start, text.indexOf('>;', start) + 2);
      expect(declaration, entry.tag).toContain('ConfigurationAttributes');
      const names = entry.configurationOnly ? [] : entry.attributes.map((attribute) => attribute.name);
      for (const name of names) expect(declaration, entry.tag).toMatch(attributePattern(name));
      // The events it dispatches, as the `on<event>` props React 19 listens with.
      const events = [...declaration.matchAll(/'(coop-[a-z-]+)'/g)].map((match) => match[1]).slice(1);
      expect(events, entry.tag).toEqual(eventsOf(facts, entry));
    }
    expect(text).toContain("routing?: 'hash' | 'path';");
    expect(text).toContain('[K in Name as `on${K}`]?: (event: CustomEvent<CoopEventDetails[K]>) => void;');
  });

  it('finds nothing stale in the repository, and the registry has no problem', async () => {
    expect(registryProblems(elementRegistry)).toEqual([]);
    const files = generatedFiles(facts, await readCommittedSources(projectDirectory));
    expect(await staleFiles(files, projectDirectory)).toEqual([]);
  });

  it('names a README whose table was edited by hand, and a manifest that is missing', async () => {
    const files = generatedFiles(facts, await readCommittedSources(projectDirectory));
    for (const [file, text] of files) {
      if (!isCommitted(file)) continue;
      await mkdir(path.dirname(path.join(directory, file)), { recursive: true });
      await writeFile(path.join(directory, file), text);
    }
    expect(await staleFiles(files, directory)).toEqual([]);

    const edited = files
      .get('README.md')!
      .replace('| `<coop-portal>` |', '| `<coop-portal>` (hand-edited) |');
    await writeFile(path.join(directory, 'README.md'), edited);
    await rm(path.join(directory, 'custom-elements.json'));
    expect(await staleFiles(files, directory)).toEqual(['custom-elements.json', 'README.md']);

    const storyTypes = 'stories/support/coop-elements.generated.d.ts';
    await writeFile(
      path.join(directory, storyTypes),
      files.get(storyTypes)!.replace("routing?: 'hash' | 'path';", 'routing?: string;'),
    );
    expect(await staleFiles(files, directory)).toEqual(['custom-elements.json', 'README.md', storyTypes]);
  });

  it('publishes every export target: package.json’s `files` takes each of them', async () => {
    const { files } = JSON.parse(await readFile(path.join(projectDirectory, 'package.json'), 'utf8')) as {
      files: string[];
    };
    const taken = (file: string) =>
      files.some((pattern) =>
        pattern.endsWith('/')
          ? file.startsWith(pattern)
          : new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`).test(file),
      );
    const targets = Object.values(packageExports(facts))
      .flatMap((target) => (typeof target === 'string' ? [target] : [target.types, target.default]))
      .filter((target): target is string => target !== undefined)
      .map((target) => target.replace(/^\.\//, ''))
      .filter((target) => target !== 'package.json');
    expect(targets).toContain('dist/react/index.js');
    expect(targets.filter((target) => !taken(target))).toEqual([]);
  });

  it('refuses a README without the section a table belongs in', () => {
    expect(() => withGeneratedTables('# Nothing here\n', new Map([['events', '| x |']]))).toThrow(
      'README.md has no <!-- generated:events --> … <!-- /generated:events --> section',
    );
  });
});
