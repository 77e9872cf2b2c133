import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributesOf,
  eventPropName,
  eventsOf,
  hostTypes,
  pascalCase,
  reactWrapper,
  readElementFacts,
  unionValues,
  wrapperProps,
  type ElementFacts,
} from '../../../build/element-artifacts.ts';
import type { ElementAttribute } from '../../../widgets/element-registry.ts';
import { fixturesDirectory, mistakeLines, typeCheckHost } from '../../types/type-check-host.ts';

// The dist/ folder of the package as the generator writes it (types/ and react/), in a folder of its own
// that also has React in its node_modules, as a host project has.
let facts: ElementFacts;
let distDirectory: string;
let scratch: string;
beforeAll(async () => {
  facts = await readElementFacts();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'coop-host-types-'));
  distDirectory = path.join(scratch, 'dist');
  const files = new Map([
    ...[...hostTypes(facts)].map(([file, text]) => [`dist/types/${file}`, text] as const),
    ...reactWrapper(facts),
  ]);
  for (const [file, text] of files) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), text);
  }
  await mkdir(path.join(scratch, 'node_modules'));
  await symlink(path.resolve('node_modules/react'), path.join(scratch, 'node_modules/react'), 'dir');
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const check = (file: string) => typeCheckHost(path.join(fixturesDirectory, file), { distDirectory });

/** A value of the attribute's type, as text. */
const sampleOf = (attribute: ElementAttribute) => unionValues(attribute.type)[0] ?? `${attribute.name}-value`;

// Each check compiles a small program with React's types: seconds, not milliseconds.
describe(
  'the host types, as a cooperative’s TypeScript + React 19 project sees them',
  { timeout: 30_000 },
  () => {
    it('accept a page that uses the elements, their attributes, events, properties, the wrapper and configure()', () => {
      expect(check('host-app.tsx')).toEqual([]);
    });

    it('accept every element of the registry with each attribute and event, as JSX and through the wrapper', async () => {
      const lines = facts.registry.flatMap((entry) => {
        const component = pascalCase(entry.tag);
        const attributes = attributesOf(entry);
        const jsx = [
          ...attributes.map((attribute) => `${attribute.name}="${sampleOf(attribute)}"`),
          ...eventsOf(facts, entry).map((event) => `on${event}={(event) => console.log(event.detail)}`),
        ];
        const wrapped = [
          ...attributes.map((attribute) => `${wrapperName(attribute.name)}="${sampleOf(attribute)}"`),
          ...eventsOf(facts, entry).map(
            (event) => `${eventPropName(event)}={(event) => console.log(event.detail)}`,
          ),
        ];
        const element = `document.createElement('${entry.tag}')`;
        return [
          `export const Plain${component} = () => <${entry.tag} ${jsx.join(' ')} />;`,
          `export const Wrapped${component} = () => <${component} ${wrapped.join(' ')} />;`,
          `export const ${component}Ref = (ref: RefObject<${component}Element | null>) => <${component} ref={ref} />;`,
          ...entry.attributes.map(
            (attribute) =>
              `${element}.${wrapperName(attribute.name)} = ${element}.${wrapperName(attribute.name)} ?? '${sampleOf(attribute)}';`,
          ),
        ];
      });
      const imports = [
        "import type { RefObject } from 'react';",
        `import type { ${facts.registry.map((entry) => `${pascalCase(entry.tag)}Element`).join(', ')} } from '@coop-member-portal/elements';`,
        `import { ${facts.registry.map((entry) => pascalCase(entry.tag)).join(', ')} } from '@coop-member-portal/elements/react';`,
      ];
      const file = path.join(scratch, 'every-element.tsx');
      await writeFile(file, [...imports, ...lines, ''].join('\n'));
      expect(typeCheckHost(file, { distDirectory })).toEqual([]);
    });

    it('refuse each mistake of a host, on its own line, and nothing else', () => {
      const file = 'host-mistakes.tsx';
      const marked = mistakeLines(path.join(fixturesDirectory, file));
      expect(marked.length).toBeGreaterThanOrEqual(12);
      const diagnostics = check(file);
      expect(diagnostics.filter((diagnostic) => diagnostic.file !== file)).toEqual([]);
      const refused = new Set(diagnostics.map((diagnostic) => diagnostic.line));
      expect(
        marked.filter((line) => !refused.has(line)),
        'mistakes that type-check',
      ).toEqual([]);
      expect(
        diagnostics.filter((diagnostic) => !marked.includes(diagnostic.line)),
        'diagnostics on lines without a mistake',
      ).toEqual([]);
    });

    it('refuse an attribute the element does not have', () => {
      expect(check('wrong-attribute.tsx')).toEqual([
        expect.objectContaining({
          file: 'wrong-attribute.tsx',
          code: 2322,
          message: expect.stringContaining("Property 'lable' does not exist"),
        }),
      ]);
    });

    it('refuse a value outside an attribute’s union', () => {
      expect(check('wrong-attribute-value.tsx')).toEqual([
        expect.objectContaining({
          code: 2322,
          message: expect.stringContaining(`Type '"both"' is not assignable`),
        }),
      ]);
    });

    it('refuse a property the event’s detail does not have', () => {
      expect(check('wrong-event-detail.ts')).toEqual([
        expect.objectContaining({
          code: 2551,
          message: expect.stringContaining("Property 'amout' does not exist"),
        }),
      ]);
    });
  },
);

