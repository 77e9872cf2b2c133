import { checkOutboundUrl, type OutboundUrlCheck } from './outbound-url.ts';

export type ActionUrlCheck = OutboundUrlCheck;

/**
 * Whether the server's hosted-payment `actionUrl` may receive the auto-posted form (docs/security.md): an
 * absolute address on an origin of `payment-origins`, the page's own included only when listed.
 * Reasons go to the console; they never echo the URL, which may carry credentials.
 */
export function checkActionUrl(
  actionUrl: string,
  options: { allowedOrigins: readonly string[]; pageOrigin: string },
): ActionUrlCheck {
  return checkOutboundUrl(actionUrl, { subject: 'action URL', ...options });
}
