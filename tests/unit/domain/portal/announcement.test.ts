import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_CLOSED_KEY,
  ANNOUNCEMENT_CLOSED_VALUE,
  isAnnouncementShown,
} from '../../../../src/domain/portal/announcement.ts';

const storm = "Crews are restoring power after Tuesday's storm. Check the outage map for updates.";

describe('emergency announcement banner', () => {
  it("remembers a closed banner under 'mcp_announcementClosed' with the value 'true'", () => {
    expect(ANNOUNCEMENT_CLOSED_KEY).toBe('mcp_announcementClosed');
    expect(ANNOUNCEMENT_CLOSED_VALUE).toBe('true');
  });

  it('shows when enabled, with a message, and not closed', () => {
    expect(
      isAnnouncementShown({ displayEmergencyAnnouncement: true, emergencyAnnouncementMessage: storm }, null),
    ).toBe(true);
  });

  it('hides when disabled', () => {
    expect(
      isAnnouncementShown({ displayEmergencyAnnouncement: false, emergencyAnnouncementMessage: storm }, null),
    ).toBe(false);
  });

  it('hides when there is no message', () => {
    for (const message of [null, '', '   ']) {
      expect(
        isAnnouncementShown(
          { displayEmergencyAnnouncement: true, emergencyAnnouncementMessage: message },
          null,
        ),
      ).toBe(false);
    }
  });

  it('hides once closed', () => {
    expect(
      isAnnouncementShown(
        { displayEmergencyAnnouncement: true, emergencyAnnouncementMessage: storm },
        'true',
      ),
    ).toBe(false);
  });

  it('still shows when storage holds some other value under the key', () => {
    for (const stored of ['false', '', 'TRUE', undefined]) {
      expect(
        isAnnouncementShown(
          { displayEmergencyAnnouncement: true, emergencyAnnouncementMessage: storm },
          stored,
        ),
      ).toBe(true);
    }
  });
});
