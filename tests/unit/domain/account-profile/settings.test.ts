import { describe, expect, it } from 'vitest';
import {
  isSettingOn,
  profileSettingKeys,
  profileSettings,
  shownSpouseName,
} from '../../../../src/domain/account-profile/settings.ts';

describe('the Account Profile settings (spec 02 §6, §7)', () => {
  it('reads the profile keys and the two web content keys', () => {
    expect(profileSettingKeys).toEqual([
      'ALLOW_NAME_UPDATE',
      'ALLOW_ADDRESS_UPDATE',
      'ALLOW_PHONE_UPDATE',
      'ALLOW_PROFILE_DB_UPDATE',
      'DISPLAY_SPOUSE_CONTACT',
      'ACCOUNTINFOUPDATESUCCESS',
      'PROFILE_REVIEW_PENDING_MESSAGE',
    ]);
  });

  it('counts a setting on only when it is Y', () => {
    expect(isSettingOn('Y')).toBe(true);
    expect(isSettingOn(' Y ')).toBe(true);
    for (const value of ['N', 'y', 'Yes', '', null, undefined])
      expect(isSettingOn(value), String(value)).toBe(false);
  });

  it('turns the answered keys into what the screen does', () => {
    expect(
      profileSettings({
        ALLOW_NAME_UPDATE: 'Y',
        ALLOW_ADDRESS_UPDATE: 'N',
        ALLOW_PHONE_UPDATE: 'Y',
        ALLOW_PROFILE_DB_UPDATE: 'N',
        DISPLAY_SPOUSE_CONTACT: 'Y',
        ACCOUNTINFOUPDATESUCCESS: '<p>Updated.</p>',
        PROFILE_REVIEW_PENDING_MESSAGE: ' ',
      }),
    ).toEqual({
      allowNameUpdate: true,
      allowAddressUpdate: false,
      allowPhoneUpdate: true,
      allowProfileDbUpdate: false,
      displaySpouseContact: true,
      updateSuccessMessage: '<p>Updated.</p>',
      reviewPendingMessage: null,
    });
    expect(profileSettings({})).toEqual({
      allowNameUpdate: false,
      allowAddressUpdate: false,
      allowPhoneUpdate: false,
      allowProfileDbUpdate: false,
      displaySpouseContact: false,
      updateSuccessMessage: null,
      reviewPendingMessage: null,
    });
  });

  it('shows the spouse’s name only when DISPLAY_SPOUSE_CONTACT is on and there is one', () => {
    expect(shownSpouseName({ displaySpouseContact: true }, 'Taylor Rivera')).toBe('Taylor Rivera');
    expect(shownSpouseName({ displaySpouseContact: false }, 'Taylor Rivera')).toBeNull();
    expect(shownSpouseName({ displaySpouseContact: true }, null)).toBeNull();
    expect(shownSpouseName({ displaySpouseContact: true }, '  ')).toBeNull();
  });
});
