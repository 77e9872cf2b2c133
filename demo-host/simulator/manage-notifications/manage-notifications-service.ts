import { onSimulatorEvent } from '../alerts/events.ts';
import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { deliverAlerts } from './alert-delivery.ts';
import type { AlertSites } from './alert-records.ts';

export interface ManageNotificationsState {
  sites: AlertSites;
}

/**
 * Jordan Rivera's 300100200 sends bill-ready alerts and payment-due reminders (3 days before) to the
 * sign-in email; nothing else is subscribed.
 */
function seedAlerts(applicationId: string): AlertSites[string] {
  if (applicationId !== riverbendApplicationId) return {};
  return {
    '1001': {
      '300100200': [
        {
          alertType: 'BILL_READY',
          contactIds: ['c1'],
          daysBefore: null,
          usageThreshold: null,
          projectedAmount: null,
        },
        {
          alertType: 'PAYMENT_DUE',
          contactIds: ['c1'],
          daysBefore: 3,
          usageThreshold: null,
          projectedAmount: null,
        },
      ],
    },
  };
}

// The alerts are delivered as the events happen, whichever store they happen in.
onSimulatorEvent(deliverAlerts);

/**
 * Manage Notifications: per member, per account, per alert type, the contacts that receive it; the
 * alerts delivered to the demo outbox as events happen; the controls that make them happen.
 */
export const manageNotificationsService: SimulatorService<'manageNotifications', ManageNotificationsState> = {
  name: 'manageNotifications',
  version: 2,
  seed: () => ({ sites: perSite(seedAlerts) }),
};
