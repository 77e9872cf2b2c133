/**
 * Storage keys of the session (the spec names only the announcement marker; these are ours). A module of
 * its own, free of the storage it names, so that tools (the bench, the stories) can use the keys.
 */
export const storageKeys = {
  member: 'coop.session.member',
  accountInfo: 'coop.session.accountInfo',
  quickPay: 'coop.session.quickPay',
  /** Prefix of a money intent's kept idempotency key, followed by the intent's name (money-intents.ts). */
  moneyIntent: 'coop.intent.',
} as const;

/**
 * The key of a payment just scheduled: its payment date is kept under its transNo (spec 02 §2.7: the
 * success page reads the date from session storage under the `transno` it is given). Prefixed, since
 * the `transno` comes from the page's address: `?transno=coop.session.member` must not name the session.
 */
export const scheduledPaymentDateKey = (transNo: string): string => `coop.scheduledPaymentDate.${transNo}`;
