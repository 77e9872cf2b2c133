import { checkOutboundUrl, type OutboundUrlCheck } from './outbound-url.ts';

/** The query parameters of a meter-portal address that sign the member in there: never told to anyone. */
export const meterPortalSecretParameters: readonly string[] = ['webToken'];

/** The page a meter-portal address is checked for. */
export interface MeterPortalPlace {
  /** The page's base address: a relative address resolves against it. */
  readonly baseUrl: string;
  readonly pageOrigin: string;
  /** The host page's `meter-portal-origins`. */
  readonly allowedOrigins: readonly string[];
}

/**
 * Whether the browser may go to a meter-portal address the back office named (the jump to the meter
 * portal, My Meter's link): it carries the member's web token, so only to the page's own origin or one
 * the host listed in `meter-portal-origins`, over https (plain http only on the page's own origin or a
 * loopback host, which browsers count as secure). The reason never repeats the address.
 */
export function checkMeterPortalUrl(address: string, place: MeterPortalPlace): OutboundUrlCheck {
  return checkOutboundUrl(address, {
    subject: 'meter portal address',
    allowedOrigins: place.allowedOrigins,
    pageOrigin: place.pageOrigin,
    baseUrl: place.baseUrl,
    allowsPageOrigin: true,
  });
}
