import { Hono, type Context } from 'hono';
import { siteAccounts } from '../simulator/accounts/site-accounts.ts';
import { bankNameOf } from '../simulator/draft-payments/draft-records.ts';
import { allowedPaymentMethods } from '../simulator/payments/payment-methods.ts';
import type {
  HostedPageSession,
  PaymentMethod,
  SitePaymentSettings,
  TransactionRecord,
} from '../simulator/payments/payment-records.ts';
import { sitePayments } from '../simulator/payments/site-payments.ts';
import {
  approveTransaction,
  cancelTransaction,
  declineTransaction,
  findTransaction,
  isTransactionFinished,
  type MethodToSave,
} from '../simulator/payments/transactions.ts';
import { own } from '../simulator/records.ts';
import { addressOnOrigins } from '../simulator/site-address.ts';
import type { SimulatorState } from '../simulator/state.ts';
import type { SimulatorStore } from '../simulator/store.ts';
import { errorPage, paymentPage, type PaymentField, type PaymentPageModel } from './page.ts';
import { type ApprovedCard, checkBankAccount, checkCard, type PaymentCheck } from './payment-details.ts';
import { gatewayPaths } from './paths.ts';

type FormFields = Record<string, string>;

const pageProblems = {
  unknownTransaction:
    'This payment request is not valid or has expired. Go back to the website and start the payment again.',
  wrongMerchant: 'This payment request does not match the cooperative it claims to come from.',
  returnAddressNotAllowed:
    'This payment request asks to return to an address outside this site, so it was stopped for your safety.',
  noPaymentMethod: 'No payment method is available for this account. Please contact the cooperative.',
} as const;

