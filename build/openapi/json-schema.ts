import { create, type Struct } from 'superstruct';
import { describedShape, type JsonSchema, membersOf } from '../../src/api/schemas/contract.ts';

/**
 * A superstruct struct as the JSON Schema (2020-12, as OpenAPI 3.1 takes it) of what it accepts. What
 * superstruct keeps out of sight is found by asking the struct: whether it accepts `null`, whether a
 * field may be left out, and the default it fills in. A struct the converter cannot read (a bare union,
 * a `define`d check, `unknown()`) is refused with the path to it, never written as `{}`, unless its shape
 * was recorded with `anyOf` or `described` (src/api/schemas/contract.ts).
 */
export function toJsonSchema(struct: Struct<unknown, unknown>, where: string): JsonSchema {
  const shape = describedShape(struct) ?? readableShape(struct, where);
  return accepts(struct, null) ? withNull(shape) : shape;
}

/** How a struct stands as an object's property: its schema, whether it is required, its default. */
export function propertyOf(struct: Struct<unknown, unknown>, where: string) {
  const schema = toJsonSchema(struct, where);
  if (accepts(struct, undefined)) return { schema, required: false };
  const filled = defaultOf(struct);
  if (filled.has) return { schema: { ...schema, default: filled.value }, required: false };
  return { schema, required: true };
}

function accepts(struct: Struct<unknown, unknown>, value: unknown): boolean {
  return struct.validate(value)[0] === undefined;
}

/** The value a `defaulted` struct fills in for a missing field. */
function defaultOf(struct: Struct<unknown, unknown>): { has: boolean; value?: unknown } {
  try {
    return { has: true, value: create(undefined, struct) };
  } catch {
    return { has: false };
  }
}

function readableShape(struct: Struct<unknown, unknown>, where: string): JsonSchema {
  const schema: unknown = struct.schema;
  switch (struct.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'literal':
      if (schema === null) break;
      return { const: schema };
    case 'enums':
      return enumShape(Object.values(schema as Record<string, string | number>));
    case 'array':
      if (!isStruct(schema)) break;
      return { type: 'array', items: toJsonSchema(schema, `${where}[]`) };
    case 'type':
    case 'object':
      return objectShape(schema as Record<string, Struct<unknown, unknown>>, where, struct.type === 'object');
    case 'union': {
      const members = membersOf(struct);
      if (!members) break;
      return { anyOf: members.map((member, index) => toJsonSchema(member, `${where}|${index}`)) };
    }
  }
  throw new Error(
    `${where}: a ${struct.type} struct says nothing the document can show; ` +
      'give it its shape with anyOf() or described() from src/api/schemas/contract.ts',
  );
}

function enumShape(values: readonly (string | number)[]): JsonSchema {
  const types = [...new Set(values.map((value) => (typeof value === 'number' ? 'number' : 'string')))];
  return { type: types.length === 1 ? types[0] : types, enum: values };
}

function objectShape(
  fields: Record<string, Struct<unknown, unknown>>,
  where: string,
  closed: boolean,
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const property = propertyOf(field, `${where}.${name}`);
    properties[name] = property.schema;
    if (property.required) required.push(name);
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

/** The same shape, accepting `null` too. */
function withNull(shape: JsonSchema): JsonSchema {
  const {
    type,
    enum: values,
    const: constant,
    anyOf,
  } = shape as {
    type?: string | string[];
    enum?: unknown[];
    const?: unknown;
    anyOf?: JsonSchema[];
  };
  if (Array.isArray(type) && type.includes('null')) return shape;
  if (anyOf) return { ...shape, anyOf: [...anyOf, { type: 'null' }] };
  if (constant !== undefined) return { anyOf: [shape, { type: 'null' }] };
  if (typeof type === 'string' || Array.isArray(type)) {
    return {
      ...shape,
      type: [...(Array.isArray(type) ? type : [type]), 'null'],
      ...(values ? { enum: [...values, null] } : {}),
    };
  }
  // A shape without a type (a described `unknown`) already takes null.
  return shape;
}

function isStruct(value: unknown): value is Struct<unknown, unknown> {
  return typeof value === 'object' && value !== null && 'validator' in value && 'type' in value;
}
