import type { AccountRecord } from '../accounts/account-records.ts';
import { addMinutes } from '../dates.ts';
import { randomHex } from '../random.ts';
import { own } from '../records.ts';
import type { SimulatorState } from '../state.ts';
import type { SimulatorStore } from '../store.ts';
import type { QuickPayTokenRecord } from './quick-pay-service.ts';

export const quickPayTokenLifetimeMinutes = 30;

export function issueQuickPayToken(
  store: SimulatorStore,
  applicationId: string,
  account: AccountRecord,
): QuickPayTokenRecord {
  forgetExpiredTokens(store);
  const record: QuickPayTokenRecord = {
    token: randomHex(24),
    applicationId,
    memberNumber: account.memberNumber,
    accountNumber: account.accountNumber,
    expiresAt: addMinutes(store.now(), quickPayTokenLifetimeMinutes).toISOString(),
  };
  store.state.quickPay.tokens[record.token] = record;
  return record;
}

/** The quick-pay token's record, expired or not; undefined for a token never issued. */
export function findQuickPayToken(state: SimulatorState, token: string): QuickPayTokenRecord | undefined {
  return own(state.quickPay.tokens, token);
}

/** Keeps the persisted state from growing with every verification. */
function forgetExpiredTokens(store: SimulatorStore): void {
  const now = store.now().getTime();
  const tokens = store.state.quickPay.tokens;
  for (const [token, record] of Object.entries(tokens)) {
    if (Date.parse(record.expiresAt) <= now) delete tokens[token];
  }
}
