import type { LevelizedAccount, LevelizedUpdate } from '../domain/average-billing/billing.ts';
import type { ApiClient, ChangeOptions } from './client.ts';
import {
  type LevelizedAccountResponse,
  LevelizedAccountSchema,
  LevelizedAccountsSchema,
} from './schemas/average-billing.ts';

/** The signed-in member the calls speak for. */
export interface AverageBillingMember {
  readonly memberNumber: string;
  readonly accessToken: string;
}

const accounts = (memberNumber: string) =>
  `v3/members/${encodeURIComponent(memberNumber)}/levelized-accounts`;

/**
 * Paths of the Average Billing calls. The spec does not show them; they are defined here, once, and
 * documented in docs/api.md ("Average Billing service").
 */
export const averageBillingPaths = {
  accounts,
  account: (memberNumber: string, accountNumber: string) =>
    `${accounts(memberNumber)}/${encodeURIComponent(accountNumber)}`,
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
  const answer = await client.get(averageBillingPaths.accounts(memberNumber), LevelizedAccountsSchema, {
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
  const answer = await client.put(
    averageBillingPaths.account(memberNumber, update.accountNumber),
    LevelizedAccountSchema,
    { bearer: accessToken, json: update, ...change },
  );
  return levelizedAccount(answer);
}

/** Changes several accounts' billing type in one call; answers them as changed. Sent once, never retried. */
export async function updateLevelizedAccounts(
  client: ApiClient,
  { memberNumber, accessToken }: AverageBillingMember,
  updates: readonly LevelizedUpdate[],
  change: Pick<ChangeOptions, 'idempotencyKey'> = {},
): Promise<readonly LevelizedAccount[]> {
  const answer = await client.put(averageBillingPaths.accounts(memberNumber), LevelizedAccountsSchema, {
    bearer: accessToken,
    json: updates,
    ...change,
  });
  return answer.map(levelizedAccount);
}
