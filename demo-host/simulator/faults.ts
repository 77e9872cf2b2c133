import type { MiddlewareHandler } from 'hono';
import { errorBodyFor } from './responses.ts';

/** A simulated failure or slowness of the next `remaining` calls matching `method` and `path`. */
export interface FaultRule {
  /** An HTTP method, or '*' for any. */
  method: string;
  /** A substring of the request path. */
  path: string;
  /** Answer with this status instead of the real response; without it the call is only slow. */
  status: number | null;
  body: unknown;
  delayMs: number;
  remaining: number;
}

/** The rule described by a `POST /api/__simulator/faults` body, or the list of what is wrong with it. */
export function parseFaultRule(body: Record<string, unknown> | undefined): FaultRule | string[] {
  if (!body) return ['The request body must be a JSON object.'];
  const problems: string[] = [];
  const { method, path, status, delayMs, times } = body;
  if (typeof method !== 'string' || method === '') problems.push("'method' must be an HTTP method or '*'.");
  if (typeof path !== 'string' || path === '')
    problems.push("'path' must be a non-empty substring of a path.");
  if (
    status !== undefined &&
    !(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599)
  ) {
    problems.push("'status' must be an HTTP status code.");
  }
  if (delayMs !== undefined && !(typeof delayMs === 'number' && delayMs >= 0 && delayMs <= 60_000)) {
    problems.push("'delayMs' must be a number of milliseconds from 0 to 60000.");
  }
  if (times !== undefined && !(Number.isInteger(times) && (times as number) >= 1)) {
    problems.push("'times' must be a positive whole number.");
  }
  if (status === undefined && delayMs === undefined) problems.push("Give 'status', 'delayMs' or both.");
  if (problems.length > 0) return problems;
  return {
    method: (method as string).toUpperCase(),
    path: path as string,
    status: (status as number | undefined) ?? null,
    body: body.body,
    delayMs: (delayMs as number | undefined) ?? 0,
    remaining: (times as number | undefined) ?? 1,
  };
}

export function faultMiddleware(rules: FaultRule[], isExempt: (path: string) => boolean): MiddlewareHandler {
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
    if (rule.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
    if (rule.status === null) return next();
    const body = rule.body === undefined ? errorBodyFor(rule.status) : rule.body;
    return c.newResponse(rule.status === 204 ? null : JSON.stringify(body), rule.status as 200, {
      'Content-Type': 'application/json',
    });
  };
}
