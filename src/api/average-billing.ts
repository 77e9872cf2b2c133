import type { LevelizedAccount, LevelizedUpdate } from '../domain/average-billing/billing.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import { operation } from './operation.ts';
import {
  type LevelizedAccountResponse,
  LevelizedAccountSchema,
  LevelizedAccountsSchema,
  LevelizedUpdateSchema,
  LevelizedUpdatesSchema,
} from './schemas/average-billing.ts';

/** The signed-in member the calls speak for. */
export interface AverageBillingMember {
  readonly memberNumber: string;
  readonly accessToken: string;
}

const service = 'Average Billing service';
const accounts = 'v3/members/{memberNumber}/levelized-accounts';

/**
 * The Average Billing calls. The spec does not show their paths; they are defined here, once, and
 * documented in docs/api.md ("Average Billing service").
 */
export const averageBillingOperations = {
  accounts: operation({
    id: 'getLevelizedAccounts',
    service,
    summary: 'Every account of the member with its billing type and whether it may change',
    method: 'GET',
    path: accounts,
    caller: 'member',
    answer: LevelizedAccountsSchema,
  }),
  updateAccount: operation({
    id: 'updateLevelizedAccount',
    service,
    summary: 'Changes one account’s billing type',
    method: 'PUT',
    path: `${accounts}/{accountNumber}`,
    caller: 'member',
    body: LevelizedUpdateSchema,
    answer: LevelizedAccountSchema,
    idempotencyKey: 'accepted',
  }),
  updateAccounts: operation({
    id: 'updateLevelizedAccounts',
    service,
    summary: 'Changes several accounts’ billing types',
    method: 'PUT',
    path: accounts,
    caller: 'member',
    body: LevelizedUpdatesSchema,
    answer: LevelizedAccountsSchema,
    idempotencyKey: 'accepted',
  }),
} as const;

/** The answer as the screen reads it: every optional field present, null when absent. */
function levelizedAccount(account: LevelizedAccountResponse): LevelizedAccount {
  return {
    accountNumber: account.accountNumber,
    serviceAddress: account.serviceAddress ?? '',
    estimatedAmount: account.estimatedAmount ?? null,
    billingType: account.billingType ?? null,
    isEligible: account.isEligible,
    notEligibleMessage: account.notEligibleMessage ?? null,
    defaultSettlementMonth: account.defaultSettlementMonth ?? null,
  };
}

/** The member's accounts with their billing type and whether they may change it (spec 03 §7). */
export async function getLevelizedAccounts(
  client: ApiClient,
  { memberNumber, accessToken }: AverageBillingMember,
  signal?: AbortSignal,
): Promise<readonly LevelizedAccount[]> {
  const answer = await client.call(averageBillingOperations.accounts, {
    parameters: { memberNumber },
    bearer: accessToken,
    ...(signal ? { signal } : {}),
  });
  return answer.map(levelizedAccount);
}

/**
 * Changes one account's billing type; answers the account as changed. Sent once, never retried (a
 * change of billing type moves no money).
 */
export async function updateLevelizedAccount(
  client: ApiClient,
  { memberNumber, accessToken }: AverageBillingMember,
  update: LevelizedUpdate,
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
): Promise<LevelizedAccount> {
  const answer = await client.call(averageBillingOperations.updateAccount, {
    parameters: { memberNumber, accountNumber: update.accountNumber },
    bearer: accessToken,
    body: update,
    ...change,
  });
  return levelizedAccount(answer);
}

/** Changes several accounts' billing type in one call; answers them as changed. Sent once, never retried. */
export async function updateLevelizedAccounts(
  client: ApiClient,
  { memberNumber, accessToken }: AverageBillingMember,
  updates: readonly LevelizedUpdate[],
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
): Promise<readonly LevelizedAccount[]> {
  const answer = await client.call(averageBillingOperations.updateAccounts, {
    parameters: { memberNumber },
    bearer: accessToken,
    body: updates,
    ...change,
  });
  return answer.map(levelizedAccount);
}
