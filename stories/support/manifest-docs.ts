import type { ArgTypes } from '@storybook/react-vite';
import manifestJson from '../../custom-elements.json';

/** The parts of custom-elements.json a story's docs show (schema 2.1.0). */
interface Declaration {
  tagName: string;
  description?: string;
  attributes?: Array<{
    name: string;
    type?: { text: string };
    default?: string;
    description?: string;
    fieldName?: string;
  }>;
  events?: Array<{ name: string; type?: { text: string }; description?: string }>;
  cssParts?: Array<{ name: string; description?: string }>;
  cssProperties?: Array<{ name: string; default?: string; description?: string }>;
}

const manifest = manifestJson as { modules: Array<{ declarations?: Declaration[] }> };

/** `'hash' | 'path'` → ['hash', 'path']; any other type text → []. */
export function unionOptions(type: string | undefined): string[] {
  const members = (type ?? '').split('|').map((member) => member.trim());
  return members.length > 0 && members.every((member) => /^'[^']*'$/.test(member))
    ? members.map((member) => member.slice(1, -1))
    : [];
}

export function declarationOf(
  tag: string,
  source: { modules: Array<{ declarations?: Declaration[] }> } = manifest,
): Declaration {
  const declaration = source.modules
    .flatMap((module) => module.declarations ?? [])
    .find((d) => d.tagName === tag);
  if (!declaration) throw new Error(`custom-elements.json has no <${tag}>`);
  return declaration;
}

const summary = (text: string | undefined) => (text ? { summary: text } : undefined);

/**
 * A story's docs for an element, read from custom-elements.json: its own attributes as controls
 * (unions as radio buttons, keyed by their property name so a story's `render` receives them; table
 * rows only with `controls: false`, for a story that sets up the element itself), and the
 * configuration attributes, events, CSS parts and custom properties as table rows by category.
 */
export function elementDocs(
  tag: string,
  {
    controls = true,
    source,
  }: { controls?: boolean; source?: { modules: Array<{ declarations?: Declaration[] }> } } = {},
) {
  const declaration = declarationOf(tag, source);
  const argTypes: ArgTypes = {};
  for (const attribute of declaration.attributes ?? []) {
    const options = unionOptions(attribute.type?.text);
    const own = attribute.fieldName !== undefined;
    const controlled = own && controls;
    argTypes[own ? attribute.fieldName! : `attribute:${attribute.name}`] = {
      name: attribute.name,
      description: attribute.description,
      control: !controlled ? false : options.length > 0 ? 'inline-radio' : 'text',
      ...(controlled && options.length > 0 ? { options } : {}),
      table: {
        category: own ? 'attributes' : 'configuration attributes',
        type: summary(attribute.type?.text),
        defaultValue: summary(attribute.default),
      },
    };
  }
  for (const event of declaration.events ?? []) {
    argTypes[`event:${event.name}`] = {
      name: event.name,
      description: event.description,
      control: false,
      table: { category: 'events', type: summary(event.type?.text) },
    };
  }
  for (const part of declaration.cssParts ?? []) {
    argTypes[`part:${part.name}`] = {
      name: part.name,
      description: part.description,
      control: false,
      table: { category: 'css parts' },
    };
  }
  for (const property of declaration.cssProperties ?? []) {
    argTypes[`property:${property.name}`] = {
      name: property.name,
      description: property.description,
      control: false,
      table: { category: 'css custom properties', defaultValue: summary(property.default) },
    };
  }
  return {
    argTypes,
    parameters: { docs: { description: { component: declaration.description ?? '' } } },
  };
}
