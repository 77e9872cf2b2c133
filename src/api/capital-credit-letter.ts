import type { LetterReturnForm } from '../domain/capital-credit-letter/letter-return.ts';
import type { ApiClient } from './client.ts';
import { LetterReturnResultSchema } from './schemas/capital-credit-letter.ts';

/**
 * Paths of the capital credit letter call. The spec does not show them (spec 03 §7, "Validate capital
 * credit letter"); they are defined here, once, and documented in docs/api.md ("Capital credit letter
 * service"). A public call: no access token.
 */
export const capitalCreditLetterPaths = {
  letterReturn: 'v3/capital-credits/letter-returns',
} as const;

/** Returns a signed capital credit letter by member number and letter ID; answers the back office's message. */
export function returnCapitalCreditLetter(client: ApiClient, request: LetterReturnForm) {
  return client.post(capitalCreditLetterPaths.letterReturn, LetterReturnResultSchema, {
    json: { memberNumber: request.memberNumber, letterId: request.letterId },
  });
}
