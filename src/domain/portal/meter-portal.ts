import { type CallFailure, errorMessage, firstListedError } from '../error-messages.ts';
import { checkMeterPortalUrl, type MeterPortalPlace } from '../security/meter-portal-url.ts';
import { meterPortalErrors } from './errors.ts';
import { publicPageMessages } from '../public-pages/messages.ts';

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
  const texts = publicPageMessages.meterPortal;
  return {
    kind: 'dialog',
    title: texts.redirectDialogTitle,
    message,
    note: texts.returnHome,
    button: texts.continue,
    then: 'accountoverview',
  };
}

/**
 * The member's meter-portal settings as the back office returns them (spec 01 §7): the portal's base
 * address and the parameters it expects. The API's validated `MeterPortalSettings` has this shape.
 */
export interface MeterPortalSettingsInput {
  /** The meter-data portal's base address, absolute or relative to the page. */
  readonly aclaraUrl: string;
  readonly clientId: string;
  readonly memberNumber: string;
  readonly accountNumber: string;
  readonly premiseId: string;
  readonly webToken: string;
}

/** What the page knows besides the settings. */
export interface MeterPortalAddressExtras {
  /** The service point (location id) of the account the settings name, when the portal knows it. */
  readonly servicePoint?: string | null;
  /** The member's language, e.g. 'en-US'. */
  readonly locale: string;
}

export type MeterPortalAddress = { ok: true; href: string } | { ok: false; reason: string };

/**
 * The external meter-data portal's address (spec 01 §3, §7): its base address from the settings with the
 * customer, account, premise, service point, locale and web token parameters (and the client id). The
 * address carries the member's web token, so a base address the host page does not allow is refused
 * (checkMeterPortalUrl), with a reason for the console that never repeats the token.
 */
export function meterPortalAddress(
  settings: MeterPortalSettingsInput,
  extras: MeterPortalAddressExtras,
  place: MeterPortalPlace,
): MeterPortalAddress {
  const checked = checkMeterPortalUrl(settings.aclaraUrl, place);
  if (!checked.ok) return checked;
  const url = checked.url;
  url.searchParams.set('clientId', settings.clientId);
  url.searchParams.set('customer', settings.memberNumber);
  url.searchParams.set('account', settings.accountNumber);
  url.searchParams.set('premise', settings.premiseId);
  if (extras.servicePoint) url.searchParams.set('servicePoint', extras.servicePoint);
  url.searchParams.set('locale', extras.locale);
  url.searchParams.set('webToken', settings.webToken);
  return { ok: true, href: url.href };
}

/**
 * What the member reads when the meter portal's address is refused (meterPortalAddress): the
 * catalogue's text for a failure on our side, the generic one (spec 01 §8).
 */
export function meterPortalRefusedMessage(): string {
  return errorMessage({ kind: 'client', detail: 'meter portal address refused' }, meterPortalErrors);
}

/**
 * A failed meter-portal call as the spec's catalogue reads it (spec 01 §8): a 400 carries a list of
 * {code, message}, the first of which counts; other failures map like the other services.
 */
export function meterPortalFailure(failure: CallFailure): { code: string | null; message: string } {
  const message = errorMessage(failure, meterPortalErrors);
  const code =
    failure.kind === 'http' && failure.status === 400 ? firstListedError(failure.body)?.code : null;
  return { code: code ?? null, message };
}
