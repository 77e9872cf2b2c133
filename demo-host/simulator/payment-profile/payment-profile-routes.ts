import { Hono } from 'hono';
import { requireCaller } from '../access.ts';
import { autoPayAccountsUsing } from '../auto-pay/auto-pay-records.ts';
import { own } from '../records.ts';
import { readJsonObject } from '../request-body.ts';
import { badRequest, messages, notFound } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { SimulatorState } from '../state.ts';
import {
  isStoredMethodExpired,
  makeStoredMethodDefault,
  removeStoredMethod,
  type StoredMethodRecord,
  storedMethodsOf,
} from './stored-methods.ts';

/** What the back office answers a change it refuses. */
export const paymentProfileRefusals = {
  /** Spec 02 §8: stored card or bank data cannot be removed while an active autopay exists. */
  inUse: 'Update not allowed. Active Payment setup exists.',
  nicknameTooLong: 'A nickname is at most 30 characters.',
  nicknameInvalid: "A nickname may use letters, digits, spaces and . , ' & -",
  changeMissing: 'Send a nickname, isDefault true, or both.',
  defaultNotTrue: 'isDefault can only be true: make another method the default instead.',
  expiredDefault: 'An expired card cannot be the default payment method.',
} as const;

export const nicknameMaxLength = 30;
const nicknamePattern = /^[A-Za-z0-9 .,'&-]*$/;

/** The method as the wallet's calls answer it: token and masked form only. */
function methodView(state: SimulatorState, applicationId: string, method: StoredMethodRecord) {
  return {
    token: method.token,
    methodType: method.methodType,
    cardType: method.cardType,
    bankAccountType: method.bankAccountType,
    bankName: method.bankName,
    lastFourDigits: method.lastFourDigits,
    expiryMonth: method.expiryMonth,
    expiryYear: method.expiryYear,
    nickname: method.nickname,
    isDefault: method.isDefault,
    savedDate: method.savedDate,
    autoPayAccounts: autoPayAccountsUsing(state, applicationId, method.token),
  };
}

/**
 * The signed-in member's stored payment methods (the wallet): mounted at /api/v3/members. Only the
 * access token of the member the path names opens them; another member's token answers 404.
 */
export function paymentProfileRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const sites = () => store.state.paymentProfile.sites;

  routes.get('/:memberNumber/payment-methods', member, (c) => {
    const { applicationId } = c.var;
    const methods = storedMethodsOf(store.state, applicationId, c.var.caller.memberNumber);
    return c.json({ methods: methods.map((method) => methodView(store.state, applicationId, method)) });
  });

  routes.put('/:memberNumber/payment-methods/:token', member, async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const { applicationId } = c.var;
    const method = storedMethodsOf(store.state, applicationId, c.var.caller.memberNumber).find(
      (candidate) => candidate.token === c.req.param('token'),
    );
    if (!method) return notFound();
    // Either change or both, checked whole before any is made: a refused body changes nothing.
    const namesIt = 'nickname' in body;
    const defaultsIt = 'isDefault' in body;
    if (!namesIt && !defaultsIt) {
      return c.json([{ field: 'isDefault', message: paymentProfileRefusals.changeMissing }], 400);
    }
    const nickname = typeof body.nickname === 'string' ? body.nickname.trim() : '';
    if (nickname.length > nicknameMaxLength) {
      return c.json([{ field: 'nickname', message: paymentProfileRefusals.nicknameTooLong }], 400);
    }
    if (!nicknamePattern.test(nickname)) {
      return c.json([{ field: 'nickname', message: paymentProfileRefusals.nicknameInvalid }], 400);
    }
    if (defaultsIt && body.isDefault !== true) {
      return c.json([{ field: 'isDefault', message: paymentProfileRefusals.defaultNotTrue }], 400);
    }
    // An expired card cannot be charged: it would be the default in name only.
    if (defaultsIt && isStoredMethodExpired(method, store.now())) {
      return c.json([{ field: 'isDefault', message: paymentProfileRefusals.expiredDefault }], 400);
    }
    if (namesIt) method.nickname = nickname;
    if (defaultsIt) makeStoredMethodDefault(store.state, applicationId, method);
    return c.json(methodView(store.state, applicationId, method));
  });

  routes.delete('/:memberNumber/payment-methods/:token', member, (c) => {
    const { applicationId } = c.var;
    const site = own(sites(), applicationId);
    const token = c.req.param('token');
    const method = storedMethodsOf(store.state, applicationId, c.var.caller.memberNumber).find(
      (candidate) => candidate.token === token,
    );
    if (!site || !method) return notFound();
    if (autoPayAccountsUsing(store.state, applicationId, token).length > 0) {
      return badRequest([paymentProfileRefusals.inUse]);
    }
    removeStoredMethod(store.state, applicationId, method);
    return c.json({ token, removed: true });
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const paymentProfileMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': paymentProfileRoutes(store) },
});
