import type { LetterReturnForm } from '../domain/capital-credit-letter/letter-return.ts';
import type { ApiClient } from './client.ts';
import { operation } from './operation.ts';
import { LetterReturnResultSchema, LetterReturnSchema } from './schemas/capital-credit-letter.ts';

/**
 * The capital credit letter call. The spec does not show its path (spec 03 §7, "Validate capital
 * credit letter"); it is defined here, once, and documented in docs/api.md ("Capital Credit Letter
 * Return service"). A public call: no access token.
 */
export const capitalCreditLetterOperations = {
  letterReturn: operation({
    id: 'returnCapitalCreditLetter',
    service: 'Capital Credit Letter Return service',
    summary: 'Returns a signed capital credit letter by member number and letter ID',
    method: 'POST',
    path: 'v3/capital-credits/letter-returns',
    caller: 'visitor',
    body: LetterReturnSchema,
    answer: LetterReturnResultSchema,
  }),
} as const;

/** Returns a signed capital credit letter by member number and letter ID; answers the back office's message. */
export function returnCapitalCreditLetter(client: ApiClient, request: LetterReturnForm) {
  return client.call(capitalCreditLetterOperations.letterReturn, {
    body: { memberNumber: request.memberNumber, letterId: request.letterId },
  });
}
