import { type ContractValidator, type Exchange, type Violation } from './validator.ts';

/**
 * An exchange as the validator reads it, from a fetch `Request` (read before it was handled) and the
 * `Response` it got. `apiBase` is the path the API lives under on that host (`/api` on the demo host).
 */
export async function exchangeOf(request: Request, answer: Response, apiBase: string): Promise<Exchange> {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(apiBase) ? url.pathname.slice(apiBase.length) : url.pathname;
  return {
    method: request.method,
    path: `${path}${url.search}`,
    requestHeaders: request.headers,
    requestBody: request.body ? await request.text() : undefined,
    status: answer.status,
    answerHeaders: answer.headers,
    answerBody: await answer.text(),
  };
}

/** Checks every exchange it is shown, handing what breaks the document to `report`. */
export function contractObserver(
  validator: ContractValidator,
  apiBase: string,
  report: (violations: readonly Violation[], exchange: Exchange) => void,
) {
  return async (request: Request, answer: Response) => {
    const exchange = await exchangeOf(request, answer, apiBase);
    const violations = validator.check(exchange);
    if (violations.length > 0) report(violations, exchange);
  };
}

/** The violations of an answer: what the back office (not the caller) broke, on a documented call. */
export function answerViolations(violations: readonly Violation[]): Violation[] {
  return violations.filter((violation) => violation.part.startsWith('answer'));
}
