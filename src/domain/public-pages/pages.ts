import { externalHref, routeTarget } from '../portal/links.ts';
import type { Tile } from '../portal/home.ts';
import { isSet } from '../portal/site-configuration.ts';
import { publicPageMessages } from './messages.ts';

export type PaymentOptionsTileId = 'paperless' | 'pay-now' | 'ez-pay';

/**
 * The Payment Options screen (spec 01 §2.7): Paperless opens My Profile on its paperless tab (navigation
 * state `paperless: true`), Pay Now opens Pay Multiple Accounts, EZ Pay opens Draft Payments.
 */
export function paymentOptionsTiles(): Tile<PaymentOptionsTileId>[] {
  const texts = publicPageMessages.paymentOptions;
  return [
    {
      id: 'paperless',
      title: texts.paperless,
      description: texts.paperlessDescription,
      target: routeTarget('my-profile', undefined, { paperless: true }),
    },
    {
      id: 'pay-now',
      title: texts.payNow,
      description: texts.payNowDescription,
      target: routeTarget('billpayments/pay-multiple'),
    },
    {
      id: 'ez-pay',
      title: texts.ezPay,
      description: texts.ezPayDescription,
      target: routeTarget('draft-payments'),
    },
  ];
}

export type ServiceProductId = 'energy-savings' | 'appliance-repair' | 'tree-trimming' | 'security-systems';

export interface ServiceProductTile {
  readonly id: ServiceProductId;
  readonly title: string;
  readonly description: string;
  /** The partner's site, opened in a new window; null when the cooperative has not configured one. */
  readonly href: string | null;
}

/**
 * The four Services and Products tiles (spec 03 §2.10), always in this order. The spec gives no
 * addresses: each comes from the cooperative, and only an http(s) address is kept.
 */
export function servicesAndProductsTiles(
  addresses: Partial<Record<ServiceProductId, string | null>> = {},
): ServiceProductTile[] {
  const texts = publicPageMessages.servicesAndProducts;
  const tile = (id: ServiceProductId, title: string, description: string): ServiceProductTile => ({
    id,
    title,
    description,
    href: externalHref(addresses[id]),
  });
  return [
    tile('energy-savings', texts.energySavings, texts.energySavingsDescription),
    tile('appliance-repair', texts.applianceRepair, texts.applianceRepairDescription),
    tile('tree-trimming', texts.treeTrimming, texts.treeTrimmingDescription),
    tile('security-systems', texts.securitySystems, texts.securitySystemsDescription),
  ];
}

/**
 * The Terms of Use page (spec 03 §2.11): the site's legal HTML (which the UI sanitizes before showing),
 * or the empty text when there is none.
 */
export function termsOfUseContent(
  html: string | null | undefined,
): { readonly kind: 'html'; readonly html: string } | { readonly kind: 'empty'; readonly text: string } {
  return isSet(html) ? { kind: 'html', html } : { kind: 'empty', text: publicPageMessages.termsOfUse.empty };
}
