import { createMiddleware } from 'hono/factory';
import type { AccountRecord } from './accounts/account-records.ts';
import { siteAccounts } from './accounts/site-accounts.ts';
import { findAccessToken } from './auth/access-tokens.ts';
import type { AccessTokenRecord } from './auth/auth-records.ts';
import type { QuickPayTokenRecord } from './quick-pay/quick-pay-service.ts';
import { findQuickPayToken } from './quick-pay/quick-pay-tokens.ts';
import { own } from './records.ts';
import { notFound, unauthorized } from './responses.ts';
import type { SimulatorState } from './state.ts';
import type { ApiEnv, SimulatorStore } from './store.ts';

// Who a call speaks for, and whether the account it names is theirs: checked here, once, for every
// route that takes a bearer token.

/** A signed-in member, by the access token the call carries. */
export interface MemberCaller {
  kind: 'member';
  memberNumber: string;
  token: AccessTokenRecord;
}

/** A Quick Pay visitor, by the quick-pay token issued for one account of one member. */
export interface QuickPayCaller {
  kind: 'quickPay';
  memberNumber: string;
  token: QuickPayTokenRecord;
  /** The account the token was issued for: the only one it opens. */
  account: AccountRecord;
}

/** Anyone with a bearer token: all the payment service's result asks (docs/api.md). */
export interface BearerCaller {
  kind: 'bearer';
}

interface Callers {
  member: MemberCaller;
  quickPay: QuickPayCaller;
  anyBearer: BearerCaller;
}

/** The routes' environment once the caller is known. */
export interface CallerEnv<Caller> {
  Variables: ApiEnv['Variables'] & { caller: Caller };
}

/**
 * Requires a bearer token of `kind` that exists, has not expired and was issued on this site (and to
 * the member the path names as `:memberNumber`, when it names one): `c.var.caller` is then who it
 * speaks for. Anything else answers 401 `{"message":"Unauthorized"}`.
 */
export function requireCaller<Kind extends keyof Callers>(store: SimulatorStore, kind: Kind) {
  return createMiddleware<CallerEnv<Callers[Kind]>>(async (c, next) => {
    const caller = callerOf(store, kind, c.req.raw, c.var.applicationId, c.req.param('memberNumber'));
    if (!caller) return unauthorized();
    c.set('caller', caller as Callers[Kind]);
    await next();
  });
}

/**
 * Requires the account the path names (`:accountNumber`) to be the caller's: `c.var.account` is then
 * that account. Another member's account answers 404 `{"message":"Not found"}`, as an unknown one does,
 * so the call cannot tell whether it exists.
 */
export function requireOwnedAccount(store: SimulatorStore) {
  type Env = CallerEnv<MemberCaller | QuickPayCaller> & {
    Variables: { account: AccountRecord };
  };
  return createMiddleware<Env>(async (c, next) => {
    const accountNumber = c.req.param('accountNumber') ?? '';
    const account = ownedAccount(store.state, c.var.applicationId, c.var.caller, accountNumber);
    if (!account) return notFound();
    c.set('account', account);
    await next();
  });
}

/**
 * The account `accountNumber` names when it is the caller's: one of the signed-in member's accounts,
 * or the one account a quick-pay token was issued for.
 */
export function ownedAccount(
  state: SimulatorState,
  applicationId: string,
  caller: MemberCaller | QuickPayCaller,
  accountNumber: string,
): AccountRecord | undefined {
  if (caller.kind === 'quickPay') {
    return accountNumber === caller.account.accountNumber ? caller.account : undefined;
  }
  const account = own(siteAccounts(state, applicationId).accounts, accountNumber);
  return account?.memberNumber === caller.memberNumber ? account : undefined;
}

function callerOf(
  store: SimulatorStore,
  kind: keyof Callers,
  request: Request,
  applicationId: string,
  memberNumber: string | undefined,
): MemberCaller | QuickPayCaller | BearerCaller | undefined {
  const token = bearerToken(request);
  if (token === undefined) return undefined;
  if (kind === 'anyBearer') return { kind: 'bearer' };
  const now = store.now();
  if (kind === 'member') {
    const record = liveToken(findAccessToken(store.state, token), applicationId, memberNumber, now);
    return record && { kind: 'member', memberNumber: record.memberNumber, token: record };
  }
  const record = liveToken(findQuickPayToken(store.state, token), applicationId, memberNumber, now);
  const account = record && own(siteAccounts(store.state, applicationId).accounts, record.accountNumber);
  return record && account && { kind: 'quickPay', memberNumber: record.memberNumber, token: record, account };
}

interface IssuedToken {
  applicationId: string;
  memberNumber: string;
  /** ISO timestamp. */
  expiresAt: string;
}

/** The token's record when it has not expired, is of this site and (when given) of this member. */
function liveToken<Token extends IssuedToken>(
  record: Token | undefined,
  applicationId: string,
  memberNumber: string | undefined,
  now: Date,
): Token | undefined {
  if (!record || Date.parse(record.expiresAt) <= now.getTime()) return undefined;
  if (record.applicationId !== applicationId) return undefined;
  if (memberNumber !== undefined && record.memberNumber !== memberNumber) return undefined;
  return record;
}

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}
