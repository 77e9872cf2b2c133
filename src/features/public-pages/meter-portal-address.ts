import type { MeterPortalSettings } from '../../api/schemas/accounts.ts';
import { type CallFailure, errorMessage, firstListedError } from '../../domain/error-messages.ts';
import { meterPortalErrors } from '../../domain/portal/errors.ts';

export interface MeterPortalAddressExtras {
  /** The service point (location id) of the account the settings name, when the portal knows it. */
  readonly servicePoint?: string | null;
  /** The member's language, e.g. 'en-US'. */
  readonly locale: string;
}

/**
 * The external meter-data portal's address (spec 01 §3, §7): its base address from the settings with the
 * customer, account, premise, service point, locale and web token parameters (and the client id). Null
 * when the base address is not a web address: the browser is never sent to another scheme.
 */
export function meterPortalAddress(
  settings: MeterPortalSettings,
  extras: MeterPortalAddressExtras,
  baseUrl: string,
): string | null {
  let url: URL;
  try {
    url = new URL(settings.aclaraUrl, baseUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('clientId', settings.clientId);
  url.searchParams.set('customer', settings.memberNumber);
  url.searchParams.set('account', settings.accountNumber);
  url.searchParams.set('premise', settings.premiseId);
  if (extras.servicePoint) url.searchParams.set('servicePoint', extras.servicePoint);
  url.searchParams.set('locale', extras.locale);
  url.searchParams.set('webToken', settings.webToken);
  return url.href;
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
