/**
 * The specs' quoted texts (the single-quoted words of the three specs), each beside where the product's
 * catalogue gives it. This is the repository's own copy of the spec texts: tests never read the specs
 * themselves, so a spec change is brought here by hand, and a catalogue change that strays from the spec
 * fails spec-texts.test.ts.
 *
 * A row cites the spec and the section whose heading the quote sits under, and the quote's exact words.
 * Where the spec writes a placeholder ({amount}, {n}, a bare n) or cuts a sentence short with '...', the
 * row fills it in with sample values and `shows` holds what the product then shows; likewise where the
 * product shows the spec's sentence followed by words of its own. A quote is listed once per spec, at the
 * section that first quotes it, except where the spec quotes it again for another screen whose catalogue
 * holds its own copy (spec 03 §2.4's empty list, the claim form's phone messages in spec 03 §5).
 *
 * Quotes left out, because no catalogue holds them as a text for the member to read:
 * - 'ACCOUNT BALANCE' (spec 01 §3, §5): a value of the payment settings the amount rules compare against;
 * - 'mcp_announcementClosed' (spec 01 §4): the browser storage key of the closed announcement;
 * - 'DO NOT USE' (spec 02 §5): a bank name of the routing lookup, which the form leaves blank;
 * - route paths and setting values ('pages/', '#', 'Y'), the page title's ' | ' separator and the empty
 *   amount '0.00' (spec 03 §5): addresses, settings and number formats, each checked by the unit test
 *   of the code that uses it.
 * One-word quotes ('Redirect', 'Cycle', 'Proceed'), which a count of the specs' quoted texts may pass over,
 * are product words all the same, and have their rows.
 *
 * `productTexts` holds the texts no spec quotes that no browser or end-to-end test asserts word for word,
 * so that each is still checked somewhere.
 */
import { accountOverviewMessages } from '../../../src/domain/account-overview/messages.ts';
import { accountProfileMessages } from '../../../src/domain/account-profile/messages.ts';
import { applyForServiceMessages } from '../../../src/domain/apply-for-service/messages.ts';
import { arrangementsMessages } from '../../../src/domain/arrangements/messages.ts';
import { autoPayMessages } from '../../../src/domain/auto-pay/messages.ts';
import { averageBillingMessages } from '../../../src/domain/average-billing/messages.ts';
import { capitalCreditLetterMessages } from '../../../src/domain/capital-credit-letter/messages.ts';
import { formatDate } from '../../../src/domain/dates.ts';
import { delinquentHistoryMessages } from '../../../src/domain/delinquent-history/messages.ts';
import { depositsMessages } from '../../../src/domain/deposits/messages.ts';
import { draftDayText } from '../../../src/domain/draft-payments/draft-day.ts';
import { draftPaymentsErrorMessages } from '../../../src/domain/draft-payments/errors.ts';
import {
  draftPaymentsMessages,
  draftValidationMessages,
} from '../../../src/domain/draft-payments/messages.ts';
import { errorMessages } from '../../../src/domain/error-messages.ts';
import { loginMessages } from '../../../src/domain/login/messages.ts';
import { manageContactsMessages } from '../../../src/domain/manage-contacts/messages.ts';
import { manageNotificationsMessages } from '../../../src/domain/manage-notifications/messages.ts';
import { memberInfoDocsMessages } from '../../../src/domain/member-info-docs/messages.ts';
import { meterReadingMessages } from '../../../src/domain/meter-reading/messages.ts';
import { myProfileMessages } from '../../../src/domain/my-profile/messages.ts';
import { operationRoundupMessages } from '../../../src/domain/operation-roundup/messages.ts';
import { outageErrorMessages } from '../../../src/domain/outage/errors.ts';
import { outageMessages } from '../../../src/domain/outage/messages.ts';
import { passwordMessages } from '../../../src/domain/password/messages.ts';
import { paymentHistoryMessages } from '../../../src/domain/payment-history/messages.ts';
import { nicknameMessages, paymentProfileMessages } from '../../../src/domain/payment-profile/messages.ts';
import { portalMessages } from '../../../src/domain/portal/messages.ts';
import { publicPageMessages } from '../../../src/domain/public-pages/messages.ts';
import { quickPayMessages } from '../../../src/domain/quick-pay/messages.ts';
import { registrationMessages } from '../../../src/domain/registration/messages.ts';
import { scheduledPaymentsMessages } from '../../../src/domain/scheduled-payments/messages.ts';
import { serviceRequestsMessages } from '../../../src/domain/service-requests/messages.ts';
import { unclaimedCapitalCreditsMessages } from '../../../src/domain/unclaimed-capital-credits/messages.ts';
import { usageTrackerMessages } from '../../../src/domain/usage-tracker/messages.ts';

/** The catalogues the rows read, by the name a failing test reports. */
const catalogues = {
  accountOverviewMessages,
  accountProfileMessages,
  applyForServiceMessages,
  arrangementsMessages,
  autoPayMessages,
  averageBillingMessages,
  capitalCreditLetterMessages,
  delinquentHistoryMessages,
  depositsMessages,
  draftPaymentsErrorMessages,
  draftPaymentsMessages,
  draftValidationMessages,
  errorMessages,
  loginMessages,
  manageContactsMessages,
  manageNotificationsMessages,
  memberInfoDocsMessages,
  meterReadingMessages,
  myProfileMessages,
  nicknameMessages,
  operationRoundupMessages,
  outageErrorMessages,
  outageMessages,
  passwordMessages,
  paymentHistoryMessages,
  paymentProfileMessages,
  portalMessages,
  publicPageMessages,
  quickPayMessages,
  registrationMessages,
  scheduledPaymentsMessages,
  serviceRequestsMessages,
  unclaimedCapitalCreditsMessages,
  usageTrackerMessages,
} as const;

/** The dotted paths at which a catalogue holds a text (not a function, not a list of paragraphs). */
type TextPath<Node> = {
  [Key in keyof Node & string]: Node[Key] extends string
    ? Key
    : Node[Key] extends (...args: never[]) => unknown
      ? never
      : Node[Key] extends readonly unknown[]
        ? never
        : Node[Key] extends object
          ? `${Key}.${TextPath<Node[Key]>}`
          : never;
}[keyof Node & string];

/** Where a text is read: a catalogue's text at a dotted path, or what a call of the catalogue returns. */
export type CatalogueReading =
  | { readonly catalogue: object; readonly key: string }
  | { readonly catalogue: object; readonly read: (catalogue: object) => string };