/** The simulated hosted payment page: mounted at the origin root, its paths are in `gatewayPaths`. */
export function hostedPaymentRoutes(store: SimulatorStore, returnOrigins: readonly string[] = []): Hono {
  const routes = new Hono();

  // The browser arrives here with the form the widget auto-posts (spec §3 "Hosted form fields posted").
  routes.post(gatewayPaths.hostedPayment, async (c) => {
    const form = await formFields(c);
    const transaction = findTransaction(
      store.state,
      form.ClientReferenceId ?? '',
      form.AuthorizationToken ?? '',
    );
    const settings = transaction && sitePayments(store.state, transaction.applicationId).settings;
    const account =
      transaction &&
      own(siteAccounts(store.state, transaction.applicationId).accounts, transaction.accountNumber);
    if (!transaction || !settings || !account) return problemPage(c, pageProblems.unknownTransaction);
    if (form.CoopNumber !== settings.pgClientId || form.ApplicationId !== transaction.applicationId) {
      return problemPage(c, pageProblems.wrongMerchant);
    }

    const origins = [new URL(c.req.url).origin, ...returnOrigins];
    const returnUrl = allowedReturnUrl(form.HostedCCReturn, origins);
    const cancelUrl = allowedReturnUrl(form.HostedCCCancel, origins);
    if (!returnUrl || !cancelUrl) return problemPage(c, pageProblems.returnAddressNotAllowed);
    if (transaction.hostedPage && isTransactionFinished(transaction)) {
      return c.redirect(finishedAddress(transaction, transaction.hostedPage), 303);
    }

    const allowed = allowedPaymentMethods(settings, account);
    const acceptedCardTypes = parseList(form.AcceptedCreditCardTypes).filter((code) =>
      siteAcceptsCardType(settings, code),
    );
    const enableCreditCard = isTrue(form.EnableCreditCard) && allowed.card && acceptedCardTypes.length > 0;
    const enableECheck = isTrue(form.EnableECheck) && allowed.echeck;
    if (!enableCreditCard && !enableECheck) return problemPage(c, pageProblems.noPaymentMethod);

    const requestedMethod: PaymentMethod = form.PaymentType?.toLowerCase() === 'echeck' ? 'echeck' : 'cc';
    transaction.hostedPage = {
      returnUrl,
      cancelUrl,
      accountDisplay: form.AccountDisplay || transaction.accountNumber,
      enableCreditCard,
      enableECheck,
      acceptedCardTypes,
      paymentType: methodIfEnabled(requestedMethod, enableCreditCard, enableECheck),
    };
    return c.html(paymentPage(pageModel(settings, transaction, transaction.hostedPage, {})));
  });

  routes.post(gatewayPaths.chooseMethod, async (c) => {
    const form = await formFields(c);
    const session = hostedSession(store, form);
    if (!session) return problemPage(c, pageProblems.unknownTransaction);
    const { settings, transaction, hostedPage } = session;
    if (isTransactionFinished(transaction)) {
      return c.redirect(finishedAddress(transaction, hostedPage), 303);
    }
    const method = form.method === 'echeck' ? 'echeck' : 'cc';
    hostedPage.paymentType = methodIfEnabled(method, hostedPage.enableCreditCard, hostedPage.enableECheck);
    return c.html(paymentPage(pageModel(settings, transaction, hostedPage, {})));
  });

  routes.post(gatewayPaths.pay, async (c) => {
    const form = await formFields(c);
    const session = hostedSession(store, form);
    if (!session) return problemPage(c, pageProblems.unknownTransaction);
    const { settings, transaction, hostedPage } = session;
    // A second submission of a finished payment records nothing: it goes where the first one went.
    if (isTransactionFinished(transaction)) {
      return c.redirect(finishedAddress(transaction, hostedPage), 303);
    }

    const method = methodIfEnabled(
      form.method === 'echeck' ? 'echeck' : 'cc',
      hostedPage.enableCreditCard,
      hostedPage.enableECheck,
    );
    hostedPage.paymentType = method;
    const check: PaymentCheck<PaymentField> =
      method === 'cc'
        ? checkCard(
            {
              cardholderName: form.cardholderName ?? '',
              cardNumber: form.cardNumber ?? '',
              cardExpiry: form.cardExpiry ?? '',
              cardSecurityCode: form.cardSecurityCode ?? '',
            },
            store.now(),
            hostedPage.acceptedCardTypes,
          )
        : checkBankAccount({
            accountHolderName: form.accountHolderName ?? '',
            routingNumber: form.routingNumber ?? '',
            bankAccountNumber: form.bankAccountNumber ?? '',
            bankAccountType: form.bankAccountType ?? '',
          });

    const saveForLater = transaction.offerToSave === true && isTrue(form.saveForLater);
    if (check.outcome === 'approved') {
      approveTransaction(store, transaction, {
        paymentMethod: method,
        cardOrBankAccountNumberLastFourDigits: check.lastFourDigits,
        ...(saveForLater ? { methodToSave: methodToSave(store.state, check, form) } : {}),
      });
      return c.redirect(finishedAddress(transaction, hostedPage), 303);
    }
    if (check.outcome === 'declined') declineTransaction(transaction);
    const errors = check.outcome === 'declined' ? { [check.field]: check.message } : check.errors;
    return c.html(
      paymentPage(pageModel(settings, transaction, hostedPage, errors, reshownValues(form), saveForLater)),
    );
  });

  routes.post(gatewayPaths.cancel, async (c) => {
    const session = hostedSession(store, await formFields(c));
    if (!session) return problemPage(c, pageProblems.unknownTransaction);
    cancelTransaction(session.transaction);
    return c.redirect(finishedAddress(session.transaction, session.hostedPage), 303);
  });

  return routes;
}

/** The transaction named by the hidden fields of the page's own forms, once the page has been opened. */
function hostedSession(store: SimulatorStore, form: FormFields) {
  const transaction = findTransaction(store.state, form.transNo ?? '', form.securityToken ?? '');
  const hostedPage = transaction?.hostedPage;
  if (!transaction || !hostedPage) return undefined;
  return { transaction, hostedPage, settings: sitePayments(store.state, transaction.applicationId).settings };
}

function finishedAddress(transaction: TransactionRecord, hostedPage: HostedPageSession): string {
  const address = new URL(transaction.status === 'Approved' ? hostedPage.returnUrl : hostedPage.cancelUrl);
  address.searchParams.set('encodedParam', transaction.encodedParam);
  return address.href;
}

