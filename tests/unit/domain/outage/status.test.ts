import { describe, expect, it } from 'vitest';
import { outageStatusMessage } from '../../../../src/domain/outage/status.ts';

describe('outageStatusMessage (spec 03 §2.1: the message follows isActive)', () => {
  it('gives the no-outage message when no outage is active', () => {
    expect(outageStatusMessage({ isActive: false, estimatedTimeOfRestoration: null })).toEqual({
      active: false,
      text: 'There is no outage affecting your service at this time.',
    });
    expect(
      outageStatusMessage({ isActive: false, estimatedTimeOfRestoration: '2026-07-04T22:30:00Z' }, 'UTC'),
    ).toEqual({ active: false, text: 'There is no outage affecting your service at this time.' });
  });

  it('gives the outage message with the restoration time as MM/dd/yyyy HH:mm in the cooperative’s zone', () => {
    expect(
      outageStatusMessage(
        { isActive: true, estimatedTimeOfRestoration: '2026-07-04T22:30:00Z' },
        'America/Los_Angeles',
      ),
    ).toEqual({
      active: true,
      text: 'There is an active outage interrupting the service in your area. The estimated restoration time is 07/04/2026 15:30.',
    });
    expect(
      outageStatusMessage(
        { isActive: true, estimatedTimeOfRestoration: '2026-07-04T22:30:00Z' },
        'America/Chicago',
      ).text,
    ).toBe(
      'There is an active outage interrupting the service in your area. The estimated restoration time is 07/04/2026 17:30.',
    );
  });

  it('says the restoration time is not yet known when there is none', () => {
    for (const estimatedTimeOfRestoration of [null, undefined, '', '  ']) {
      expect(outageStatusMessage({ isActive: true, estimatedTimeOfRestoration }, 'UTC')).toEqual({
        active: true,
        text: 'There is an active outage interrupting the service in your area. The estimated restoration time is not yet known.',
      });
    }
  });
});
