import { describe, expect, it } from 'vitest';
import {
  isSectionEnabled,
  profileSections,
  sectionState,
} from '../../../../src/domain/account-profile/sections.ts';
import { profileSettings } from '../../../../src/domain/account-profile/settings.ts';

const allOn = profileSettings({ ALLOW_NAME_UPDATE: 'Y', ALLOW_ADDRESS_UPDATE: 'Y', ALLOW_PHONE_UPDATE: 'Y' });

describe('the sections and their settings (spec 02 §2.2, §4, §6)', () => {
  it('shows Name, Address and Phones, in that order', () => {
    expect(profileSections).toEqual(['name', 'address', 'phones']);
  });

  it('enables each section by its own setting', () => {
    const nameOff = profileSettings({
      ALLOW_NAME_UPDATE: 'N',
      ALLOW_ADDRESS_UPDATE: 'Y',
      ALLOW_PHONE_UPDATE: 'Y',
    });
    expect(profileSections.map((section) => isSectionEnabled(nameOff, section))).toEqual([false, true, true]);
    const addressOff = profileSettings({ ALLOW_NAME_UPDATE: 'Y', ALLOW_PHONE_UPDATE: 'Y' });
    expect(profileSections.map((section) => isSectionEnabled(addressOff, section))).toEqual([
      true,
      false,
      true,
    ]);
    const phonesOff = profileSettings({
      ALLOW_NAME_UPDATE: 'Y',
      ALLOW_ADDRESS_UPDATE: 'Y',
      ALLOW_PHONE_UPDATE: '',
    });
    expect(profileSections.map((section) => isSectionEnabled(phonesOff, section))).toEqual([
      true,
      true,
      false,
    ]);
    expect(profileSections.map((section) => isSectionEnabled(allOn, section))).toEqual([true, true, true]);
  });

  it('edits one section at a time: while one is edited, the others cannot start', () => {
    expect(sectionState(allOn, 'name', null)).toEqual({
      enabled: true,
      editing: false,
      canStartEditing: true,
    });
    expect(sectionState(allOn, 'address', 'address')).toEqual({
      enabled: true,
      editing: true,
      canStartEditing: false,
    });
    expect(sectionState(allOn, 'name', 'address')).toEqual({
      enabled: true,
      editing: false,
      canStartEditing: false,
    });
  });

  it('never edits a disabled section', () => {
    const phonesOff = profileSettings({ ALLOW_NAME_UPDATE: 'Y', ALLOW_ADDRESS_UPDATE: 'Y' });
    expect(sectionState(phonesOff, 'phones', null)).toEqual({
      enabled: false,
      editing: false,
      canStartEditing: false,
    });
    expect(sectionState(phonesOff, 'phones', 'phones').editing).toBe(false);
  });
});
