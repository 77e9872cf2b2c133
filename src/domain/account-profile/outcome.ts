import { type FeatureFlag, isFeatureEnabled } from '../site/features.ts';
import { accountProfileMessages } from './messages.ts';
import type { ProfileSettings } from './settings.ts';
import type { Profile, UpdateIndicator } from './types.ts';

/** Spec 02 §2.2: the member is asked 'Update All' or 'Update This Account' when they have several accounts. */
export function asksWhichAccounts(profile: Pick<Profile, 'count'>): boolean {
  return profile.count > 1;
}

/** The accounts a change goes to when the member is not asked: only the account shown. */
export const defaultUpdateIndicator: UpdateIndicator = 'ONE';

/** A profile with a change waiting for the cooperative's review (isVerified N). */
export function isReviewPending(profile: Pick<Profile, 'isVerified'>): boolean {
  return profile.isVerified?.trim().toUpperCase() === 'N';
}

/** The notice above the sections: HTML from the site's web content, or the fallback text. */
export type ProfileNotice =
  | { readonly kind: 'updated'; readonly html: string }
  | { readonly kind: 'review-pending'; readonly html: string };

/**
 * The notice the screen shows (spec 02 §4): while direct update is off and the profile is unverified,
 * the review-pending notice (PROFILE_REVIEW_PENDING_MESSAGE), whether just saved or not; otherwise, just
 * after a change was saved, the success message (ACCOUNTINFOUPDATESUCCESS); otherwise none.
 */
export function profileNotice(
  settings: ProfileSettings,
  profile: Pick<Profile, 'isVerified'>,
  justSaved: boolean,
): ProfileNotice | null {
  if (!settings.allowProfileDbUpdate && isReviewPending(profile)) {
    return {
      kind: 'review-pending',
      html: settings.reviewPendingMessage ?? accountProfileMessages.notices.reviewPendingFallback,
    };
  }
  if (justSaved) {
    return {
      kind: 'updated',
      html: settings.updateSuccessMessage ?? accountProfileMessages.notices.updatedFallback,
    };
  }
  return null;
}

/** Notifications are enabled: the Notifications feature is on and the site lets members subscribe. */
export function areNotificationsEnabled(
  features: readonly FeatureFlag[],
  allowSubscribeForNotification: boolean,
): boolean {
  return isFeatureEnabled(features, 'Notifications') && allowSubscribeForNotification;
}

/** Spec 02 §2.2: after a phone change, when notifications are enabled, the Confirm dialog. */
export function asksToManageNotifications(
  notificationsEnabled: boolean,
  phonesWereChanged: boolean,
): boolean {
  return notificationsEnabled && phonesWereChanged;
}
