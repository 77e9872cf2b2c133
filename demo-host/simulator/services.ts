import type { ServiceMounts, SimulatorService } from './service.ts';
import { accountsService } from './accounts/accounts-service.ts';
import { accountsMounts } from './accounts/accounts-routes.ts';
import { attemptLimitsService } from './attempt-limits/attempt-limits-service.ts';
import { authService } from './auth/auth-service.ts';
import { authMounts } from './auth/auth-routes.ts';
import { idempotencyService } from './idempotency/idempotency-service.ts';
import { meterPortalService } from './meter-portal/meter-portal-service.ts';
import { meterPortalMounts } from './meter-portal/meter-portal-routes.ts';
import { outboxService } from './outbox/outbox-service.ts';
import { outboxMounts } from './outbox/outbox-routes.ts';
import { passwordResetService } from './password-reset/password-reset-service.ts';
import { passwordResetMounts } from './password-reset/password-reset-routes.ts';
import { paymentsService } from './payments/payments-service.ts';
import { paymentsMounts } from './payments/payments-routes.ts';
import { portalService } from './portal/portal-service.ts';
import { portalMounts } from './portal/portal-routes.ts';
import { quickPayService } from './quick-pay/quick-pay-service.ts';
import { quickPayMounts } from './quick-pay/quick-pay-routes.ts';
import { registrationService } from './registration/registration-service.ts';
import { registrationMounts } from './registration/registration-routes.ts';
import { outageService } from './outage/outage-service.ts';
import { outageMounts } from './outage/outage-routes.ts';
import { usageTrackerService } from './usage-tracker/usage-tracker-service.ts';
import { usageTrackerMounts } from './usage-tracker/usage-tracker-routes.ts';
import { meterReadingService } from './meter-reading/meter-reading-service.ts';
import { meterReadingMounts } from './meter-reading/meter-reading-routes.ts';
import { accountProfileService } from './account-profile/account-profile-service.ts';
import { accountProfileMounts } from './account-profile/account-profile-routes.ts';
import { operationRoundupService } from './operation-roundup/operation-roundup-service.ts';
import { operationRoundupMounts } from './operation-roundup/operation-roundup-routes.ts';
import { averageBillingService } from './average-billing/average-billing-service.ts';
import { averageBillingMounts } from './average-billing/average-billing-routes.ts';
import { myProfileService } from './my-profile/my-profile-service.ts';
import { myProfileMounts } from './my-profile/my-profile-routes.ts';
import { manageContactsService } from './manage-contacts/manage-contacts-service.ts';
import { manageContactsMounts } from './manage-contacts/manage-contacts-routes.ts';
import { manageNotificationsService } from './manage-notifications/manage-notifications-service.ts';
import { manageNotificationsMounts } from './manage-notifications/manage-notifications-routes.ts';
import { serviceRequestsService } from './service-requests/service-requests-service.ts';
import { serviceRequestsMounts } from './service-requests/service-requests-routes.ts';
import { delinquentHistoryService } from './delinquent-history/delinquent-history-service.ts';
import { delinquentHistoryMounts } from './delinquent-history/delinquent-history-routes.ts';
import { memberInfoDocsService } from './member-info-docs/member-info-docs-service.ts';
import { memberInfoDocsMounts } from './member-info-docs/member-info-docs-routes.ts';
import { capitalCreditLetterService } from './capital-credit-letter/capital-credit-letter-service.ts';
import { capitalCreditLetterMounts } from './capital-credit-letter/capital-credit-letter-routes.ts';
import { unclaimedCapitalCreditsService } from './unclaimed-capital-credits/unclaimed-capital-credits-service.ts';
import { unclaimedCapitalCreditsMounts } from './unclaimed-capital-credits/unclaimed-capital-credits-routes.ts';
import { applyForServiceService } from './apply-for-service/apply-for-service-service.ts';
import { applyForServiceMounts } from './apply-for-service/apply-for-service-routes.ts';
import { draftPaymentsService } from './draft-payments/draft-payments-service.ts';
import { draftPaymentsMounts } from './draft-payments/draft-payments-routes.ts';
import { scheduledPaymentsService } from './scheduled-payments/scheduled-payments-service.ts';
import { scheduledPaymentsMounts } from './scheduled-payments/scheduled-payments-routes.ts';
import { depositsService } from './deposits/deposits-service.ts';
import { depositsMounts } from './deposits/deposits-routes.ts';
import { paymentProfileService } from './payment-profile/payment-profile-service.ts';
import { paymentProfileMounts } from './payment-profile/payment-profile-routes.ts';
import { autoPayService } from './auto-pay/auto-pay-service.ts';
import { autoPayMounts } from './auto-pay/auto-pay-routes.ts';
import { payAccountsService } from './pay-accounts/pay-accounts-service.ts';
import { payAccountsMounts } from './pay-accounts/pay-accounts-routes.ts';

/** A service with the routes its routes module mounts for it. */
function withRoutes<Name extends string, Slice>(
  service: SimulatorService<Name, Slice>,
  routes: ServiceMounts,
): SimulatorService<Name, Slice> {
  return { ...service, routes };
}

/**
 * Every service of the simulated back office. Each keeps its own slice of the state (under its name,
 * with its own version) and seeds it; its routes, from its routes module, are paired with it here. The
 * state's type follows from this list. A service added here gets its slice seeded in a saved state
 * without disturbing the others.
 */
export const simulatorServices = [
  withRoutes(portalService, portalMounts),
  withRoutes(accountsService, accountsMounts),
  withRoutes(authService, authMounts),
  withRoutes(passwordResetService, passwordResetMounts),
  withRoutes(registrationService, registrationMounts),
  withRoutes(quickPayService, quickPayMounts),
  withRoutes(paymentsService, paymentsMounts),
  withRoutes(meterPortalService, meterPortalMounts),
  withRoutes(outboxService, outboxMounts),
  idempotencyService,
  withRoutes(outageService, outageMounts),
  withRoutes(usageTrackerService, usageTrackerMounts),
  withRoutes(meterReadingService, meterReadingMounts),
  withRoutes(accountProfileService, accountProfileMounts),
  withRoutes(operationRoundupService, operationRoundupMounts),
  withRoutes(averageBillingService, averageBillingMounts),
  withRoutes(myProfileService, myProfileMounts),
  withRoutes(manageContactsService, manageContactsMounts),
  withRoutes(manageNotificationsService, manageNotificationsMounts),
  withRoutes(serviceRequestsService, serviceRequestsMounts),
  withRoutes(delinquentHistoryService, delinquentHistoryMounts),
  withRoutes(memberInfoDocsService, memberInfoDocsMounts),
  withRoutes(capitalCreditLetterService, capitalCreditLetterMounts),
  withRoutes(unclaimedCapitalCreditsService, unclaimedCapitalCreditsMounts),
  withRoutes(applyForServiceService, applyForServiceMounts),
  withRoutes(draftPaymentsService, draftPaymentsMounts),
  withRoutes(scheduledPaymentsService, scheduledPaymentsMounts),
  withRoutes(depositsService, depositsMounts),
  withRoutes(paymentProfileService, paymentProfileMounts),
  withRoutes(autoPayService, autoPayMounts),
  withRoutes(payAccountsService, payAccountsMounts),
  attemptLimitsService,
  // npm run new-screen adds services above this line
] as const;
