import type { OutboxChannel } from '../outbox/outbox-service.ts';
import { siteEntry } from '../records.ts';
import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';
import type { SimulatorState } from '../state.ts';

export interface RegistrationState {
  /** Keyed by ApplicationId. */
  sites: Record<string, SiteRegistrationSettings>;
  /** Verification codes, keyed by `applicationId|accountNumber`: one live code per account. */
  codes: Record<string, RegistrationCodeRecord>;
}

export interface SiteRegistrationSettings {
  /** Whether verification codes may go by text message. */
  isSmsEnabled: boolean;
  securityQuestions: SecurityQuestion[];
}

export interface SecurityQuestion {
  id: number;
  description: string;
  visible: boolean;
}

export interface RegistrationCodeRecord {
  applicationId: string;
  accountNumber: string;
  memberNumber: string;
  code: string;
  /** What the member chose: a contact option's id, or the email or phone they typed. */
  validatorResource: string;
  channel: OutboxChannel;
  /** The real address or phone number the code went to. */
  destination: string;
  /** ISO timestamps. */
  expiresAt: string;
  verifiedAt: string | null;
  /** Wrong codes so far: the code is void after too many. */
  failedAttempts: number;
}

/** Portal registration: the contact options, the verification code, then the new login. */
export const registrationService: SimulatorService<'registration', RegistrationState> = {
  name: 'registration',
  version: 1,
  seed: () => ({
    sites: perSite((applicationId) => ({
      isSmsEnabled: applicationId === riverbendApplicationId,
      securityQuestions: securityQuestions(),
    })),
    codes: {},
  }),
};

/** The security questions registration offers; a question that is not visible is no longer offered. */
export function securityQuestions(): SecurityQuestion[] {
  return [
    { id: 1, description: 'What was the name of your first pet?', visible: true },
    { id: 2, description: 'In what city were you born?', visible: true },
    { id: 3, description: 'What was the make of your first car?', visible: false },
    { id: 4, description: 'What was the name of your elementary school?', visible: true },
    { id: 5, description: 'What is the name of the street you grew up on?', visible: true },
  ];
}

/** One site's security questions, offered or not: a login may keep one no longer offered. */
export function siteSecurityQuestions(state: SimulatorState, applicationId: string): SecurityQuestion[] {
  return siteEntry(state.registration.sites, applicationId, 'registration').securityQuestions;
}
