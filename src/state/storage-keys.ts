/**
 * Storage keys of the session (the spec names only the announcement marker; these are ours). A module of
 * its own, free of the storage it names, so that tools (the bench, the stories) can use the keys.
 */
export const storageKeys = {
  member: 'coop.session.member',
  accountInfo: 'coop.session.accountInfo',
  quickPay: 'coop.session.quickPay',
} as const;
