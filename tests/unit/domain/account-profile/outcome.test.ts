import { describe, expect, it } from 'vitest';
import {
  areNotificationsEnabled,
  asksToManageNotifications,
  asksWhichAccounts,
  defaultUpdateIndicator,
  isReviewPending,
  profileNotice,
} from '../../../../src/domain/account-profile/outcome.ts';
import { profileSettings } from '../../../../src/domain/account-profile/settings.ts';

const direct = profileSettings({
  ALLOW_PROFILE_DB_UPDATE: 'Y',
  ACCOUNTINFOUPDATESUCCESS: 'Your account information has been updated successfully.',
  PROFILE_REVIEW_PENDING_MESSAGE: 'Pending review.',
});
const reviewed = profileSettings({
  ALLOW_PROFILE_DB_UPDATE: 'N',
  ACCOUNTINFOUPDATESUCCESS: 'Your account information has been updated successfully.',
  PROFILE_REVIEW_PENDING_MESSAGE: 'Pending review.',
});

describe('what follows a change (spec 02 §2.2, §4)', () => {
  it("asks 'Update All' or 'Update This Account' only when the member has more than one account", () => {
    expect(asksWhichAccounts({ count: 6 })).toBe(true);
    expect(asksWhichAccounts({ count: 2 })).toBe(true);
    expect(asksWhichAccounts({ count: 1 })).toBe(false);
    expect(asksWhichAccounts({ count: 0 })).toBe(false);
    expect(defaultUpdateIndicator).toBe('ONE');
  });

  it('counts a profile unverified when isVerified is N', () => {
    expect(isReviewPending({ isVerified: 'N' })).toBe(true);
    expect(isReviewPending({ isVerified: 'Y' })).toBe(false);
    expect(isReviewPending({ isVerified: null })).toBe(false);
  });

  it('after a direct update, shows ACCOUNTINFOUPDATESUCCESS; before any, nothing', () => {
    expect(profileNotice(direct, { isVerified: 'Y' }, true)).toEqual({
      kind: 'updated',
      html: 'Your account information has been updated successfully.',
    });
    expect(profileNotice(direct, { isVerified: 'Y' }, false)).toBeNull();
    // With direct update on, an unverified profile is no review.
    expect(profileNotice(direct, { isVerified: 'N' }, false)).toBeNull();
  });

  it('with direct update off and the profile unverified, shows PROFILE_REVIEW_PENDING_MESSAGE, saved or not', () => {
    expect(profileNotice(reviewed, { isVerified: 'N' }, true)).toEqual({
      kind: 'review-pending',
      html: 'Pending review.',
    });
    expect(profileNotice(reviewed, { isVerified: 'N' }, false)).toEqual({
      kind: 'review-pending',
      html: 'Pending review.',
    });
    expect(profileNotice(reviewed, { isVerified: 'Y' }, false)).toBeNull();
  });

  it('falls back to its own words when the web content is empty', () => {
    const noContent = profileSettings({ ALLOW_PROFILE_DB_UPDATE: 'Y' });
    expect(profileNotice(noContent, { isVerified: 'Y' }, true)).toEqual({
      kind: 'updated',
      html: 'Your account information has been updated.',
    });
    expect(profileNotice(profileSettings({}), { isVerified: 'N' }, false)).toEqual({
      kind: 'review-pending',
      html: 'Your changes have been received and are waiting for review by the cooperative.',
    });
  });

  it('counts notifications enabled when the feature is on and the site lets members subscribe', () => {
    const on = [{ name: 'Notifications', enable: true }];
    expect(areNotificationsEnabled(on, true)).toBe(true);
    expect(areNotificationsEnabled(on, false)).toBe(false);
    expect(areNotificationsEnabled([{ name: 'Notifications', enable: false }], true)).toBe(false);
    expect(areNotificationsEnabled([], true)).toBe(false);
  });

  it('asks about Manage Notifications only after a phone change with notifications enabled', () => {
    expect(asksToManageNotifications(true, true)).toBe(true);
    expect(asksToManageNotifications(true, false)).toBe(false);
    expect(asksToManageNotifications(false, true)).toBe(false);
  });
});
