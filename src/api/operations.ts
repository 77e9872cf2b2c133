import { accountOverviewOperations } from './account-overview.ts';
import { accountProfileOperations } from './account-profile.ts';
import { accountsOperations } from './accounts.ts';
import { applyForServiceOperations } from './apply-for-service.ts';
import { authOperations } from './auth.ts';
import { autoPayOperations } from './auto-pay.ts';
import { averageBillingOperations } from './average-billing.ts';
import { capitalCreditLetterOperations } from './capital-credit-letter.ts';
import { delinquentHistoryOperations } from './delinquent-history.ts';
import { depositsOperations } from './deposits.ts';
import { draftPaymentsOperations } from './draft-payments.ts';
import { manageContactsOperations } from './manage-contacts.ts';
import { manageNotificationsOperations } from './manage-notifications.ts';
import { memberInfoDocsOperations } from './member-info-docs.ts';
import { meterReadingOperations } from './meter-reading.ts';
import { myProfileOperations } from './my-profile.ts';
import type { Operation } from './operation.ts';
import { operationRoundupOperations } from './operation-roundup.ts';
import { outageOperations } from './outage.ts';
import { payAccountsOperations } from './pay-accounts.ts';
import { paymentProfileOperations } from './payment-profile.ts';
import { paymentsOperations } from './payments.ts';
import { quickPayOperations } from './quick-pay.ts';
import { registrationOperations } from './registration.ts';
import { scheduledPaymentsOperations } from './scheduled-payments.ts';
import { serviceRequestsOperations } from './service-requests.ts';
import { siteConfigurationOperations } from './site-configuration.ts';
import { unclaimedCapitalCreditsOperations } from './unclaimed-capital-credits.ts';
import { usageTrackerOperations } from './usage-tracker.ts';

/**
 * Every call the elements make, by service: what the OpenAPI document is built from
 * (build/openapi/). Not imported by any element: each element's code imports only its own services.
 */
export const everyOperation: readonly Operation<string, unknown, unknown, never>[] = [
  quickPayOperations,
  paymentsOperations,
  authOperations,
  registrationOperations,
  accountsOperations,
  accountOverviewOperations,
  siteConfigurationOperations,
  outageOperations,
  usageTrackerOperations,
  meterReadingOperations,
  accountProfileOperations,
  operationRoundupOperations,
  averageBillingOperations,
  myProfileOperations,
  manageContactsOperations,
  manageNotificationsOperations,
  serviceRequestsOperations,
  delinquentHistoryOperations,
  memberInfoDocsOperations,
  capitalCreditLetterOperations,
  unclaimedCapitalCreditsOperations,
  applyForServiceOperations,
  draftPaymentsOperations,
  scheduledPaymentsOperations,
  depositsOperations,
  paymentProfileOperations,
  autoPayOperations,
  payAccountsOperations,
  // npm run new-screen adds operations above this line
].flatMap((group) => Object.values(group) as Operation<string, unknown, unknown, never>[]);
