import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import { type ContactSites, confirmedContact, signInContact } from './contact-records.ts';

export interface ManageContactsState {
  sites: ContactSites;
}

/**
 * Jordan Rivera (Riverbend, member 1001) has the sign-in email and a confirmed mobile number, the
 * cell phone on file. Every other member starts with the sign-in email alone, when first read.
 */
function seedContacts(applicationId: string): ContactSites[string] {
  if (applicationId !== riverbendApplicationId) return {};
  return {
    '1001': {
      contacts: [
        signInContact('c1', 'jordan.rivera@example.com'),
        confirmedContact('c2', 'mobile', '(555) 010-4821'),
      ],
      nextId: 3,
    },
  };
}

/** Manage Contacts: each member's email addresses and mobile numbers, confirmed with a 6-digit code. */
export const manageContactsService: SimulatorService<'manageContacts', ManageContactsState> = {
  name: 'manageContacts',
  version: 2,
  seed: () => ({ sites: perSite(seedContacts) }),
};
