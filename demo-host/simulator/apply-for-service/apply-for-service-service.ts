import type { SimulatorService } from '../service.ts';
import { perSite } from '../sites.ts';

export interface ApplyForServiceState {
  /** Keyed by ApplicationId: the start, stop and move requests received, oldest first. */
  sites: Record<string, ServiceApplicationRecord[]>;
}

/** A request as the back office keeps it: never the SSN's digits, only how identity was checked. */
export interface ServiceApplicationRecord {
  confirmationNumber: string;
  requestType: 'start' | 'stop' | 'move';
  accountType: string;
  firstName: string;
  lastName: string;
  serviceAddress: { address1: string; address2: string; city: string; state: string; zip: string };
  previousAddress: string;
  /** yyyy-MM-dd. */
  requestedDate: string;
  phone: string;
  email: string;
  identityMethod: 'ssn' | 'deposit';
  comments: string;
  /** ISO timestamp. */
  receivedAt: string;
}

/** Applying for service (spec 01 §2.6's tile): a public call, no request received yet. */
export const applyForServiceService: SimulatorService<'applyForService', ApplyForServiceState> = {
  name: 'applyForService',
  version: 2,
  seed: () => ({ sites: perSite(() => []) }),
};
