/** A phone type the back office offers (spec 02 §3 Profile, phoneTypes). */
export interface PhoneType {
  readonly eCommunicationId: string;
  readonly description: string;
}

/** A phone of the profile (spec 02 §3 Profile, contactPhones). */
export interface ContactPhone {
  /** The phone's own id: the back office changes or deletes the phone by it. */
  readonly eCommunicationDetailId: string;
  /** Its type (one of `phoneTypes`). */
  readonly eCommunicationId: string;
  readonly eCommunicationDescription?: string | null;
  /** Written (ddd) ddd-dddd. */
  readonly phoneNumber: string;
  readonly extension?: string | null;
  readonly isDelete?: boolean | null;
}

/** 'ONE': the change is made on the account shown; 'ALL': on every account of the member. */
export type UpdateIndicator = 'ONE' | 'ALL';

/** The profile of one of the member's accounts (spec 02 §3 Profile). */
export interface Profile {
  readonly memberNumber: string;
  readonly accountNumber: string;
  readonly firstName?: string | null;
  readonly middleName?: string | null;
  readonly lastName?: string | null;
  readonly streetNumber?: string | null;
  readonly streetName?: string | null;
  readonly streetType?: string | null;
  readonly unit?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  /** Five or nine digits, without a hyphen. */
  readonly zip?: string | null;
  readonly updateIndicator?: string | null;
  /** 'N' while a change waits for the cooperative's review. */
  readonly isVerified?: string | null;
  /** How many accounts the member has. */
  readonly count: number;
  readonly phoneTypes: readonly PhoneType[];
  readonly contactPhones: readonly ContactPhone[];
}

/** A phone as a change sends it: a new one has no detail id; a deleted one says so. */
export interface ContactPhoneChange {
  readonly eCommunicationDetailId: string | null;
  readonly eCommunicationId: string;
  readonly phoneNumber: string;
  readonly extension: string;
  readonly isDelete: boolean;
}

/** The name fields of a change (spec 02 §3 Profile). */
export interface NameChange {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
}

/** The address fields of a change; `zip` without its hyphen. */
export interface AddressChange {
  readonly streetNumber: string;
  readonly streetName: string;
  readonly streetType: string;
  readonly unit: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** The phones of a change: only those spec 02 §5 sends. */
export interface PhonesChange {
  readonly contactPhones: readonly ContactPhoneChange[];
}

/** One section's change, with the accounts it goes to (spec 02 §3 Update profile). */
export type ProfileChange = (NameChange | AddressChange | PhonesChange) & {
  readonly updateIndicator: UpdateIndicator;
};
