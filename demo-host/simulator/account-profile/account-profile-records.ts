// The Account Profile service's records: each site's profile settings and phone types, and the profiles
// members changed (the others are read from the member accounts service, profile-of.ts).

/** 'ONE': the account a change was sent for; 'ALL': every account of the member. */
export type UpdateIndicator = 'ONE' | 'ALL';

export interface SiteProfiles {
  /**
   * The profile's configuration keys (ALLOW_NAME_UPDATE, ALLOW_ADDRESS_UPDATE, ALLOW_PHONE_UPDATE,
   * ALLOW_PROFILE_DB_UPDATE, DISPLAY_SPOUSE_CONTACT: 'Y' or 'N') and web content keys
   * (ACCOUNTINFOUPDATESUCCESS, PROFILE_REVIEW_PENDING_MESSAGE), as the back office answers them.
   */
  settings: Record<string, string>;
  phoneTypes: PhoneTypeRecord[];
  /** Keyed by account number: the profiles changed since the seed. */
  profiles: Record<string, ProfileRecord>;
}

export interface PhoneTypeRecord {
  eCommunicationId: string;
  description: string;
}

export interface ProfileRecord {
  firstName: string;
  middleName: string;
  lastName: string;
  streetNumber: string;
  streetName: string;
  streetType: string;
  unit: string;
  city: string;
  state: string;
  /** Five or nine digits. */
  zip: string;
  /** How the latest change was made; null before any. */
  updateIndicator: UpdateIndicator | null;
  /** 'N' while a change waits for the cooperative's review (ALLOW_PROFILE_DB_UPDATE off). */
  isVerified: 'Y' | 'N';
  /** At most three. */
  phones: PhoneRecord[];
}

export interface PhoneRecord {
  /** Unique among the account's phones. */
  eCommunicationDetailId: string;
  eCommunicationId: string;
  /** Written (ddd) ddd-dddd. */
  phoneNumber: string;
  extension: string;
}
