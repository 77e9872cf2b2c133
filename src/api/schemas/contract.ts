import { array, define, type Struct, union } from 'superstruct';

/**
 * What the OpenAPI generator (build/openapi/json-schema.ts) cannot read from a struct by itself. A
 * superstruct union keeps its members in a closure, and a `define`d or coerced struct is a function: the
 * helpers below record their shape beside them, so the document says what the client accepts instead
 * of the generator guessing. The generator refuses any struct it can neither read nor find here.
 */

/** A JSON Schema fragment, as OpenAPI 3.1 takes it. */
export type JsonSchema = Readonly<Record<string, unknown>>;

// Keyed by the struct's `entries` function: `optional`, `nullable`, `defaulted` and `refine` copy it
// into the structs they make, so a wrapped union or defined struct is still found.
const unionMembers = new WeakMap<object, readonly Struct<unknown, unknown>[]>();
const describedShapes = new WeakMap<object, JsonSchema>();

type Keyed = Pick<Struct<unknown, unknown>, 'entries'>;

/** A union whose members the generator can list (`anyOf`). */
export function anyOf<A, B>(members: [Struct<A, unknown>, Struct<B, unknown>]): Struct<A | B, null>;
export function anyOf<A, B, C>(
  members: [Struct<A, unknown>, Struct<B, unknown>, Struct<C, unknown>],
): Struct<A | B | C, null>;
export function anyOf(members: [Struct<unknown, unknown>, ...Struct<unknown, unknown>[]]) {
  const struct = union(members as [Struct<unknown, unknown>]);
  unionMembers.set(struct.entries, members);
  return struct;
}

/** The struct, with the JSON Schema that describes what it accepts. */
export function described<T, S>(struct: Struct<T, S>, shape: JsonSchema): Struct<T, S> {
  describedShapes.set(struct.entries, shape);
  return struct;
}

/**
 * A list a request body carries as the domain holds it, read-only: superstruct's `array` types its
 * value as a mutable array, which a `readonly T[]` does not fit. The struct is `array(element)`.
 */
export function listOf<T, S>(element: Struct<T, S>): Struct<readonly T[], Struct<T, S>> {
  return array(element) as unknown as Struct<readonly T[], Struct<T, S>>;
}

/** The answer of a call that answers 204 No Content. */
export const noContent = described(
  define<undefined>('noContent', (value) => value === undefined),
  {},
);

/** The members of a union made by `anyOf`, for the generator. */
export function membersOf(struct: Keyed): readonly Struct<unknown, unknown>[] | undefined {
  return unionMembers.get(struct.entries);
}

/** The shape recorded by `described`, for the generator. */
export function describedShape(struct: Keyed): JsonSchema | undefined {
  return describedShapes.get(struct.entries);
}