/** A reading whose key (or call) the type checker holds to the catalogue's own shape. */
function from<Catalogue extends object>(
  catalogue: Catalogue,
  reading: TextPath<Catalogue> | ((catalogue: Catalogue) => string),
): CatalogueReading {
  return typeof reading === 'string'
    ? { catalogue, key: reading }
    : { catalogue, read: reading as (catalogue: object) => string };
}

/** What the catalogue gives at a reading: a text, or undefined where the key leads nowhere. */
export function textAt(reading: CatalogueReading): unknown {
  if ('read' in reading) return reading.read(reading.catalogue);
  return reading.key
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], reading.catalogue);
}

const catalogueNames = new Map<object, string>(
  Object.entries(catalogues).map(([name, value]) => [value, name]),
);

/** Where a reading points, as a test names it: 'quickPayMessages.amount.invalid'. */
export function whereOf(reading: CatalogueReading): string {
  const name = catalogueNames.get(reading.catalogue);
  if (name === undefined) {
    throw new Error('A row reads a catalogue missing from `catalogues` in spec-texts.ts.');
  }
  return 'key' in reading ? `${name}.${reading.key}` : `${name}, by a call`;
}

/** A spec section as the tests cite it: 'spec 01 §5', 'spec 02 §2.6'. */
export type SpecSection = `spec 0${1 | 2 | 3} §${number}`;

export type SpecText = CatalogueReading & {
  readonly spec: SpecSection;
  /** The spec's quoted words, exactly. */
  readonly text: string;
  /** What the product shows where the spec's words have a placeholder, a cut or a continuation. */
  readonly shows?: string;
};

export type ProductText = CatalogueReading & {
  /** The text the product shows, exactly. */
  readonly text: string;
};

