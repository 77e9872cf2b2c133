import { describe, expect, it } from 'vitest';
import { cooperativeDay } from '../../../../src/domain/site/cooperative-day.ts';

describe('cooperativeDay', () => {
  const lateEveningInOregon = new Date('2026-11-25T06:30:00Z');

  it("gives today on the cooperative's calendar, with its zone", () => {
    expect(cooperativeDay({ timeZone: 'America/Los_Angeles' }, lateEveningInOregon)).toEqual({
      today: '2026-11-24',
      timeZone: 'America/Los_Angeles',
    });
    expect(cooperativeDay({ timeZone: 'America/Chicago' }, lateEveningInOregon)).toEqual({
      today: '2026-11-25',
      timeZone: 'America/Chicago',
    });
  });

  it("falls back to the browser's day for a site with no zone, or one the browser does not know", () => {
    const browsers = new Intl.DateTimeFormat('en-CA').format(lateEveningInOregon);
    expect(cooperativeDay({ timeZone: null }, lateEveningInOregon)).toEqual({ today: browsers });
    expect(cooperativeDay({ timeZone: 'Atlantis/Central' }, lateEveningInOregon)).toEqual({
      today: browsers,
    });
  });
});
