import { type Infer, string, type } from 'superstruct';

/** The answer to a returned letter (docs/api.md, "Capital credit letter service"). */
export const LetterReturnResultSchema = type({
  /** The back office's own words, shown as they come. */
  message: string(),
});
export type LetterReturnResult = Infer<typeof LetterReturnResultSchema>;
