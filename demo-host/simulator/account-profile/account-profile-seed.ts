import { riverbendApplicationId } from '../sites.ts';
import type { PhoneTypeRecord, SiteProfiles } from './account-profile-records.ts';

// Riverbend lets members change their name, address and phones at once and shows the spouse's name;
// Prairie Wind keeps names to the office and reviews every change first (the review-pending notice).

const phoneTypes: PhoneTypeRecord[] = [
  { eCommunicationId: '1', description: 'Home' },
  { eCommunicationId: '2', description: 'Cell' },
  { eCommunicationId: '3', description: 'Work' },
];

export function seedSiteProfiles(applicationId: string): SiteProfiles {
  const riverbend = applicationId === riverbendApplicationId;
  return {
    settings: {
      ALLOW_NAME_UPDATE: riverbend ? 'Y' : 'N',
      ALLOW_ADDRESS_UPDATE: 'Y',
      ALLOW_PHONE_UPDATE: 'Y',
      ALLOW_PROFILE_DB_UPDATE: riverbend ? 'Y' : 'N',
      DISPLAY_SPOUSE_CONTACT: riverbend ? 'Y' : 'N',
      ACCOUNTINFOUPDATESUCCESS: 'Your account information has been updated successfully.',
      PROFILE_REVIEW_PENDING_MESSAGE: riverbend
        ? 'Thank you. Your changes will appear on your account once Member Services has reviewed them.'
        : 'Thank you. Prairie Wind reviews every change to a member profile: your changes will appear once approved, usually within two business days.',
    },
    phoneTypes: phoneTypes.map((type) => ({ ...type })),
    profiles: {},
  };
}
