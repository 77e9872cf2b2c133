import { type Infer, object, string, type } from 'superstruct';
import type { LetterReturnForm } from '../../domain/capital-credit-letter/letter-return.ts';

/** The answer to a returned letter (docs/api.md, "Capital credit letter service"). */
export const LetterReturnResultSchema = type({
  /** The back office's own words, shown as they come. */
  message: string(),
});
export type LetterReturnResult = Infer<typeof LetterReturnResultSchema>;

/** POST v3/capital-credits/letter-returns: the letter, by member number and letter ID. */
export const LetterReturnSchema = object({ memberNumber: string(), letterId: string() });

// The form the page fills must be what the body schema describes.
const sendsTheLetter = (form: LetterReturnForm): Infer<typeof LetterReturnSchema> => form;
void sendsTheLetter;
