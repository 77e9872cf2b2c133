import type { MiddlewareHandler } from 'hono';
import { errorBodyFor } from './responses.ts';

/** A simulated failure, slowness or lost answer of the next `remaining` calls matching `method` and `path`. */
export interface FaultRule {
  /** An HTTP method, or '*' for any. */
  method: string;
  /** A substring of the request path. */
  path: string;
  /**
   * 'before': the call waits or fails before it is handled, and nothing changes. 'after': it is
   * handled (the change is made, e.g. the payment recorded), then its answer is late, replaced or lost:
   * a time-out with an unknown outcome, as the client sees it.
   */
  when: 'before' | 'after';
  /** Answer with this status instead of the real response; without it the call is only slow. */
  status: number | null;
  body: unknown;
  delayMs: number;
  /** No answer at all: the connection is dropped, as a failing network drops it. */
  drop: boolean;
  remaining: number;
}

/** The rule described by a `POST /api/__simulator/faults` body, or the list of what is wrong with it. */
export function parseFaultRule(body: Record<string, unknown> | undefined): FaultRule | string[] {
  if (!body) return ['The request body must be a JSON object.'];
  const problems: string[] = [];
  const { method, path, when, status, delayMs, drop, times } = body;
  if (typeof method !== 'string' || method === '') problems.push("'method' must be an HTTP method or '*'.");
  if (typeof path !== 'string' || path === '')
    problems.push("'path' must be a non-empty substring of a path.");
  if (when !== undefined && when !== 'before' && when !== 'after') {
    problems.push("'when' must be 'before' or 'after'.");
  }
  if (
    status !== undefined &&
    !(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599)
  ) {
    problems.push("'status' must be an HTTP status code.");
  }
  if (delayMs !== undefined && !(typeof delayMs === 'number' && delayMs >= 0 && delayMs <= 60_000)) {
    problems.push("'delayMs' must be a number of milliseconds from 0 to 60000.");
  }
  if (drop !== undefined && typeof drop !== 'boolean') problems.push("'drop' must be true or false.");
  if (drop === true && (status !== undefined || body.body !== undefined)) {
    problems.push("'drop' answers nothing: leave out 'status' and 'body'.");
  }
  if (times !== undefined && !(Number.isInteger(times) && (times as number) >= 1)) {
    problems.push("'times' must be a positive whole number.");
  }
  if (status === undefined && delayMs === undefined && drop !== true) {
    problems.push("Give 'status', 'delayMs' or 'drop'.");
  }
  if (problems.length > 0) return problems;
  return {
    method: (method as string).toUpperCase(),
    path: path as string,
    when: (when as FaultRule['when'] | undefined) ?? 'before',
    status: (status as number | undefined) ?? null,
    body: body.body,
    delayMs: (delayMs as number | undefined) ?? 0,
    drop: drop === true,
    remaining: (times as number | undefined) ?? 1,
  };
}

/**
 * Applies the first rule matching a call. A dropped answer is noted in `droppedAnswers` for the
 * simulator's fetch handler, which answers it with a network error (`Response.error()`).
 */
export function faultMiddleware(
  rules: FaultRule[],
  isExempt: (path: string) => boolean,
  droppedAnswers: WeakSet<Request>,
): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const index = isExempt(path)
      ? -1
      : rules.findIndex(
          (rule) => (rule.method === '*' || rule.method === c.req.method) && path.includes(rule.path),
        );
    const rule = rules[index];
    if (!rule) return next();

    rule.remaining -= 1;
    if (rule.remaining <= 0) rules.splice(index, 1);
    const handled = rule.when === 'after';
    if (handled) await next();
    if (rule.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
    if (rule.drop) {
      droppedAnswers.add(c.req.raw);
      return handled ? undefined : c.body(null);
    }
    if (rule.status === null) return handled ? undefined : next();
    if (!handled) return faultAnswer(rule.status, rule.body);
    // The handler's answer is already set: cleared first, so none of its headers carry over.
    c.res = undefined;
    c.res = faultAnswer(rule.status, rule.body);
  };
}

function faultAnswer(status: number, body: unknown): Response {
  const json = JSON.stringify(body === undefined ? errorBodyFor(status) : body);
  return new Response(status === 204 ? null : json, {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
