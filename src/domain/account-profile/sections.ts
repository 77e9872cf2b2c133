import type { ProfileSettings } from './settings.ts';

/** The sections of the Account Profile, in the order they show (spec 02 §2.2). */
export const profileSections = ['name', 'address', 'phones'] as const;

export type ProfileSection = (typeof profileSections)[number];

const sectionSetting: Record<ProfileSection, keyof ProfileSettings> = {
  name: 'allowNameUpdate',
  address: 'allowAddressUpdate',
  phones: 'allowPhoneUpdate',
};

/** A section can be edited only when its setting is Y (spec 02 §6); otherwise it is disabled. */
export function isSectionEnabled(settings: ProfileSettings, section: ProfileSection): boolean {
  return settings[sectionSetting[section]] === true;
}

/** What a section offers while `editing` is the section being edited (null: none). */
export interface SectionState {
  /** The section is enabled by its setting. */
  readonly enabled: boolean;
  /** This section is the one being edited: its form shows. */
  readonly editing: boolean;
  /** Its Edit action can be used: enabled, and no section is being edited (one at a time, spec 02 §4). */
  readonly canStartEditing: boolean;
}

export function sectionState(
  settings: ProfileSettings,
  section: ProfileSection,
  editing: ProfileSection | null,
): SectionState {
  const enabled = isSectionEnabled(settings, section);
  return {
    enabled,
    editing: enabled && editing === section,
    canStartEditing: enabled && editing === null,
  };
}
