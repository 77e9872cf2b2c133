import { accountsService } from './accounts/accounts-service.ts';
import { attemptLimitsService } from './attempt-limits/attempt-limits-service.ts';
import { authService } from './auth/auth-service.ts';
import { idempotencyService } from './idempotency/idempotency-service.ts';
import { meterPortalService } from './meter-portal/meter-portal-service.ts';
import { outboxService } from './outbox/outbox-service.ts';
import { passwordResetService } from './password-reset/password-reset-service.ts';
import { paymentsService } from './payments/payments-service.ts';
import { portalService } from './portal/portal-service.ts';
import { quickPayService } from './quick-pay/quick-pay-service.ts';
import { registrationService } from './registration/registration-service.ts';
import { outageService } from './outage/outage-service.ts';
import { usageTrackerService } from './usage-tracker/usage-tracker-service.ts';
import { meterReadingService } from './meter-reading/meter-reading-service.ts';
import { accountProfileService } from './account-profile/account-profile-service.ts';
import { operationRoundupService } from './operation-roundup/operation-roundup-service.ts';
import { averageBillingService } from './average-billing/average-billing-service.ts';
import { myProfileService } from './my-profile/my-profile-service.ts';
import { manageContactsService } from './manage-contacts/manage-contacts-service.ts';
import { manageNotificationsService } from './manage-notifications/manage-notifications-service.ts';
import { serviceRequestsService } from './service-requests/service-requests-service.ts';
import { delinquentHistoryService } from './delinquent-history/delinquent-history-service.ts';
import { memberInfoDocsService } from './member-info-docs/member-info-docs-service.ts';
import { capitalCreditLetterService } from './capital-credit-letter/capital-credit-letter-service.ts';
import { unclaimedCapitalCreditsService } from './unclaimed-capital-credits/unclaimed-capital-credits-service.ts';
import { applyForServiceService } from './apply-for-service/apply-for-service-service.ts';
import { draftPaymentsService } from './draft-payments/draft-payments-service.ts';
import { scheduledPaymentsService } from './scheduled-payments/scheduled-payments-service.ts';
import { depositsService } from './deposits/deposits-service.ts';
import { paymentProfileService } from './payment-profile/payment-profile-service.ts';
import { autoPayService } from './auto-pay/auto-pay-service.ts';
import { payAccountsService } from './pay-accounts/pay-accounts-service.ts';

/**
 * Every service of the simulated back office. Each keeps its own slice of the state (under its name,
 * with its own version), seeds it and mounts its routes; the state's type follows from this list. A
 * service added here gets its slice seeded in a saved state without disturbing the others.
 */
export const simulatorServices = [
  portalService,
  accountsService,
  authService,
  passwordResetService,
  registrationService,
  quickPayService,
  paymentsService,
  meterPortalService,
  outboxService,
  idempotencyService,
  outageService,
  usageTrackerService,
  meterReadingService,
  accountProfileService,
  operationRoundupService,
  averageBillingService,
  myProfileService,
  manageContactsService,
  manageNotificationsService,
  serviceRequestsService,
  delinquentHistoryService,
  memberInfoDocsService,
  capitalCreditLetterService,
  unclaimedCapitalCreditsService,
  applyForServiceService,
  draftPaymentsService,
  scheduledPaymentsService,
  depositsService,
  paymentProfileService,
  autoPayService,
  payAccountsService,
  attemptLimitsService,
  // npm run new-screen adds services above this line
] as const;
