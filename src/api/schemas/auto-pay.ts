import {
  array,
  boolean,
  enums,
  type Infer,
  literal,
  nullable,
  number,
  object,
  string,
  type,
} from 'superstruct';

/** A registered auto payment (spec 02 §7; docs/api.md, "Auto Payments service"). */
export const RegisteredAutoPaySchema = type({
  /** CHARGE for a card, ECHECK for a bank account. */
  paymentMethod: enums(['CHARGE', 'ECHECK']),
  /** The stored method it charges; null when it was entered on the hosted page and not stored. */
  methodToken: nullable(string()),
  /** The masked method, e.g. 'Visa ending 4242'. */
  description: string(),
  /** yyyy-mm-dd. */
  enrolledDate: string(),
});
export type RegisteredAutoPay = Infer<typeof RegisteredAutoPaySchema>;

/** One account of the member with its auto payment, or what keeps it from enrolling. */
export const AutoPayAccountSchema = type({
  accountNumber: string(),
  serviceAddress: string(),
  cardAllowed: boolean(),
  echeckAllowed: boolean(),
  /** Why the account may not enrol; null when it may (or is enrolled). */
  ineligibleReason: nullable(string()),
  autoPay: nullable(RegisteredAutoPaySchema),
});
export type AutoPayAccount = Infer<typeof AutoPayAccountSchema>;

/** GET v3/members/{memberNumber}/auto-payments: a page of the member's accounts, as account details pages them. */
export const AutoPayAccountsSchema = type({
  /** Card type codes the hosted page accepts (VI, MC, AX, DI). */
  acceptedCardTypes: array(string()),
  results: array(AutoPayAccountSchema),
  /** How many accounts the query matches, across every page. */
  totalRecords: number(),
});
export type AutoPayAccounts = Infer<typeof AutoPayAccountsSchema>;

/** POST v3/members/{memberNumber}/accounts/{accountNumber}/auto-payment. */
export const EnrolledAutoPaySchema = type({ accountNumber: string(), autoPay: RegisteredAutoPaySchema });

/** POST …/auto-payment/initiate: the hosted page's hand-off (as a draft initiation, spec 02 §3). */
export const AutoPayInitiationSchema = type({
  clientId: string(),
  actionUrl: string(),
  transNo: string(),
  applicationId: string(),
  merchantId: string(),
  securityToken: string(),
});
export type AutoPayInitiation = Infer<typeof AutoPayInitiationSchema>;

/** DELETE v3/members/{memberNumber}/accounts/{accountNumber}/auto-payment. */
export const RemovedAutoPaySchema = type({ accountNumber: string(), removed: literal(true) });

/** POST v3/members/{memberNumber}/accounts/{accountNumber}/auto-payment: the stored method to charge. */
export const EnrolAutoPayRequestSchema = object({ methodToken: string() });

/** POST …/auto-payment/initiate: a new card (`cc`) or bank account (`echeck`). */
export const InitiateAutoPayRequestSchema = object({ paymentType: enums(['cc', 'echeck']) });
