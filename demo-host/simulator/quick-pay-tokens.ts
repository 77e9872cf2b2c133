import { addMinutes } from './dates.ts';
import { randomHex } from './random.ts';
import type { AccountRecord, QuickPayTokenRecord } from './state.ts';
import type { SimulatorStore } from './store.ts';

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
  store.state.quickPayTokens[record.token] = record;
  return record;
}

/**
 * The quick-pay token a request carries as `Authorization: Bearer …`, when it exists, has not expired
 * and was issued to this application (and to `memberNumber`, when the path names a member).
 */
export function authorizedQuickPayToken(
  store: SimulatorStore,
  request: Request,
  applicationId: string,
  memberNumber?: string,
): QuickPayTokenRecord | undefined {
  const token = bearerToken(request);
  const record = token === undefined ? undefined : store.state.quickPayTokens[token];
  if (!record) return undefined;
  if (Date.parse(record.expiresAt) <= store.now().getTime()) return undefined;
  if (record.applicationId !== applicationId) return undefined;
  if (memberNumber !== undefined && record.memberNumber !== memberNumber) return undefined;
  return record;
}

export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}

/** Keeps the persisted state from growing with every verification. */
function forgetExpiredTokens(store: SimulatorStore): void {
  const now = store.now().getTime();
  for (const [token, record] of Object.entries(store.state.quickPayTokens)) {
    if (Date.parse(record.expiresAt) <= now) delete store.state.quickPayTokens[token];
  }
}
