import {
  array,
  boolean,
  enums,
  type Infer,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';

/**
 * A stored payment method (docs/api.md, "Payment Profile service"): its token and masked form only,
 * never the card or bank account number.
 */
export const StoredMethodSchema = type({
  /** Opaque: a payment or an auto payment with this method carries it. */
  token: string(),
  methodType: enums(['CARD', 'BANK']),
  /** VI, MC, AX or DI for a card; null for a bank account. */
  cardType: nullable(string()),
  /** Checking or Savings for a bank account; null for a card. */
  bankAccountType: nullable(string()),
  /** '' for a card. */
  bankName: string(),
  lastFourDigits: string(),
  /** Cards only, 1 to 12. */
  expiryMonth: nullable(number()),
  /** Cards only, four digits. */
  expiryYear: nullable(number()),
  /** '' when the member gave it none. */
  nickname: string(),
  isDefault: boolean(),
  /** yyyy-mm-dd. */
  savedDate: string(),
  /** The accounts whose auto payment uses it: it cannot be removed while there are any. */
  autoPayAccounts: array(string()),
});
export type StoredMethod = Infer<typeof StoredMethodSchema>;

/** GET v3/members/{memberNumber}/payment-methods. */
export const StoredMethodsSchema = type({ methods: array(StoredMethodSchema) });

/** DELETE v3/members/{memberNumber}/payment-methods/{token}. */
export const RemovedMethodSchema = type({ token: string(), removed: literal(true) });

/**
 * PUT v3/members/{memberNumber}/payment-methods/{token}: a name ('' takes it away), the default flag
 * (only ever `true`), or both.
 */
export const StoredMethodChangeSchema = object({
  nickname: optional(string()),
  isDefault: optional(literal(true)),
});
export type StoredMethodChange = Infer<typeof StoredMethodChangeSchema>;
