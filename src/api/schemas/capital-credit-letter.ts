import { type Infer, string, type } from 'superstruct';

/** The account's Capital Credit Letter Return (docs/api.md, "Capital Credit Letter Return service"). */
export const CapitalCreditLetterSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type CapitalCreditLetter = Infer<typeof CapitalCreditLetterSchema>;
