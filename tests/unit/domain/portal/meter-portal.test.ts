import { describe, expect, it } from 'vitest';
import {
  METER_PORTAL_REDIRECT_CODE,
  meterPortalFailureOutcome,
} from '../../../../src/domain/portal/meter-portal.ts';

describe('meterPortalFailureOutcome', () => {
  it("shows the 'Redirect' dialog with the server's message for code 3101, then goes to accountoverview", () => {
    expect(METER_PORTAL_REDIRECT_CODE).toBe(3101);
    const expected = {
      kind: 'dialog',
      title: 'Redirect',
      message: 'Your meter portal account is being set up.',
      note: 'To return to home click "Continue"',
      button: 'Continue',
      then: 'accountoverview',
    };
    expect(meterPortalFailureOutcome(3101, 'Your meter portal account is being set up.')).toEqual(expected);
    expect(meterPortalFailureOutcome('3101', 'Your meter portal account is being set up.')).toEqual(expected);
  });

  it('goes straight to accountoverview for any other failure', () => {
    for (const code of [400, 500, '3100', null, undefined, '']) {
      expect(meterPortalFailureOutcome(code, 'Something failed.')).toEqual({
        kind: 'navigate',
        to: 'accountoverview',
      });
    }
  });
});
