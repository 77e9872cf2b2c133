import { portalMessages } from './messages.ts';

/** The meter-portal error code that shows the 'Redirect' dialog before going on (spec 01 §8, spec 03 §8). */
export const METER_PORTAL_REDIRECT_CODE = 3101;

export type MeterPortalFailureOutcome =
  | {
      readonly kind: 'dialog';
      readonly title: string;
      readonly message: string;
      readonly note: string;
      readonly button: string;
      readonly then: 'accountoverview';
    }
  | { readonly kind: 'navigate'; readonly to: 'accountoverview' };

/**
 * What follows a failed meter-portal call: code 3101 shows the 'Redirect' alert dialog with the server's
 * message and 'To return to home click "Continue"', then accountoverview; any other failure goes straight
 * to accountoverview.
 */
export function meterPortalFailureOutcome(
  code: number | string | null | undefined,
  message: string,
): MeterPortalFailureOutcome {
  if (code === null || code === undefined || Number(code) !== METER_PORTAL_REDIRECT_CODE) {
    return { kind: 'navigate', to: 'accountoverview' };
  }
  const texts = portalMessages.meterPortal;
  return {
    kind: 'dialog',
    title: texts.redirectDialogTitle,
    message,
    note: texts.returnHome,
    button: texts.continue,
    then: 'accountoverview',
  };
}
