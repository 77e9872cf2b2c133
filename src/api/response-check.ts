import { create, type Struct, StructError } from 'superstruct';
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
  try {
    return create(data, schema);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    // A query string may carry identifiers; the path alone names the call.
    const path = callPath.replace(/[?#].*$/s, '');
    const failures = error.failures();
    const described = failures.slice(0, fieldsLogged).map(describeFailure);
    const more = failures.length > fieldsLogged ? `; and ${failures.length - fieldsLogged} more` : '';
    console.error(`[coop] ${path}: unexpected response ${described.join('; ')}${more}`);
    throw new ApiError({ kind: 'client', detail: `unexpected response ${described[0]}` }, path);
  }
}
