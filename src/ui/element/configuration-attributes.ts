import type { CoopConfig } from '../../state/config.ts';

/**
 * The attributes that carry an element's configuration over to another coop element it renders (the
 * Quick Pay button on the home page, Pay Bill on the overview): an element configured by its own
 * attributes must pay on the same back office.
 */
export function configurationAttributes(config: CoopConfig): Record<string, string> {
  return {
    'api-base': config.apiBase,
    'application-id': config.applicationId,
    'home-url': config.homeUrl,
    ...(config.paymentOrigins.length > 0 ? { 'payment-origins': config.paymentOrigins.join(' ') } : {}),
    ...(config.portalUrl ? { 'portal-url': config.portalUrl } : {}),
    ...(config.verifyTimeoutSeconds ? { 'verify-timeout': String(config.verifyTimeoutSeconds) } : {}),
  };
}