export const specTexts: readonly SpecText[] = [
  // Spec 01
  { spec: 'spec 01 §2.3', text: 'EZ Pay', ...from(portalMessages, 'menu.ezPay') },
  { spec: 'spec 01 §2.3', text: 'Draft Payments', ...from(portalMessages, 'menu.draftPayments') },
  { spec: 'spec 01 §2.5', text: 'Version:', ...from(portalMessages, 'footer.version') },
  {
    spec: 'spec 01 §2.6',
    text: 'is a simple, fast and secure way to make payments online without logging in.',
    ...from(portalMessages, 'home.quickPayBannerText'),
  },
  { spec: 'spec 01 §2.6', text: 'New Service', ...from(portalMessages, 'home.tiles.newService') },
  {
    spec: 'spec 01 §2.6',
    text: 'Application For Service',
    ...from(portalMessages, 'home.tiles.applicationForService'),
  },
  {
    spec: 'spec 01 §2.6',
    text: 'Start, stop or move your service...',
    ...from(portalMessages, 'home.tiles.applicationForServiceDescription'),
  },
  { spec: 'spec 01 §2.8', text: 'Log in', ...from(loginMessages, 'logIn') },
  { spec: 'spec 01 §2.8', text: 'Member Login', ...from(loginMessages, 'help.title') },
  {
    spec: 'spec 01 §2.11',
    text: 'Service unavailable, please contact administrator.',
    ...from(quickPayMessages, 'featureUnavailable'),
  },
  {
    spec: 'spec 01 §2.11',
    text: 'Account Number',
    ...from(quickPayMessages, 'accountStep.accountNumberLabel'),
  },
  {
    spec: 'spec 01 §2.11',
    text: 'Your Account Number is on your bill.',
    ...from(quickPayMessages, 'accountStep.accountNumberHint'),
  },
  {
    spec: 'spec 01 §2.11',
    text: 'Last 4 Digits of Phone Number',
    ...from(quickPayMessages, 'accountStep.phoneLastFourLabel'),
  },
  {
    spec: 'spec 01 §2.11',
    text: '(XXX) XXX - ',
    ...from(quickPayMessages, 'accountStep.phoneLastFourPrefix'),
  },
  {
    spec: 'spec 01 §2.11',
    text: 'Phone number must be associated with your account.',
    ...from(quickPayMessages, 'accountStep.phoneLastFourHint'),
  },
  {
    spec: 'spec 01 §2.11',
    text: 'To start, please verify your account.',
    ...from(quickPayMessages, 'verifyStep.intro'),
  },
  {
    spec: 'spec 01 §2.11',
    text: 'Online payments are processed through the secured payment gateway.',
    ...from(quickPayMessages, 'payStep.gatewayNotice'),
  },
  {
    spec: 'spec 01 §2.11',
    text: 'Are you sure you want to quit making payment ?',
    ...from(quickPayMessages, 'quitConfirmation'),
  },
  {
    spec: 'spec 01 §2.12',
    text: 'Please wait we are redirecting...',
    ...from(publicPageMessages, 'meterPortal.redirecting'),
  },
  { spec: 'spec 01 §5', text: 'Please enter your username.', ...from(loginMessages, 'usernameRequired') },
  { spec: 'spec 01 §5', text: 'Please enter your password.', ...from(loginMessages, 'passwordRequired') },
  {
    spec: 'spec 01 §5',
    text: 'Account number should contain only digits.',
    ...from(registrationMessages, 'errors.accountNumberDigits'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please select an authentication type to receive verification code.',
    ...from(registrationMessages, 'errors.sendOptionRequired'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Username entry does not meet criteria.',
    ...from(registrationMessages, 'errors.usernameCriteria'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please enter a username.',
    ...from(registrationMessages, 'errors.usernameRequired'),
  },
  {
    spec: 'spec 01 §5',
    text: 'The username has already been registered.',
    ...from(registrationMessages, 'errors.usernameTaken'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please enter a valid Email Address.',
    ...from(registrationMessages, 'errors.emailInvalid'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Email and Confirm Email does not match.',
    ...from(registrationMessages, 'errors.confirmEmailMismatch'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please enter a password.',
    ...from(registrationMessages, 'errors.passwordRequired'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Password and Confirm Password does not match.',
    ...from(registrationMessages, 'errors.passwordMismatch'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please select an option.',
    ...from(registrationMessages, 'errors.securityQuestionRequired'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please enter an answer.',
    ...from(registrationMessages, 'errors.securityAnswerRequired'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please check the paperless confirmation checkbox.',
    ...from(registrationMessages, 'errors.paperlessConfirmationRequired'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please enter your account number.',
    ...from(quickPayMessages, 'accountStep.accountNumberRequired'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please enter valid account number.',
    ...from(quickPayMessages, 'accountStep.accountNumberInvalid'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please enter last 4 digits of your phone number.',
    ...from(quickPayMessages, 'accountStep.phoneLastFourRequired'),
  },
  {
    spec: 'spec 01 §5',
    text: 'Please enter valid last 4 digits of your phone number.',
    ...from(quickPayMessages, 'accountStep.phoneLastFourInvalid'),
  },
  { spec: 'spec 01 §5', text: 'You must enter valid amount.', ...from(quickPayMessages, 'amount.invalid') },
  {
    spec: 'spec 01 §5',
    text: 'Payment amount should be greater than 0.',
    ...from(quickPayMessages, 'amount.notPositive'),
  },
  {
    spec: 'spec 01 §5',
    text: 'You must enter a payment amount less than 9999999999.99.',
    ...from(quickPayMessages, 'amount.aboveMaximum'),
  },
  {
    spec: 'spec 01 §5',
    text: 'You may not overpay your account balance.',
    ...from(quickPayMessages, 'amount.overpay'),
  },
  {
    spec: 'spec 01 §5',
    text: 'You may not pay less than your account balance.',
    ...from(quickPayMessages, 'amount.underpay'),
  },
  {
    spec: 'spec 01 §5',
    text: 'At this time, you are required to pay a minimum payment amount of {amount} which includes ...',
    ...from(quickPayMessages, (m) => m.amount.minimumPayment(235, 'cutoffReconnectDisconnectDeposit')),
    shows:
      'At this time, you are required to pay a minimum payment amount of $235.00 which includes cutoff amount, reconnect fee, disconnect fee and additional deposit.',
  },
  {
    spec: 'spec 01 §5',
    text: 'You must pay the minimum amount of {amount}',
    ...from(quickPayMessages, (m) => m.amount.prepaidMinimum(20)),
    shows: 'You must pay the minimum amount of $20.00',
  },
  {
    spec: 'spec 01 §5',
    text: 'You must pay the minimum reconnect amount of {amount}',
    ...from(quickPayMessages, (m) => m.amount.prepaidReconnectMinimum(35)),
    shows: 'You must pay the minimum reconnect amount of $35.00',
  },
  { spec: 'spec 01 §8', text: 'Request successfull, please wait..', ...from(loginMessages, 'success') },
  { spec: 'spec 01 §8', text: 'You have successfully logged out', ...from(loginMessages, 'loggedOut') },
  {
    spec: 'spec 01 §8',
    text: 'Unable to fetch details for entered account. Please contact customer support.',
    ...from(registrationMessages, 'errors.unableToFetchDetails'),
  },
  { spec: 'spec 01 §8', text: 'Unauthorized access.', ...from(errorMessages, 'unauthorized') },
  {
    spec: 'spec 01 §8',
    text: 'We are unable to process your request at this time. Please try again later.',
    ...from(errorMessages, 'generic'),
  },
  { spec: 'spec 01 §8', text: 'Unknown error!', ...from(errorMessages, 'unknown') },
  {
    spec: 'spec 01 §8',
    text: 'Both Echeck and Credit card payment methods are restricted for this account. Please contact customer support.',
    ...from(quickPayMessages, 'restriction.bothRestricted'),
  },
  {
    spec: 'spec 01 §8',
    text: 'ECheck & Credit Card Payment Restricted.',
    ...from(quickPayMessages, 'restriction.bothTooltip'),
  },
  {
    spec: 'spec 01 §8',
    text: 'Credit Card Payment Restricted.',
    ...from(quickPayMessages, 'restriction.cardTooltip'),
  },
  {
    spec: 'spec 01 §8',
    text: 'ECheck Payment Restricted.',
    ...from(quickPayMessages, 'restriction.echeckTooltip'),
  },
  {
    spec: 'spec 01 §8',
    text: 'You have made a recent payment of {amount} on {date}. Would you like to proceed with another payment?',
    ...from(quickPayMessages, (m) => m.recentPayment(1234.5, '01/02/2027')),
    shows:
      'You have made a recent payment of $1,234.50 on 01/02/2027. Would you like to proceed with another payment?',
  },
  {
    spec: 'spec 01 §8',
    text: 'To return to home click "Continue"',
    ...from(publicPageMessages, 'meterPortal.returnHome'),
  },
  { spec: 'spec 01 §8', text: 'Redirect', ...from(publicPageMessages, 'meterPortal.redirectDialogTitle') },
  // Spec 02
  { spec: 'spec 02 §2.1', text: 'View Bill', ...from(accountOverviewMessages, 'history.viewBill') },
  { spec: 'spec 02 §2.1', text: 'View More', ...from(accountOverviewMessages, 'history.viewMore') },
  {
    spec: 'spec 02 §2.1',
    text: 'There is an active outage interrupting the service in your area. The estimated restoration time ',
    ...from(accountOverviewMessages, 'banners.activeOutage'),
  },
  {
    spec: 'spec 02 §2.1',
    text: 'is not yet known.',
    ...from(accountOverviewMessages, 'banners.restorationTimeUnknown'),
  },
  { spec: 'spec 02 §2.2', text: 'Update All', ...from(accountProfileMessages, 'whichAccounts.updateAll') },
  {
    spec: 'spec 02 §2.2',
    text: 'Update This Account',
    ...from(accountProfileMessages, 'whichAccounts.updateThisAccount'),
  },
  { spec: 'spec 02 §2.4', text: 'Verify Code and Activate', ...from(myProfileMessages, 'mfa.verify') },
  {
    spec: 'spec 02 §2.6',
    text: 'Your draft information has been updated.',
    ...from(draftPaymentsMessages, 'updated'),
  },
  {
    spec: 'spec 02 §2.6',
    text: 'Days after Billing',
    ...from(draftPaymentsMessages, 'draftDay.daysAfterBilling'),
  },
  { spec: 'spec 02 §2.6', text: 'When Billed', ...from(draftPaymentsMessages, 'draftDay.whenBilled') },
  { spec: 'spec 02 §2.6', text: 'End of Month', ...from(draftPaymentsMessages, 'draftDay.endOfMonth') },
  {
    spec: 'spec 02 §2.6',
    text: 'Day of Month - n',
    ...from(draftPaymentsMessages, () => draftDayText({ draftType: 'DAY_OF_MONTH', draftDay: 15 })),
    shows: 'Day of Month - 15',
  },
  { spec: 'spec 02 §2.6', text: 'Cycle', ...from(draftPaymentsMessages, 'draftDay.cycle') },
  {
    spec: 'spec 02 §2.6',
    text: 'Are you sure you want to delete draft on selected account(s) ?',
    ...from(draftPaymentsMessages, 'remove.confirm'),
  },
  {
    spec: 'spec 02 §2.7',
    text: 'No Payments scheduled at this time.',
    ...from(scheduledPaymentsMessages, 'empty'),
  },
  {
    spec: 'spec 02 §2.7',
    text: 'Are you sure you want to delete Schedule Payments?',
    ...from(scheduledPaymentsMessages, 'deleteConfirm'),
  },
  {
    spec: 'spec 02 §2.7',
    text: 'Your schedule payment has been canceled.',
    ...from(scheduledPaymentsMessages, 'result.canceled'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Please enter a password.',
    ...from(passwordMessages, 'rules.passwordRequired'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Password entry does not meet criteria.',
    ...from(passwordMessages, 'rules.passwordCriteria'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Please enter a confirm password.',
    ...from(passwordMessages, 'rules.confirmPasswordRequired'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Password and Confirm Password does not match.',
    ...from(passwordMessages, 'rules.passwordMismatch'),
  },
  { spec: 'spec 02 §5', text: 'Please enter email.', ...from(myProfileMessages, 'errors.emailRequired') },
  {
    spec: 'spec 02 §5',
    text: 'Please enter a valid email address.',
    ...from(myProfileMessages, 'errors.emailInvalid'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Please enter username.',
    ...from(myProfileMessages, 'errors.usernameRequired'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Username entry does not meet criteria.',
    ...from(myProfileMessages, 'errors.usernameCriteria'),
  },
  {
    spec: 'spec 02 §5',
    text: 'The username has already been registered.',
    ...from(myProfileMessages, 'errors.usernameTaken'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Please select an option.',
    ...from(myProfileMessages, 'errors.securityQuestionRequired'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Please enter security answer.',
    ...from(myProfileMessages, 'errors.securityAnswerRequired'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Please select the checkbox to continue.',
    ...from(myProfileMessages, 'errors.paperlessConfirmationRequired'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Please enter first name.',
    ...from(accountProfileMessages, 'errors.firstNameRequired'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Zip code must be a 5 or 9 digit number(Ex: 98745-4321).',
    ...from(accountProfileMessages, 'errors.zipInvalid'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Invalid phone format.(Ex: (987) 456-1230)',
    ...from(accountProfileMessages, 'errors.phoneInvalid'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Please select an account to add a draft.',
    ...from(draftValidationMessages, 'noAccountSelected'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Please check the authorize checkbox to submit your draft.',
    ...from(draftValidationMessages, 'authorize'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Day of the Month must be before 29th',
    ...from(draftValidationMessages, 'dayOfMonthMax'),
  },
  {
    spec: 'spec 02 §5',
    text: "The bank account number's length must be between 4 and 18.",
    ...from(draftValidationMessages, 'bankAccountLength'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Account is signed up for AutoPay. Draft is not allowed.',
    ...from(draftValidationMessages, 'autopay'),
  },
  {
    spec: 'spec 02 §5',
    text: 'Credit Card Payment Restricted.',
    ...from(draftValidationMessages, 'creditRestricted'),
  },
  {
    spec: 'spec 02 §5',
    text: 'ECheck Payment Restricted.',
    ...from(draftValidationMessages, 'echeckRestricted'),
  },
  {
    spec: 'spec 02 §8',
    text: 'Service unavailable, please contact administrator.',
    ...from(accountOverviewMessages, 'errors.meterLinkUnavailable'),
  },
  {
    spec: 'spec 02 §8',
    text: 'Are you sure you want to delete this MFA mode?',
    ...from(myProfileMessages, 'mfa.removeConfirm'),
  },
  {
    spec: 'spec 02 §8',
    text: 'Draft payments service unavailable, please contact administrator.',
    ...from(draftPaymentsErrorMessages, 'unavailable'),
  },
  {
    spec: 'spec 02 §8',
    text: 'There are no accounts available...!',
    ...from(draftPaymentsErrorMessages, 'noAccounts'),
  },
  {
    spec: 'spec 02 §8',
    text: 'There are no eligible accounts to be set up for draft.',
    ...from(draftPaymentsErrorMessages, 'noEligibleAccounts'),
  },
  {
    spec: 'spec 02 §8',
    text: 'There are no accounts available to remove from draft.',
    ...from(draftPaymentsErrorMessages, 'noAccountsToRemove'),
  },
  {
    spec: 'spec 02 §8',
    text: 'There are no eligible accounts for managing Paperless Options.',
    ...from(myProfileMessages, 'paperless.noAccounts'),
  },
  {
    spec: 'spec 02 §8',
    text: 'There are no eligible accounts for managing Operation Roundup.',
    ...from(myProfileMessages, 'roundup.noAccounts'),
  },
  {
    spec: 'spec 02 §8',
    text: 'Update not allowed. Active Payment setup exists.',
    ...from(myProfileMessages, 'errors.storedPaymentInUse'),
  },
  {
    spec: 'spec 02 §8',
    text: 'Bill History File not found.',
    ...from(accountOverviewMessages, 'errors.billFileNotFound'),
  },
  {
    spec: 'spec 02 §8',
    text: 'Capital Credit File not found.',
    ...from(accountOverviewMessages, 'errors.capitalCreditFileNotFound'),
  },
  {
    spec: 'spec 02 §8',
    text: 'The billing statement is not available. Please check back soon.',
    ...from(accountOverviewMessages, 'noBillDialog.message'),
  },
  {
    spec: 'spec 02 §8',
    text: 'Account verification is successful.',
    ...from(myProfileMessages, 'mfa.activated'),
    shows:
      'Account verification is successful. Multi-factor authentication is on. You will be asked for a code from your app when you sign in.',
  },
  {
    spec: 'spec 02 §8',
    text: 'Account verification is unsuccessful.',
    ...from(myProfileMessages, 'mfa.verificationFailed'),
    shows:
      'Account verification is unsuccessful. The code could not be verified. Check that the time on your device is correct and enter the code your app shows now.',
  },
  // Spec 03
  {
    spec: 'spec 03 §2.1',
    text: 'Outage is not supported for the selected account.',
    ...from(outageErrorMessages, 'notSupported'),
  },
  { spec: 'spec 03 §2.3', text: 'Operation RoundUp', ...from(operationRoundupMessages, 'title') },
  { spec: 'spec 03 §2.3', text: 'Proceed', ...from(operationRoundupMessages, 'proceed') },
  {
    spec: 'spec 03 §2.3',
    text: 'There are no accounts available.',
    ...from(operationRoundupMessages, 'noAccounts'),
  },
  {
    spec: 'spec 03 §2.4',
    text: 'There are no accounts available.',
    ...from(averageBillingMessages, 'noAccounts'),
  },
  { spec: 'spec 03 §2.4', text: 'Remove Selected', ...from(averageBillingMessages, 'bulk.remove') },
  { spec: 'spec 03 §2.4', text: 'Sign Up Selected', ...from(averageBillingMessages, 'bulk.signUp') },
  {
    spec: 'spec 03 §2.4',
    text: 'Check multiple accounts then click ...',
    ...from(averageBillingMessages, (m) => m.bulkHint('Sign Up Selected')),
    shows: "Check multiple accounts then click 'Sign Up Selected'.",
  },
  {
    spec: 'spec 03 §2.6',
    text: 'There are no delinquents available.',
    ...from(delinquentHistoryMessages, 'empty'),
  },
  {
    spec: 'spec 03 §2.7',
    text: 'There are no member information documents found.',
    ...from(memberInfoDocsMessages, 'empty'),
  },
  { spec: 'spec 03 §2.8', text: 'Return Signed Letter', ...from(capitalCreditLetterMessages, 'submit') },
  {
    spec: 'spec 03 §2.11',
    text: 'There are no Terms of Use available.',
    ...from(publicPageMessages, 'termsOfUse.empty'),
  },
  {
    spec: 'spec 03 §2.12',
    text: "We'll be back in a bit",
    ...from(publicPageMessages, 'maintenance.heading'),
  },
  {
    spec: 'spec 03 §2.13',
    text: 'Please wait we are redirecting...',
    ...from(publicPageMessages, 'meterPortal.redirecting'),
  },
  {
    spec: 'spec 03 §5',
    text: 'You must select an issue',
    ...from(outageMessages, 'validation.problemRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Invalid phone format.(Ex: (987) 456-1230)',
    ...from(outageMessages, 'validation.phoneInvalid'),
  },
  {
    spec: 'spec 03 §5',
    text: 'You must enter a phone number',
    ...from(outageMessages, 'validation.phoneRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Start date is required.',
    ...from(usageTrackerMessages, 'dates.startRequired'),
  },
  { spec: 'spec 03 §5', text: 'End date is required.', ...from(usageTrackerMessages, 'dates.endRequired') },
  { spec: 'spec 03 §5', text: 'Choose a later date.', ...from(usageTrackerMessages, 'dates.tooEarly') },
  { spec: 'spec 03 §5', text: 'Invalid date range.', ...from(usageTrackerMessages, 'dates.invalidRange') },
  {
    spec: 'spec 03 §5',
    text: 'The search date range should not exceed 180 days.',
    ...from(usageTrackerMessages, 'dates.rangeTooLong'),
  },
  {
    spec: 'spec 03 §5',
    text: 'The start date should be within 180 days before today.',
    ...from(usageTrackerMessages, 'dates.startTooOld'),
  },
  {
    spec: 'spec 03 §5',
    text: 'You must enter valid amount.',
    ...from(operationRoundupMessages, 'amountErrors.invalid'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Please enter an amount greater than or equal to 0.',
    ...from(operationRoundupMessages, 'amountErrors.negative'),
  },
  {
    spec: 'spec 03 §5',
    text: 'You must enter a payment amount less than ...',
    ...from(operationRoundupMessages, 'amountErrors.aboveMaximum'),
    shows: 'You must enter a payment amount less than 99999999.99.',
  },
  {
    spec: 'spec 03 §5',
    text: 'You cannot use an expiration date in the past.',
    ...from(operationRoundupMessages, 'expirationErrors.past'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Service Type is required.',
    ...from(serviceRequestsMessages, 'validation.serviceTypeRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Phone number is required.',
    ...from(serviceRequestsMessages, 'validation.phoneRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Phone number is required.',
    ...from(unclaimedCapitalCreditsMessages, 'validation.phoneRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Invalid phone format. (Ex: (987) 456-1230)',
    ...from(serviceRequestsMessages, 'validation.phoneInvalid'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Invalid phone format. (Ex: (987) 456-1230)',
    ...from(unclaimedCapitalCreditsMessages, 'validation.phoneInvalid'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Member Number is required.',
    ...from(capitalCreditLetterMessages, 'validation.memberNumberRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Letter ID is required.',
    ...from(capitalCreditLetterMessages, 'validation.letterIdRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Invalid format.',
    ...from(capitalCreditLetterMessages, 'validation.invalidFormat'),
  },
  {
    spec: 'spec 03 §5',
    text: 'SSN must be 4 numeric digits',
    ...from(unclaimedCapitalCreditsMessages, 'validation.ssnInvalid'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Contact preference is required.',
    ...from(unclaimedCapitalCreditsMessages, 'validation.contactPrefRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Invalid e-mail address.',
    ...from(unclaimedCapitalCreditsMessages, 'validation.emailInvalid'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Email address is required.',
    ...from(unclaimedCapitalCreditsMessages, 'validation.emailRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Address 1 is required.',
    ...from(unclaimedCapitalCreditsMessages, 'validation.address1Required'),
  },
  {
    spec: 'spec 03 §5',
    text: 'City is required.',
    ...from(unclaimedCapitalCreditsMessages, 'validation.cityRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'State is required.',
    ...from(unclaimedCapitalCreditsMessages, 'validation.stateRequired'),
  },
  {
    spec: 'spec 03 §5',
    text: 'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)',
    ...from(unclaimedCapitalCreditsMessages, 'validation.zipInvalid'),
  },
  {
    spec: 'spec 03 §8',
    text: 'We are unable to process your request at this time. Please try again later.',
    ...from(errorMessages, 'generic'),
  },
  {
    spec: 'spec 03 §8',
    text: 'To return to home click "Continue"',
    ...from(publicPageMessages, 'meterPortal.returnHome'),
  },
  { spec: 'spec 03 §8', text: 'Redirect', ...from(publicPageMessages, 'meterPortal.redirectDialogTitle') },
  {
    spec: 'spec 03 §8',
    text: 'Please relogin to your account then access to this page again!',
    ...from(outageErrorMessages, 'noAccountContext'),
  },
  {
    spec: 'spec 03 §8',
    text: 'Outage report is unavailable to this account, please contact customer service...!',
    ...from(outageErrorMessages, 'noLocation'),
  },
  {
    spec: 'spec 03 §8',
    text: 'There were no usage data found for this account.',
    ...from(usageTrackerMessages, 'empty.noUsage'),
  },
  {
    spec: 'spec 03 §8',
    text: 'No usage data was found for the selected date range ... Please adjust the date range using the fields above.',
    ...from(usageTrackerMessages, 'empty.noUsageInRange'),
  },
  {
    spec: 'spec 03 §8',
    text: 'There were no hourly usage data found for the selected date ... You need to adjust your date range.',
    ...from(usageTrackerMessages, 'empty.noHourlyUsage'),
  },
  {
    spec: 'spec 03 §8',
    text: 'No interval data available for the selected account.',
    ...from(usageTrackerMessages, 'empty.noIntervalData'),
  },
  {
    spec: 'spec 03 §8',
    text: 'Usage data is not supported for the selected account.',
    ...from(usageTrackerMessages, 'empty.notSupported'),
  },
  {
    spec: 'spec 03 §8',
    text: 'We are unable to process your request at this time. Please contact customer support.',
    ...from(errorMessages, 'contactSupport'),
  },
  {
    spec: 'spec 03 §8',
    text: 'Operation Roundup has been updated successfully for selected accounts.',
    ...from(operationRoundupMessages, 'updated'),
  },
  {
    spec: 'spec 03 §8',
    text: 'Account {n} billing type updated successfully',
    ...from(averageBillingMessages, (m) => m.success.one('300100200')),
    shows: 'Account 300100200 billing type updated successfully',
  },
  {
    spec: 'spec 03 §8',
    text: 'Billing type updated successfully for multiple accounts.',
    ...from(averageBillingMessages, 'success.many'),
  },
  {
    spec: 'spec 03 §8',
    text: 'Delinquent File not found.',
    ...from(delinquentHistoryMessages, 'fileNotFound'),
  },
  {
    spec: 'spec 03 §8',
    text: 'There were no unclaimed capital credits found matching ...',
    ...from(unclaimedCapitalCreditsMessages, 'noResultsLead'),
  },
];

/**
 * Texts no spec quotes (the product's own words, marked "Not in the spec" in the catalogues, and the other
 * wordings of a quoted message) that no browser or end-to-end test asserts word for word; the rest are
 * asserted there, in the words the member sees.
 */
export const productTexts: readonly ProductText[] = [
  { ...from(accountOverviewMessages, 'cards.myBill'), text: 'My Bill' },
  { ...from(accountOverviewMessages, 'history.title'), text: 'Billing & Payment History' },
  {
    ...from(accountOverviewMessages, (m) => m.history.billViewerTitle('11/01/2026')),
    text: 'Bill of 11/01/2026',
  },
  {
    ...from(accountOverviewMessages, (m) => m.summary.draftEnrolled('EZ Pay', null)),
    text: 'You are enrolled in EZ Pay.',
  },
  {
    ...from(accountOverviewMessages, (m) => m.summary.draftEnrolled('Draft Pay', '06/04/2026')),
    text: 'You are enrolled in Draft Pay. Your payment will be drafted on 06/04/2026.',
  },
  { ...from(accountProfileMessages, (m) => m.labels.phoneSlot(2)), text: 'Phone 2' },
  {
    ...from(accountProfileMessages, (m) => m.extensionShown('(555) 010-4821', '12')),
    text: '(555) 010-4821 ext. 12',
  },
  {
    ...from(accountProfileMessages, (m) => m.errors.tooLong('First Name', 28)),
    text: 'First Name cannot be longer than 28 characters.',
  },
  { ...from(accountProfileMessages, 'errors.streetNumberRequired'), text: 'Please enter street number.' },
  {
    ...from(accountProfileMessages, 'errors.streetNumberDigits'),
    text: 'Street number must contain only digits.',
  },
  { ...from(accountProfileMessages, 'errors.streetNameRequired'), text: 'Please enter street name.' },
  { ...from(accountProfileMessages, 'errors.cityRequired'), text: 'Please enter city.' },
  {
    ...from(accountProfileMessages, 'errors.cityBlockedCharacters'),
    text: 'City cannot contain these characters: " \' ^ ` | ~',
  },
  { ...from(accountProfileMessages, 'errors.stateRequired'), text: 'Please select state.' },
  { ...from(accountProfileMessages, 'errors.zipRequired'), text: 'Please enter zip code.' },
  {
    ...from(accountProfileMessages, 'notices.updatedFallback'),
    text: 'Your account information has been updated.',
  },
  {
    ...from(accountProfileMessages, 'notices.reviewPendingFallback'),
    text: 'Your changes have been received and are waiting for review by the cooperative.',
  },
  {
    ...from(applyForServiceMessages, 'selectInstructions'),
    text: 'Start, stop or move your service online. Choose what you need, then tell us where and when.',
  },
  {
    ...from(applyForServiceMessages, 'applicationInstructions'),
    text: 'Fill in the form below. We will review your request and email you a confirmation right away.',
  },
  { ...from(applyForServiceMessages, 'requestType'), text: 'What would you like to do?' },
  { ...from(applyForServiceMessages, 'requestTypes.stop'), text: 'Stop service' },
  { ...from(applyForServiceMessages, 'selectAccountType'), text: 'Select a type of service' },
  { ...from(applyForServiceMessages, 'sections.request'), text: 'Your Request' },
  { ...from(applyForServiceMessages, 'sections.applicant'), text: 'Your Name' },
  { ...from(applyForServiceMessages, 'sections.serviceAddress.stop'), text: 'Address Where Service Stops' },
  { ...from(applyForServiceMessages, 'sections.serviceAddress.move'), text: 'New Service Address' },
  { ...from(applyForServiceMessages, 'sections.contact'), text: 'How to Reach You' },
  { ...from(applyForServiceMessages, 'sections.identity'), text: 'Verify Your Identity' },
  { ...from(applyForServiceMessages, 'requestedDate.stop'), text: 'Requested Stop Date' },
  { ...from(applyForServiceMessages, 'requestedDateHint'), text: 'From tomorrow, up to 90 days ahead.' },
  {
    ...from(applyForServiceMessages, 'depositNotice'),
    text: 'Without a Social Security number we cannot check your credit history, so a deposit may be required before service begins. Member services will tell you the amount.',
  },
  { ...from(applyForServiceMessages, 'depositAcknowledged'), text: 'I have read the deposit notice.' },
  {
    ...from(applyForServiceMessages, 'confirmation.lead'),
    text: 'Thank you. Keep this confirmation number for your records.',
  },
  {
    ...from(applyForServiceMessages, (m) => m.confirmation.emailed('a@example.com')),
    text: 'We sent a confirmation to a@example.com.',
  },
  { ...from(applyForServiceMessages, 'confirmation.home'), text: 'Back to Home' },
  { ...from(arrangementsMessages, 'loading'), text: 'Loading the arrangement…' },
  { ...from(arrangementsMessages, 'notation'), text: 'Arrangement' },
  {
    ...from(arrangementsMessages, (m) => m.overdueNotice('$45.00', '11/21/2026')),
    text: 'Your arrangement payment of $45.00 was due on 11/21/2026 and is overdue.',
  },
  {
    ...from(arrangementsMessages, (m) => m.overdueNotice(null, '11/21/2026')),
    text: 'Your arrangement payment was due on 11/21/2026 and is overdue.',
  },
  { ...from(autoPayMessages, (m) => m.enrolledSince('01/02/2026')), text: 'Enrolled since 01/02/2026' },
  {
    ...from(autoPayMessages, (m) => m.expiredChoice('Visa ending 1111')),
    text: 'Visa ending 1111 (expired)',
  },
  { ...from(autoPayMessages, 'chooseMethod'), text: 'Please choose a payment method.' },
  { ...from(averageBillingMessages, 'caption'), text: 'Accounts and their billing type' },
  { ...from(averageBillingMessages, 'columns.estimatedAmount'), text: 'Estimated Amount' },
  { ...from(averageBillingMessages, 'columns.action'), text: 'Action' },
  {
    ...from(averageBillingMessages, 'noReasonGiven'),
    text: 'This account is not eligible for average billing.',
  },
  {
    ...from(capitalCreditLetterMessages, 'instructions'),
    text: 'Enter the member number and the letter ID printed on your capital credit letter, then return your signed letter.',
  },
  {
    ...from(capitalCreditLetterMessages, (m) => m.letterIdHelpText[0]),
    text: 'The Letter ID is printed at the top right of the capital credit letter we mailed you, beside your member number.',
  },
  {
    ...from(delinquentHistoryMessages, (m) => m.viewerTitle('11/14/2026')),
    text: 'Delinquent Notice 11/14/2026',
  },
  {
    ...from(delinquentHistoryMessages, (m) => m.viewPdfOf('11/14/2026')),
    text: 'Delinquent notice of 11/14/2026',
  },
  { ...from(depositsMessages, 'loading'), text: 'Loading deposits…' },
  { ...from(depositsMessages, 'columns.description'), text: 'Deposit' },
  { ...from(depositsMessages, 'columns.depositDate'), text: 'Date Paid' },
  { ...from(depositsMessages, 'columns.interestPaid'), text: 'Interest Paid' },
  { ...from(depositsMessages, 'columns.refundDate'), text: 'Refunded or Applied' },
  { ...from(depositsMessages, 'statuses.Applied'), text: 'Applied to bill' },
  { ...from(depositsMessages, 'exportFileName'), text: 'deposits' },
  { ...from(draftPaymentsMessages, (m) => m.form.dayWindow(5, 20)), text: 'Choose a day from 5 to 20.' },
  {
    ...from(manageContactsMessages, 'intro'),
    text: 'Alerts are sent only to the email addresses and mobile numbers below, once each is confirmed with a code. Choose which alerts each one gets in Manage Notifications.',
  },
  { ...from(manageContactsMessages, 'emailsHeading'), text: 'Email addresses' },
  { ...from(manageContactsMessages, 'mobilesHeading'), text: 'Mobile numbers' },
  { ...from(manageContactsMessages, 'noEmails'), text: 'No email address yet.' },
  {
    ...from(manageContactsMessages, (m) => m.codeResent('(555) 010-7788')),
    text: 'A new code was sent to (555) 010-7788.',
  },
  {
    ...from(manageContactsMessages, (m) => m.contactRemoved('a@example.com')),
    text: 'a@example.com was removed. It no longer receives alerts.',
  },
  {
    ...from(manageContactsMessages, (m) => m.removeQuestion('a@example.com')),
    text: 'Remove a@example.com? Every alert it receives, for every account, stops.',
  },
  {
    ...from(manageContactsMessages, (m) => m.enterCodeFor('a@example.com')),
    text: 'Enter code for a@example.com',
  },
  { ...from(manageContactsMessages, (m) => m.removeContact('a@example.com')), text: 'Remove a@example.com' },
  {
    ...from(manageNotificationsMessages, 'intro'),
    text: 'Choose which alerts each of your confirmed contacts receives for this account. Every alert names the account number and service address, and turning one alert off leaves the others as they are.',
  },
  {
    ...from(manageNotificationsMessages, (m) => m.contactBox('Outage', '(555) 010-7788')),
    text: 'Outage to (555) 010-7788',
  },
  { ...from(meterReadingMessages, 'form.readingHint'), text: 'Whole numbers only, as the meter shows them.' },
  { ...from(meterReadingMessages, 'errors.meterRequired'), text: 'Select a meter.' },
  { ...from(meterReadingMessages, 'errors.dateRequired'), text: 'Enter the day you read the meter.' },
  {
    ...from(meterReadingMessages, (m) => m.errors.dateBeforeLast('10/25/2026')),
    text: 'The reading date cannot be before the last reading, on 10/25/2026.',
  },
  { ...from(meterReadingMessages, 'errors.readingRequired'), text: 'Enter the reading.' },
  {
    ...from(meterReadingMessages, 'errors.readingNotWhole'),
    text: 'Enter the reading in whole numbers, as the meter shows it.',
  },
  {
    ...from(meterReadingMessages, (m) => m.errors.readingTooLow('482,950', '10/25/2026')),
    text: 'The reading cannot be lower than the last reading of 482,950 on 10/25/2026.',
  },
  {
    ...from(meterReadingMessages, (m) => m.submitted('483,600', '11/24/2026')),
    text: 'Thank you. Your reading of 483,600 on 11/24/2026 was received.',
  },
  {
    ...from(meterReadingMessages, (m) => m.lastReading('482,950', '10/25/2026')),
    text: 'Last reading: 482,950 on 10/25/2026',
  },
  { ...from(myProfileMessages, 'mfa.useAnApp'), text: 'Use an App' },
  {
    ...from(myProfileMessages, 'errors.securityAnswerTooLong'),
    text: 'The security answer is at most 100 characters.',
  },
  { ...from(myProfileMessages, 'saved'), text: 'Your profile has been updated.' },
  { ...from(myProfileMessages, 'mfa.codeInvalid'), text: 'The code is 6 digits.' },
  { ...from(myProfileMessages, 'paperless.selectAll.otherPaperless'), text: 'Select all Other Paperless' },
  {
    ...from(operationRoundupMessages, 'expirationErrors.invalid'),
    text: 'Enter a valid expiration date as mm/dd/yyyy.',
  },
  {
    ...from(operationRoundupMessages, 'expirationErrors.tooLate'),
    text: 'The expiration date must be on or before 12/31/2121.',
  },
  { ...from(operationRoundupMessages, 'columns.amount'), text: 'RoundUp Amount' },
  { ...from(outageMessages, 'tabs.label'), text: 'Outage information' },
  {
    ...from(outageMessages, (m) => m.status.restorationTime('07/04/2026 15:30')),
    text: 'is 07/04/2026 15:30.',
  },
  { ...from(outageMessages, 'report.loading'), text: 'Loading the outage report form…' },
  { ...from(outageMessages, 'report.phoneHint'), text: 'Example: (987) 456-1230' },
  { ...from(outageMessages, 'history.loading'), text: 'Loading the outage history…' },
  { ...from(paymentHistoryMessages, 'loading'), text: 'Loading the billing and payment history' },
  { ...from(paymentHistoryMessages, 'caption'), text: 'Billing & Payment History' },
  { ...from(paymentHistoryMessages, 'empty'), text: 'No payments or bills yet.' },
  { ...from(paymentHistoryMessages, 'columns.actions'), text: 'Actions' },
  { ...from(paymentHistoryMessages, 'filters.all'), text: 'Payments and bills' },
  { ...from(paymentHistoryMessages, 'exportFileName'), text: 'account-history' },
  { ...from(paymentProfileMessages, (m) => m.expired('01/2025')), text: 'Expired 01/2025' },
  { ...from(nicknameMessages, 'invalid'), text: "A nickname may use letters, digits, spaces and . , ' & -" },
  { ...from(portalMessages, 'footer.socialNetworks.pinterest'), text: 'Pinterest' },
  { ...from(portalMessages, 'menu.delinquents'), text: 'Delinquents' },
  { ...from(portalMessages, 'menu.contact'), text: 'Contact' },
  { ...from(portalMessages, 'menu.accountServices'), text: 'Account Services' },
  {
    ...from(quickPayMessages, (m) => m.amount.minimumPayment(225, 'cutoffReconnectDeposit')),
    text: 'At this time, you are required to pay a minimum payment amount of $225.00 which includes cutoff amount, reconnect fee and additional deposit.',
  },
  {
    ...from(quickPayMessages, (m) => m.amount.minimumPayment(185, 'reconnectDisconnect')),
    text: 'At this time, you are required to pay a minimum payment amount of $185.00 which includes reconnect and disconnect fees.',
  },
  {
    ...from(quickPayMessages, (m) => m.amount.minimumPayment(175, 'reconnect')),
    text: 'At this time, you are required to pay a minimum payment amount of $175.00 which includes reconnect fee.',
  },
  {
    ...from(quickPayMessages, (m) => m.amount.minimumPayment(1500, 'amountOnly')),
    text: 'At this time, you are required to pay a minimum payment amount of $1,500.00.',
  },
  // The last payment of the payment settings, its date formatted as the Quick Pay dialog formats it.
  {
    ...from(quickPayMessages, (m) => m.recentPayment(75, formatDate('2026-11-19') ?? '')),
    text: 'You have made a recent payment of $75.00 on 11/19/2026. Would you like to proceed with another payment?',
  },
  {
    ...from(registrationMessages, (m) => m.hints.codeSent('a.c***@example.com')),
    text: 'We sent a 6-digit verification code to a.c***@example.com. The code is valid for 2 hours.',
  },
  {
    ...from(scheduledPaymentsMessages, (m) => m.deleteLabel('$40.00', '04-Dec-2026')),
    text: 'Delete the scheduled payment of $40.00 on 04-Dec-2026',
  },
  { ...from(scheduledPaymentsMessages, 'loading'), text: 'Loading scheduled payments…' },
  { ...from(scheduledPaymentsMessages, 'caption'), text: 'Scheduled payments' },
  { ...from(scheduledPaymentsMessages, 'columns.paymentMethod'), text: 'Payment Method' },
  { ...from(scheduledPaymentsMessages, 'columns.paymentType'), text: 'Payment Type' },
  { ...from(scheduledPaymentsMessages, 'columns.createdDate'), text: 'Created Date' },
  { ...from(scheduledPaymentsMessages, 'columns.actions'), text: 'Actions' },
  { ...from(scheduledPaymentsMessages, 'delete'), text: 'Delete' },
  { ...from(scheduledPaymentsMessages, 'result.failed'), text: 'Your payment could not be scheduled.' },
  {
    ...from(unclaimedCapitalCreditsMessages, 'searchInstructions'),
    text: 'Search by first name, last name or company name. Enter at least one of them to search.',
  },
  { ...from(unclaimedCapitalCreditsMessages, 'columns.cityState'), text: 'City/State' },
  { ...from(unclaimedCapitalCreditsMessages, 'columns.zip'), text: 'Zip' },
  {
    ...from(unclaimedCapitalCreditsMessages, 'claimInstructions'),
    text: 'Tell us how to reach you. Our member services staff will verify your claim and contact you.',
  },
  {
    ...from(unclaimedCapitalCreditsMessages, 'claimSent'),
    text: 'Thank you. Your claim was sent to member services, who will contact you.',
  },
  {
    ...from(unclaimedCapitalCreditsMessages, 'contact.ssnHint'),
    text: 'Optional. It helps us verify your claim.',
  },
  { ...from(unclaimedCapitalCreditsMessages, 'contact.contactPref'), text: 'Contact Preference' },
  { ...from(unclaimedCapitalCreditsMessages, 'contact.address2'), text: 'Address 2' },
  { ...from(unclaimedCapitalCreditsMessages, 'contact.selectState'), text: 'Select a state' },
  { ...from(unclaimedCapitalCreditsMessages, 'contactPreferences.Mail'), text: 'Mail' },
  {
    ...from(unclaimedCapitalCreditsMessages, (m) => m.validation.tooLong(60)),
    text: 'Enter at most 60 characters.',
  },
  { ...from(usageTrackerMessages, 'form.last3Weeks'), text: 'Last 3 weeks' },
  { ...from(usageTrackerMessages, 'form.lastOneMonth'), text: 'Last one month' },
  { ...from(usageTrackerMessages, 'form.last3Months'), text: 'Last 3 months' },
  { ...from(usageTrackerMessages, 'form.last180Days'), text: 'Last 180 days' },
];
