import { getBillingHistory, getPaymentHistory, type MemberAccount } from './account-overview.ts';
import type { ApiClient } from './client.ts';

export { getBillFile } from './account-overview.ts';

/**
 * An account's whole history (spec 02 §7, "Get payment history; get billing history"): its payments and
 * its bills, the two calls the account overview makes (docs/api.md, "Account overview service"), sent
 * together; it fails when either fails.
 */
export async function getAccountHistory(client: ApiClient, account: MemberAccount, signal?: AbortSignal) {
  const [payments, bills] = await Promise.all([
    getPaymentHistory(client, account, signal),
    getBillingHistory(client, account, signal),
  ]);
  return { payments, bills };
}
