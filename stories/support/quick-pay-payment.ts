import { create } from 'superstruct';
import {
  PaymentInitiationSchema,
  QuickPaySettingsSchema,
  QuickPayVerifyResponseSchema,
} from '../../src/api/schemas/quick-pay.ts';
import {
  buildHostedFormFields,
  buildPaymentRequest,
  paymentCallbackUrls,
  quickPayHandOffExpiry,
} from '../../src/domain/quick-pay/hosted-form.ts';
import { paymentMethods } from '../../src/domain/quick-pay/payment-methods.ts';
import type { QuickPaySession } from '../../src/state/session.ts';
import { storyApiBase, storyApplicationId, storySimulator } from './simulator.ts';

/** Where the hosted payment page sent the browser back, and the session the page kept meanwhile. */
export interface QuickPayReturn {
  /** The query of the cooperative's success page: `?isFromQuickPay=true&encodedParam=…`. */
  readonly query: string;
  readonly session: QuickPaySession;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok && !(response.status >= 300 && response.status < 400)) {
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

function location(response: Response, what: string): URL {
  const address = response.headers.get('Location');
  if (!address) throw new Error(`${what} did not redirect`);
  return new URL(address, window.location.origin);
}

/**
 * Pays a Quick Pay bill through the story's simulator the way a visitor's browser does: verify, pay,
 * post the hosted form, pay by card on the hosted page, and follow the callback to the success page.
 */
export async function payByCardThroughHostedPage(
  accountNumber: string,
  phoneLastFourDigits: string,
): Promise<QuickPayReturn> {
  const simulator = storySimulator();
  const origin = window.location.origin;
  const api = (path: string, init: { method?: string; bearer?: string; json?: unknown } = {}) =>
    simulator.fetch(
      new Request(new URL(`${storyApiBase}${path}`, origin), {
        method: init.method ?? 'GET',
        headers: {
          ApplicationId: storyApplicationId,
          'Content-Type': 'application/json',
          ...(init.bearer ? { Authorization: `Bearer ${init.bearer}` } : {}),
        },
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      }),
    );
  const postForm = async (address: URL | string, fields: Iterable<readonly [string, string]>, what: string) =>
    expectOk(
      await simulator.fetch(
        new Request(new URL(address, origin), {
          method: 'POST',
          body: new URLSearchParams([...fields].map(([name, value]) => [name, value])),
        }),
      ),
      what,
    );

  const verifyResponse = await api('/v3/quick-pay/verify/account/phone', {
    method: 'POST',
    json: { accountNumber, phoneLastFourDigits },
  });
  const verified = create(
    await (await expectOk(verifyResponse, 'Verify')).json(),
    QuickPayVerifyResponseSchema,
  );
  const { account } = verified;
  const settingsResponse = await api(
    `/v3/quick-pay/member/${verified.memberNumber}/payments/settings?applicationId=${storyApplicationId}`,
    { bearer: verified.quickPayToken },
  );
  const settings = create(
    await (await expectOk(settingsResponse, 'Settings')).json(),
    QuickPaySettingsSchema,
  );
  const methods = paymentMethods(account, settings);

  const encryptedAccount = encodeURIComponent(verified.encryptedAccount);
  const payResponse = await api(
    `/v3/quick-pay/member/${verified.memberNumber}/pay?encryptedAccount=${encryptedAccount}`,
    {
      method: 'POST',
      bearer: verified.quickPayToken,
      json: buildPaymentRequest(account, account.accountBalance, account.minimumPaymentDue),
    },
  );
  const initiation = create(await (await expectOk(payResponse, 'Pay')).json(), PaymentInitiationSchema);
  const requisition = initiation.paymentRequisitionSettings;
  const callbacks = paymentCallbackUrls(storyApiBase, origin);

  await postForm(
    requisition.actionUrl,
    buildHostedFormFields({
      transactionNumber: requisition.transNo,
      clientId: requisition.clientId,
      utilityName: initiation.configuration.utilityName,
      account,
      paymentAmount: account.accountBalance,
      applicationId: initiation.configuration.applicationWebId,
      cardEnabled: methods.cardEnabled,
      echeckEnabled: methods.echeckEnabled,
      returnUrl: callbacks.success,
      cancelUrl: callbacks.cancel,
      paymentType: methods.defaultPaymentType,
      acceptedCardTypes: methods.acceptedCardTypes,
      securityToken: requisition.securityToken,
      cardConvenienceFee: settings.ccConvenienceFee,
      echeckConvenienceFee: settings.ecConvenienceFee,
    }),
    'The hosted payment page',
  );
  const expiryYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  const approved = await postForm(
    '/gateway/hosted-payment/pay',
    [
      ['transNo', requisition.transNo],
      ['securityToken', requisition.securityToken],
      ['method', 'cc'],
      ['cardholderName', account.accountHolderName],
      ['cardNumber', '4242 4242 4242 4242'],
      ['cardExpiry', `08/${expiryYear}`],
      ['cardSecurityCode', '123'],
    ],
    'Paying on the hosted payment page',
  );
  const callback = await expectOk(
    await simulator.fetch(new Request(location(approved, 'Paying on the hosted payment page'))),
    'The payment callback',
  );

  return {
    query: location(callback, 'The payment callback').search,
    session: {
      token: verified.quickPayToken,
      memberNumber: verified.memberNumber,
      encryptedAccount: verified.encryptedAccount,
      accountNumber: account.accountNumber,
      expiresAt: quickPayHandOffExpiry(Date.now()),
    },
  };
}
