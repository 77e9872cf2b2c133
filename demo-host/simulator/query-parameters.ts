import { ACCOUNT_PAGE_LIMIT } from '../../src/domain/accounts/account-page.ts';

// The query parameters the account lists share (docs/api.md, "Account details" and "Pay Multiple Accounts
// service"): a page by `offset` and `limit`, and parameters that take one of a few words.

/** What the back office answers a page it cannot serve. */
export const pageRefusals = {
  offset: 'offset must be a whole number, 0 or more.',
  limit: `limit must be a whole number from 1 to ${ACCOUNT_PAGE_LIMIT}.`,
} as const;

const wholeNumber = /^\d+$/;

/** What is wrong with a page's parameters, offset first; none when both are absent or valid. */
export function pageProblems(offset: string | undefined, limit: string | undefined): string[] {
  const problems: string[] = [];
  if (offset !== undefined && !wholeNumber.test(offset)) problems.push(pageRefusals.offset);
  if (
    limit !== undefined &&
    !(wholeNumber.test(limit) && Number(limit) >= 1 && Number(limit) <= ACCOUNT_PAGE_LIMIT)
  ) {
    problems.push(pageRefusals.limit);
  }
  return problems;
}

/** The page valid parameters ask for: from the start, and every account from `offset` on without `limit`. */
export function pageOf(
  offset: string | undefined,
  limit: string | undefined,
): { offset: number; limit: number | undefined } {
  return {
    offset: offset === undefined ? 0 : Number(offset),
    limit: limit === undefined ? undefined : Number(limit),
  };
}

/** The words a parameter takes, as its refusal names them: "a, b or c". */
export function listed(values: readonly string[]): string {
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}`;
}

export function isOneOf<Value extends string>(values: readonly Value[], value: string): value is Value {
  return (values as readonly string[]).includes(value);
}