function pageModel(
  settings: SitePaymentSettings,
  transaction: TransactionRecord,
  hostedPage: HostedPageSession,
  errors: PaymentPageModel['errors'],
  values: PaymentPageModel['values'] = {},
  saveForLater = false,
): PaymentPageModel {
  const purpose = transaction.purpose === 'setup' ? 'setup' : 'payment';
  return {
    purpose,
    utilityName: settings.utilityName,
    accountDisplay: hostedPage.accountDisplay,
    amount: transaction.amount,
    convenienceFees: { cc: settings.ccConvenienceFee, echeck: settings.ecConvenienceFee },
    method: hostedPage.paymentType,
    enableCreditCard: hostedPage.enableCreditCard,
    enableECheck: hostedPage.enableECheck,
    acceptedCardTypes: hostedPage.acceptedCardTypes,
    transNo: transaction.transNo,
    securityToken: transaction.securityToken,
    // Transactions saved before the offer existed have no flag: they offer nothing.
    offerToSave: purpose === 'payment' && transaction.offerToSave === true,
    saveForLater,
    values,
    errors,
  };
}

/**
 * The wallet's masked form of an approved card or bank account: its type, last four digits, a card's
 * expiry and a bank's name (from the routing-number lookup), never its number.
 */
function methodToSave(
  state: SimulatorState,
  check: { lastFourDigits: string; card?: ApprovedCard },
  form: FormFields,
): MethodToSave {
  if (check.card) {
    return {
      methodType: 'CARD',
      cardType: check.card.cardType,
      bankAccountType: null,
      bankName: '',
      lastFourDigits: check.lastFourDigits,
      expiryMonth: check.card.expiryMonth,
      expiryYear: check.card.expiryYear,
    };
  }
  const routingNumber = (form.routingNumber ?? '').replace(/\s/g, '');
  return {
    methodType: 'BANK',
    cardType: null,
    bankAccountType: form.bankAccountType === 'savings' ? 'Savings' : 'Checking',
    bankName: bankNameOf(state, routingNumber) ?? '',
    lastFourDigits: check.lastFourDigits,
    expiryMonth: null,
    expiryYear: null,
  };
}

/** What the member typed that may be shown again; card numbers, security codes and bank account numbers never are. */
function reshownValues(form: FormFields): PaymentPageModel['values'] {
  return {
    cardholderName: form.cardholderName,
    cardExpiry: form.cardExpiry,
    accountHolderName: form.accountHolderName,
    routingNumber: form.routingNumber,
    bankAccountType: form.bankAccountType,
  };
}

/**
 * An absolute address on one of `origins` (the page's own first, for relative addresses), or undefined:
 * the page never sends the browser anywhere else (the simulator's one rule, `addressOnOrigins`).
 */
export function allowedReturnUrl(value: string | undefined, origins: readonly string[]): string | undefined {
  return addressOnOrigins(value, origins)?.href;
}

function methodIfEnabled(
  method: PaymentMethod,
  enableCreditCard: boolean,
  enableECheck: boolean,
): PaymentMethod {
  if (method === 'cc') return enableCreditCard ? 'cc' : 'echeck';
  return enableECheck ? 'echeck' : 'cc';
}

function siteAcceptsCardType(settings: SitePaymentSettings, code: string): boolean {
  if (code === 'VI') return settings.allowVisa;
  if (code === 'MC') return settings.allowMaster;
  if (code === 'AX') return settings.allowAmex;
  if (code === 'DI') return settings.allowDiscover;
  return false;
}

async function formFields(c: Context): Promise<FormFields> {
  const body = await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(body).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
}

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);
}

function isTrue(value: string | undefined): boolean {
  return value !== undefined && ['true', '1', 'yes', 'y'].includes(value.trim().toLowerCase());
}

function problemPage(c: Context, message: string): Response {
  return c.html(errorPage('We cannot open this payment', message), 400);
}
