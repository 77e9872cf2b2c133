import { type Infer, string, type } from 'superstruct';

/** The account's Arrangements (docs/api.md, "Arrangements service"). */
export const ArrangementsSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type Arrangements = Infer<typeof ArrangementsSchema>;
