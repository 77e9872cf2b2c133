import { Hono } from 'hono';
import { gatewayPaths } from '../../gateway/paths.ts';
import { requireCaller, requireOwnedAccount } from '../access.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { parseAccountQuery, queryAccounts } from '../accounts/account-query.ts';
import { memberAccountList, siteAccounts } from '../accounts/site-accounts.ts';
import { hasDraft } from '../draft-payments/draft-records.ts';
import {
  findStoredMethod,
  isStoredMethodExpired,
  storedMethodLabel,
} from '../payment-profile/stored-methods.ts';
import { allowedPaymentMethods } from '../payments/payment-methods.ts';
import { sitePayments } from '../payments/site-payments.ts';
import { createTransaction } from '../payments/transactions.ts';
import { own, siteEntry } from '../records.ts';
import { readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { SimulatorState } from '../state.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import {
  type AutoPayRecord,
  autoPayWithStoredMethod,
  registerAutoPay,
  unregisterAutoPay,
} from './auto-pay-records.ts';

/** What the back office answers a change it refuses. */
export const autoPayRefusals = {
  /** Spec 01 §8. */
  bothRestricted:
    'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
  /** Spec 01 §8. */
  cardRestricted: 'Credit Card Payment Restricted.',
  /** Spec 01 §8. */
  echeckRestricted: 'ECheck Payment Restricted.',
  prepaid: 'Prepaid accounts cannot enrol in auto pay.',
  finalBilled: 'Final billed accounts cannot enrol in auto pay.',
  draft: 'Account is signed up for a draft. Auto pay is not allowed.',
  alreadyEnrolled: 'This account is already enrolled in auto pay.',
  notEnrolled: 'This account is not enrolled in auto pay.',
  methodNotFound: 'The stored payment method was not found.',
  methodExpired: 'This card has expired. Choose another payment method.',
  paymentType: 'Choose a card or a bank account.',
} as const;

/** Why the account may not enrol, or null when it may. */
function refusalOf(state: SimulatorState, applicationId: string, account: AccountRecord): string | null {
  if (account.isPrepaidAccount) return autoPayRefusals.prepaid;
  if (account.derivedStatus === 'Final Billed') return autoPayRefusals.finalBilled;
  if (hasDraft(state, applicationId, account.accountNumber)) return autoPayRefusals.draft;
  const allowed = allowedPaymentMethods(sitePayments(state, applicationId).settings, account);
  if (!allowed.card && !allowed.echeck) return autoPayRefusals.bothRestricted;
  return null;
}

function autoPayView(record: AutoPayRecord) {
  return {
    paymentMethod: record.paymentMethod,
    methodToken: record.methodToken,
    description: storedMethodLabel({
      methodType: record.paymentMethod === 'CHARGE' ? 'CARD' : 'BANK',
      cardType: record.cardType,
      bankAccountType: record.bankAccountType,
      lastFourDigits: record.lastFourDigits,
    }),
    enrolledDate: record.enrolledDate,
  };
}

/**
 * Auto payments of a signed-in member's accounts (spec 02 §7 "Get registered auto payments"): mounted
 * at /api/v3/members. Only the access token of the member the path names opens them; another member's
 * account, or an unknown one, answers 404.
 */
