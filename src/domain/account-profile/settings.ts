/** The configuration keys and web content keys the Account Profile reads (spec 02 §6, §7). */
export const profileSettingKeys = [
  'ALLOW_NAME_UPDATE',
  'ALLOW_ADDRESS_UPDATE',
  'ALLOW_PHONE_UPDATE',
  'ALLOW_PROFILE_DB_UPDATE',
  'DISPLAY_SPOUSE_CONTACT',
  'ACCOUNTINFOUPDATESUCCESS',
  'PROFILE_REVIEW_PENDING_MESSAGE',
] as const;

export type ProfileSettingKey = (typeof profileSettingKeys)[number];

/** The keys as the back office answers them: a value per key, missing or null when not set. */
export type ProfileSettingValues = Readonly<Partial<Record<ProfileSettingKey, string | null>>>;

/** What the Account Profile does, by its site's settings. */
export interface ProfileSettings {
  /** ALLOW_NAME_UPDATE is Y: the Name section can be edited. */
  readonly allowNameUpdate: boolean;
  /** ALLOW_ADDRESS_UPDATE is Y: the Address section can be edited. */
  readonly allowAddressUpdate: boolean;
  /** ALLOW_PHONE_UPDATE is Y: the Phones section can be edited. */
  readonly allowPhoneUpdate: boolean;
  /** ALLOW_PROFILE_DB_UPDATE is Y: a change is made at once; otherwise it waits for review. */
  readonly allowProfileDbUpdate: boolean;
  /** DISPLAY_SPOUSE_CONTACT is Y: the spouse's name shows with the member's. */
  readonly displaySpouseContact: boolean;
  /** ACCOUNTINFOUPDATESUCCESS: the web content (HTML) shown after a change was made; null when empty. */
  readonly updateSuccessMessage: string | null;
  /** PROFILE_REVIEW_PENDING_MESSAGE: the web content (HTML) shown while a change waits; null when empty. */
  readonly reviewPendingMessage: string | null;
}

/** A setting is on only when it is Y (spec 02 §6); N, empty, missing or anything else is off. */
export function isSettingOn(value: string | null | undefined): boolean {
  return value?.trim() === 'Y';
}

function content(value: string | null | undefined): string | null {
  return value && value.trim() !== '' ? value : null;
}

/** The settings of the keys the back office answered. */
export function profileSettings(values: ProfileSettingValues): ProfileSettings {
  return {
    allowNameUpdate: isSettingOn(values.ALLOW_NAME_UPDATE),
    allowAddressUpdate: isSettingOn(values.ALLOW_ADDRESS_UPDATE),
    allowPhoneUpdate: isSettingOn(values.ALLOW_PHONE_UPDATE),
    allowProfileDbUpdate: isSettingOn(values.ALLOW_PROFILE_DB_UPDATE),
    displaySpouseContact: isSettingOn(values.DISPLAY_SPOUSE_CONTACT),
    updateSuccessMessage: content(values.ACCOUNTINFOUPDATESUCCESS),
    reviewPendingMessage: content(values.PROFILE_REVIEW_PENDING_MESSAGE),
  };
}

/** The spouse's name beside the member's: only when DISPLAY_SPOUSE_CONTACT is on and there is one. */
export function shownSpouseName(
  settings: Pick<ProfileSettings, 'displaySpouseContact'>,
  spouseName: string | null | undefined,
): string | null {
  const name = spouseName?.trim() ?? '';
  return settings.displaySpouseContact && name !== '' ? name : null;
}