/** `account-no` → `accountNo`: the wrapper's prop, and the element's property, of an attribute. */
const wrapperName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('the React wrapper (@coop-member-portal/elements/react), run with React', () => {
  type Wrapper = ComponentType<Record<string, unknown>> & ((props: object) => ReactElement);
  let wrapper: Record<string, Wrapper>;
  beforeAll(async () => {
    wrapper = (await import(pathToFileURL(path.join(distDirectory, 'react/index.js')).href)) as Record<
      string,
      Wrapper
    >;
  });

  it('imports React alone, and none of the elements', () => {
    const javascript = reactWrapper(facts).get('dist/react/index.js')!;
    const specifiers = [
      ...javascript.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/gm),
    ].map((match) => match[1]);
    expect(specifiers).toEqual(['react']);
    expect(javascript).not.toMatch(/\bimport\s*\(|^\s*import\s*['"]/m);
  });

  it('exports one component per element of the registry, and no other', () => {
    expect(Object.keys(wrapper).sort()).toEqual(facts.registry.map((entry) => pascalCase(entry.tag)).sort());
  });

  it('renders each element with every attribute under its name, and HTML props as React renders them', () => {
    for (const entry of facts.registry) {
      const Component = wrapper[pascalCase(entry.tag)]!;
      const props: Record<string, unknown> = {
        className: 'host-class',
        id: `${entry.tag}-id`,
        style: { marginTop: 4 },
        'data-testid': 'wrapped',
        'aria-label': 'An element',
        children: 'Loading…',
      };
      for (const attribute of attributesOf(entry)) props[wrapperName(attribute.name)] = sampleOf(attribute);
      const markup = renderToStaticMarkup(createElement(Component, props));
      const attributes = attributesOf(entry)
        .map((attribute) => ` ${attribute.name}="${sampleOf(attribute)}"`)
        .join('');
      expect(markup, entry.tag).toBe(
        `<${entry.tag} class="host-class" id="${entry.tag}-id" style="margin-top:4px" data-testid="wrapped" aria-label="An element"${attributes}>Loading…</${entry.tag}>`,
      );
    }
  });

  it('hands each event callback to React 19 as the element’s on<event> prop, and the ref as it is', () => {
    for (const entry of facts.registry) {
      const Component = wrapper[pascalCase(entry.tag)]!;
      const ref = { current: null };
      const callbacks = Object.fromEntries(
        eventsOf(facts, entry).map((event) => [eventPropName(event), () => event]),
      );
      const element = Component({ ...callbacks, ref, accountNo: '1' }) as ReactElement<
        Record<string, unknown>
      >;
      expect(element.type, entry.tag).toBe(entry.tag);
      const expected = Object.fromEntries(
        wrapperProps(facts, entry)
          .filter(({ prop }) => prop in callbacks)
          .map(({ prop, elementProp }) => [elementProp, callbacks[prop]]),
      );
      expect(element.props, entry.tag).toEqual({
        ...expected,
        ref,
        // Not an attribute of every element: passed on as it is.
        ...(attributesOf(entry).some((attribute) => attribute.name === 'account-no')
          ? { 'account-no': '1' }
          : { accountNo: '1' }),
      });
      if (eventsOf(facts, entry).includes('coop-signed-out')) {
        expect(element.props['oncoop-signed-out'], entry.tag).toBe(callbacks.onCoopSignedOut);
      }
    }
  });
});
