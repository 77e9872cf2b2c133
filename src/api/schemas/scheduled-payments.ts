import { array, type Infer, nullable, number, optional, string, type } from 'superstruct';

/** One account's part of a scheduled payment (spec 02 §3 accountDetails). */
export const ScheduledAccountDetailSchema = type({
  accountNumber: string(),
  accountType: optional(nullable(string())),
  amount: number(),
});

/** A scheduled payment (spec 02 §3; docs/api.md, "Scheduled Payments service"). */
export const ScheduledPaymentSchema = type({
  transNo: string(),
  createdDate: optional(nullable(string())),
  paymentType: optional(nullable(string())),
  amount: number(),
  paymentMethod: optional(nullable(string())),
  /** yyyy-mm-dd. */
  paymentDate: string(),
  accountDetails: optional(nullable(array(ScheduledAccountDetailSchema))),
});
export type ScheduledPayment = Infer<typeof ScheduledPaymentSchema>;

/** GET v3/members/{memberNumber}/scheduled-payments. */
export const ScheduledPaymentsListSchema = type({
  scheduledPaymentsList: array(ScheduledPaymentSchema),
});

/** DELETE v3/members/{memberNumber}/scheduled-payments/{transNo}. */
export const DeletedScheduledPaymentSchema = type({ transNo: string() });

/** GET v3/scheduled-payments/settings: the site's web content for the screen (HTML; '' for none). */
export const ScheduledPaymentsSettingsSchema = type({
  overview: optional(nullable(string())),
  accountListOverview: optional(nullable(string())),
});
export type ScheduledPaymentsSettings = Infer<typeof ScheduledPaymentsSettingsSchema>;
