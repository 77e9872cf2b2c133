import type { SimulatorService } from '../service.ts';
import { perSite, riverbendApplicationId } from '../sites.ts';

export interface MyProfileState {
  /** Keyed by ApplicationId. */
  sites: Record<string, MyProfileSite>;
  /** Authenticator setups waiting for their first code, keyed by `encryptedValidator`. */
  mfaSetups: Record<string, MfaSetupRecord>;
}

export interface MyProfileSite {
  /** The cooperative's profile configuration keys (spec 02 §7). */
  options: {
    paperlessMemberLevel: boolean;
    paperlessAccountLevel: boolean;
    annualMeetingKit: boolean;
    marketingSignUp: boolean;
    operationRoundup: boolean;
    mfa: boolean;
  };
  /** The configurable text of a saved change. */
  successMessage: string;
  /** Keyed by member number; a member without a record has every preference off. */
  members: Record<string, MemberPreferencesRecord>;
}

export interface MemberPreferencesRecord {
  paymentEmailReceived: boolean;
  serviceOrderEmailReceived: boolean;
  phoneNumberMask: boolean;
  electronicKit: boolean;
  /** Keyed by account number; an account without a record has every box off. */
  accounts: Record<string, PaperlessAccountRecord>;
}

export interface PaperlessAccountRecord {
  emailBillNotice: boolean;
  paperlessBill: boolean;
  otherPaperless: boolean;
}

export interface MfaSetupRecord {
  applicationId: string;
  memberNumber: string;
  loginKey: string;
  /** Base32. */
  secret: string;
  /** ISO timestamp. */
  expiresAt: string;
}

/** An empty record: every preference off. */
export function emptyPreferences(): MemberPreferencesRecord {
  return {
    paymentEmailReceived: false,
    serviceOrderEmailReceived: false,
    phoneNumberMask: false,
    electronicKit: false,
    accounts: {},
  };
}

/**
 * demo-data.md: Jordan Rivera (1001) has paperless off. His stored payment methods are the wallet's
 * (simulator/payment-profile). The email preferences are ours.
 */
function seedSite(applicationId: string): MyProfileSite {
  const riverbend = applicationId === riverbendApplicationId;
  return {
    options: {
      paperlessMemberLevel: true,
      paperlessAccountLevel: true,
      annualMeetingKit: riverbend,
      marketingSignUp: riverbend,
      operationRoundup: riverbend,
      mfa: true,
    },
    successMessage: 'Your profile has been updated successfully.',
    members: riverbend
      ? {
          '1001': {
            ...emptyPreferences(),
            paymentEmailReceived: true,
            serviceOrderEmailReceived: true,
          },
        }
      : {},
  };
}

/** My Profile: the member's login, preferences, paperless choices and authenticator. */
export const myProfileService: SimulatorService<'myProfile', MyProfileState> = {
  name: 'myProfile',
  version: 3,
  seed: () => ({ sites: perSite(seedSite), mfaSetups: {} }),
};
