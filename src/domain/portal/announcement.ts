import type { ConfigurationFlags } from './site-configuration.ts';
import { isSet } from './site-configuration.ts';

/** The browser-storage key that remembers a closed emergency banner (spec 01 §4), kept permanently. */
export const ANNOUNCEMENT_CLOSED_KEY = 'mcp_announcementClosed';
/** The value stored under ANNOUNCEMENT_CLOSED_KEY when the banner is closed. */
export const ANNOUNCEMENT_CLOSED_VALUE = 'true';

/**
 * The emergency banner shows only if it is enabled, a message exists and storage holds no closed marker.
 * `storedMarker` is what storage holds under ANNOUNCEMENT_CLOSED_KEY (null when nothing); only the marker
 * value itself counts, so a value some other script left there does not hide an emergency.
 */
export function isAnnouncementShown(
  configuration: Pick<ConfigurationFlags, 'displayEmergencyAnnouncement' | 'emergencyAnnouncementMessage'>,
  storedMarker: string | null | undefined,
): boolean {
  return (
    configuration.displayEmergencyAnnouncement &&
    isSet(configuration.emergencyAnnouncementMessage) &&
    storedMarker !== ANNOUNCEMENT_CLOSED_VALUE
  );
}
