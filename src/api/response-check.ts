import { create, omit, type Struct, StructError } from 'superstruct';
import { ApiError } from './api-error.ts';

/** Enough fields to see what changed in a response, few enough for one console line. */
const fieldsLogged = 5;

type Failure = ReturnType<StructError['failures']>[number];

/** What arrived instead, as a kind only: the value itself may be a token, an account number or a name. */
function receivedKind(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function describeFailure(failure: Failure): string {
  const field = failure.path.length > 0 ? failure.path.map(String).join('.') : '(root)';
  const expected = failure.refinement ? `${failure.type} (${failure.refinement})` : failure.type;
  return `at ${field}: expected ${expected}, got ${receivedKind(failure.value)}`;
}

/**
 * `data` checked against the call's schema (and coerced by it). A mismatch is logged by the call's path,
 * the failing fields' paths and the types expected, and thrown as the generic client-side error. Neither
 * carries the value received nor superstruct's message, which quotes it: a response holds tokens,
 * account numbers and names, and the console is read by the host page's scripts and error reporting.
 */
export function checkedResponse<T>(schema: Struct<T, unknown>, data: unknown, callPath: string): T {
  return checked(schema, data, callPath, []);
}

/**
 * Items of a long list checked between two yields to the page: for Pay Multiple Accounts about 5 ms of
 * work on a desktop, 20 ms with the CPU slowed ×4 as a phone.
 */
const itemsPerSlice = 200;

/**
 * As `checkedResponse`, for an answer whose `listField` may hold thousands of items: the rest of the answer
 * is checked at once and the list a slice at a time, the page free to paint and respond between slices.
 * The whole list is checked before the answer is returned; a failure names the item's place.
 */
export async function checkedLongListResponse<T>(
  schema: Struct<T, unknown>,
  data: unknown,
  callPath: string,
  listField: string,
): Promise<T> {
  // An object (`type`) schema whose `listField` is an `array(item)`: its `schema` holds the item's.
  const objectSchema = schema as unknown as Struct<
    Record<string, unknown>,
    Record<string, Struct<unknown, unknown>>
  >;
  const itemSchema = objectSchema.schema[listField]?.schema as Struct<unknown, unknown> | undefined;
  const list = isRecord(data) ? data[listField] : undefined;
  if (!isRecord(data) || !Array.isArray(list) || !itemSchema) return checkedResponse(schema, data, callPath);
  const { [listField]: _list, ...rest } = data;
  const answer = checked(omit(objectSchema, [listField]), rest, callPath, []);
  const items: unknown[] = [];
  for (let start = 0; start < list.length; start += itemsPerSlice) {
    if (start > 0) await nextTask();
    list.slice(start, start + itemsPerSlice).forEach((item, offset) => {
      items.push(checked(itemSchema, item, callPath, [listField, start + offset]));
    });
  }
  return { ...answer, [listField]: items } as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lets the page paint and handle input before the next slice: `scheduler.yield` where the browser has it. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function checked<T>(
  schema: Struct<T, unknown>,
  data: unknown,
  callPath: string,
  at: readonly (string | number)[],
): T {
  try {
    return create(data, schema);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    // A query string may carry identifiers; the path alone names the call.
    const path = callPath.replace(/[?#].*$/s, '');
    const failures = error.failures().map((failure) => ({ ...failure, path: [...at, ...failure.path] }));
    const described = failures.slice(0, fieldsLogged).map(describeFailure);
    const more = failures.length > fieldsLogged ? `; and ${failures.length - fieldsLogged} more` : '';
    console.error(`[coop] ${path}: unexpected response ${described.join('; ')}${more}`);
    throw new ApiError({ kind: 'client', detail: `unexpected response ${described[0]}` }, path);
  }
}
