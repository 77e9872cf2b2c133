import type { SimulatorStore } from '../store.ts';

// What happens in the simulated back office that members may be alerted about. The services where it
// happens emit it (one line each); the notifications service subscribes and delivers the alerts.

export type SimulatorEvent =
  | {
      kind: 'outage-started' | 'outage-estimate-changed';
      applicationId: string;
      locationId: string;
      /** ISO date-time; null while it is not known. */
      estimatedTimeOfRestoration: string | null;
    }
  | { kind: 'outage-restored'; applicationId: string; locationId: string }
  | {
      kind: 'bill-issued';
      applicationId: string;
      accountNumber: string;
      amount: number;
      dueDate: string | null;
    }
  | {
      kind: 'payment-received';
      applicationId: string;
      accountNumber: string;
      amount: number;
      /** 'yyyy-mm-dd'. */
      paymentDate: string;
      confirmationNumber: string;
    }
  | { kind: 'usage-read'; applicationId: string; accountNumber: string; date: string; kWh: number }
  | { kind: 'payment-due'; applicationId: string; accountNumber: string; amount: number; dueDate: string }
  | {
      kind: 'draft-upcoming';
      applicationId: string;
      accountNumber: string;
      amount: number;
      draftDate: string;
    }
  | { kind: 'bill-projected'; applicationId: string; accountNumber: string; projected: number };

export type SimulatorEventListener = (store: SimulatorStore, event: SimulatorEvent) => void;

const listeners = new Set<SimulatorEventListener>();

/** Subscribes to every event; returns the unsubscribe. */
export function onSimulatorEvent(listener: SimulatorEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every subscriber what happened, in the order they subscribed. */
export function emitSimulatorEvent(store: SimulatorStore, event: SimulatorEvent): void {
  for (const listener of listeners) listener(store, event);
}