export function autoPayRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const memberAccount = requireOwnedAccount(store);
  const siteAutoPay = (applicationId: string) =>
    siteEntry(store.state.autoPay.sites, applicationId, 'autoPay');

  // A page of the member's accounts, searched, sorted and paged as account details are.
  routes.get('/:memberNumber/auto-payments', member, (c) => {
    const query = parseAccountQuery(c.req.query());
    if (Array.isArray(query)) return badRequest(query);
    const { applicationId } = c.var;
    const site = siteAutoPay(applicationId);
    const settings = sitePayments(store.state, applicationId).settings;
    const { page: accounts, totalRecords } = queryAccounts(
      memberAccountList(siteAccounts(store.state, applicationId), c.var.caller.memberNumber),
      query,
    );
    return c.json({
      acceptedCardTypes: [
        ...(settings.allowVisa ? ['VI'] : []),
        ...(settings.allowMaster ? ['MC'] : []),
        ...(settings.allowAmex ? ['AX'] : []),
        ...(settings.allowDiscover ? ['DI'] : []),
      ],
      results: accounts.map((account) => {
        const record = own(site.accounts, account.accountNumber);
        const allowed = allowedPaymentMethods(settings, account);
        return {
          accountNumber: account.accountNumber,
          serviceAddress: account.serviceAddress,
          cardAllowed: allowed.card,
          echeckAllowed: allowed.echeck,
          ineligibleReason: record ? null : refusalOf(store.state, applicationId, account),
          autoPay: record ? autoPayView(record) : null,
        };
      }),
      totalRecords,
    });
  });

  /** Enrols with a stored method: one call carrying the method's token, no hosted page. */
  routes.post('/:memberNumber/accounts/:accountNumber/auto-payment', member, memberAccount, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const { applicationId } = c.var;
    const account = c.var.account;
    if (own(siteAutoPay(applicationId).accounts, account.accountNumber)) {
      return badRequest([autoPayRefusals.alreadyEnrolled]);
    }
    const refusal = refusalOf(store.state, applicationId, account);
    if (refusal) return badRequest([refusal]);
    const token = typeof body.methodToken === 'string' ? body.methodToken : '';
    const method = findStoredMethod(store.state, applicationId, c.var.caller.memberNumber, token);
    if (!method) return badRequest([autoPayRefusals.methodNotFound]);
    if (isStoredMethodExpired(method, store.now())) return badRequest([autoPayRefusals.methodExpired]);
    const allowed = allowedPaymentMethods(sitePayments(store.state, applicationId).settings, account);
    if (method.methodType === 'CARD' && !allowed.card) return badRequest([autoPayRefusals.cardRestricted]);
    if (method.methodType === 'BANK' && !allowed.echeck)
      return badRequest([autoPayRefusals.echeckRestricted]);
    const record = autoPayWithStoredMethod(method, store.now());
    registerAutoPay(store, applicationId, account.accountNumber, record);
    return c.json({ accountNumber: account.accountNumber, autoPay: autoPayView(record) });
  });

  /** Starts an enrolment with a new card or bank account on the hosted page. */
  routes.post(
    '/:memberNumber/accounts/:accountNumber/auto-payment/initiate',
    member,
    memberAccount,
    async (c) => {
      const body = await readJsonObject(c.req.raw);
      if (!body) return badRequest([messages.bodyNotJson]);
      const { applicationId } = c.var;
      const memberNumber = c.var.caller.memberNumber;
      const account = c.var.account;
      if (own(siteAutoPay(applicationId).accounts, account.accountNumber)) {
        return badRequest([autoPayRefusals.alreadyEnrolled]);
      }
      const refusal = refusalOf(store.state, applicationId, account);
      if (refusal) return badRequest([refusal]);
      const paymentType = body.paymentType;
      if (paymentType !== 'cc' && paymentType !== 'echeck') return badRequest([autoPayRefusals.paymentType]);
      const payments = sitePayments(store.state, applicationId).settings;
      const allowed = allowedPaymentMethods(payments, account);
      if (paymentType === 'cc' && !allowed.card) return badRequest([autoPayRefusals.cardRestricted]);
      if (paymentType === 'echeck' && !allowed.echeck) return badRequest([autoPayRefusals.echeckRestricted]);
      const transaction = createTransaction(store, {
        applicationId,
        memberNumber,
        accountNumber: account.accountNumber,
        amount: 0,
        accountsToPay: [],
        purpose: 'setup',
      });
      store.state.autoPay.pending[transaction.transNo] = {
        applicationId,
        memberNumber,
        accountNumber: account.accountNumber,
        paymentMethod: paymentType === 'cc' ? 'CHARGE' : 'ECHECK',
      };
      return c.json({
        clientId: payments.pgClientId,
        actionUrl: new URL(gatewayPaths.hostedPayment, c.req.url).href,
        transNo: transaction.transNo,
        applicationId,
        merchantId: payments.pgClientId,
        securityToken: transaction.securityToken,
      });
    },
  );

  routes.delete('/:memberNumber/accounts/:accountNumber/auto-payment', member, memberAccount, (c) => {
    const { applicationId } = c.var;
    const account = c.var.account;
    if (!own(siteAutoPay(applicationId).accounts, account.accountNumber)) {
      return badRequest([autoPayRefusals.notEnrolled]);
    }
    unregisterAutoPay(store, applicationId, account.accountNumber);
    return c.json({ accountNumber: account.accountNumber, removed: true });
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const autoPayMounts: ServiceMounts = ({ store }) => ({ api: { '/v3/members': autoPayRoutes(store) } });
