import { type FeatureFlag, isFeatureEnabled } from '../site/features.ts';
import { type LinkTarget, routeTarget } from './links.ts';
import { MY_METER_LINK } from './menu.ts';
import { portalMessages } from './messages.ts';
import { type ConfigurationFlags, isMeterPortalVariant, isSet } from './site-configuration.ts';

const tileTexts = portalMessages.home.tiles;

export type HomeTileId =
  | 'application-for-service'
  | 'payment-options'
  | 'online-payments'
  | 'account-overview'
  | 'services-and-products'
  | 'account-profile'
  | 'pay-multiple-accounts'
  | 'my-meter'
  | 'draft-payments';

export interface Tile<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  readonly description: string;
  readonly target: LinkTarget;
}

/** An account type offered for new service (the home page loads them on start). */
// A type alias, not an interface: it travels in navigation state, which takes plain JSON shapes.
export type AccountType = {
  readonly accountType: string;
  readonly description: string;
};

export interface HomeTilesInput {
  readonly features: readonly FeatureFlag[];
  readonly configuration: Pick<ConfigurationFlags, 'whecEnabled' | 'allowCreditDraft' | 'allowBankDraft'>;
  /** The loaded account types; null or empty when there are none (or they failed to load). */
  readonly accountTypes: readonly AccountType[] | null;
  /** The configured heading and description of the application-for-service tile, when the site sets them. */
  readonly applicationForService?: {
    readonly heading?: string | null;
    readonly description?: string | null;
  };
}

/**
 * The home page tiles of spec 01 §2.6, in the spec's order. The application-for-service tile needs the
 * OnlineServiceOrder feature (the service-order feature: its calls live under /applicationforservice);
 * it opens the service type choice carrying the account types when there are some, else the application
 * form. My Meter needs the meter-portal (WHEC) variant; Draft Payments (EZ Pay in that variant) needs
 * credit or bank drafts allowed.
 */
export function homeTiles(input: HomeTilesInput): Tile<HomeTileId>[] {
  const { features, configuration } = input;
  const meterPortal = isMeterPortalVariant(features, configuration);
  const accountTypes = input.accountTypes ?? [];
  const tiles: Tile<HomeTileId>[] = [];

  if (isFeatureEnabled(features, 'OnlineServiceOrder')) {
    const configured = input.applicationForService;
    tiles.push({
      id: 'application-for-service',
      title: isSet(configured?.heading)
        ? configured.heading.trim()
        : accountTypes.length > 0
          ? tileTexts.newService
          : tileTexts.applicationForService,
      description: isSet(configured?.description)
        ? configured.description.trim()
        : tileTexts.applicationForServiceDescription,
      target:
        accountTypes.length > 0
          ? routeTarget('service-type/select-service-type', undefined, { accountTypes })
          : routeTarget('service-type/application-for-service'),
    });
  }
  tiles.push(
    {
      id: 'payment-options',
      title: tileTexts.paymentOptions,
      description: tileTexts.paymentOptionsDescription,
      target: routeTarget('payment-options'),
    },
    {
      id: 'online-payments',
      title: tileTexts.onlinePayments,
      description: tileTexts.onlinePaymentsDescription,
      target: routeTarget('accountoverview'),
    },
    {
      id: 'account-overview',
      title: tileTexts.accountOverview,
      description: tileTexts.accountOverviewDescription,
      target: routeTarget('accountoverview'),
    },
    {
      id: 'services-and-products',
      title: tileTexts.servicesAndProducts,
      description: tileTexts.servicesAndProductsDescription,
      target: routeTarget('services-products'),
    },
    {
      id: 'account-profile',
      title: tileTexts.accountProfile,
      description: tileTexts.accountProfileDescription,
      target: routeTarget('account-profile'),
    },
    {
      id: 'pay-multiple-accounts',
      title: tileTexts.payMultipleAccounts,
      description: tileTexts.payMultipleAccountsDescription,
      target: routeTarget('billpayments/pay-multiple'),
    },
  );
  if (meterPortal) {
    tiles.push({
      id: 'my-meter',
      title: tileTexts.myMeter,
      description: tileTexts.myMeterDescription,
      target: routeTarget('accountoverview', { link: MY_METER_LINK }),
    });
  }
  if (configuration.allowCreditDraft || configuration.allowBankDraft) {
    tiles.push({
      id: 'draft-payments',
      title: meterPortal ? tileTexts.ezPay : tileTexts.draftPayments,
      description: tileTexts.draftPaymentsDescription,
      target: routeTarget('draft-payments'),
    });
  }
  return tiles;
}

export interface QuickPayBanner {
  readonly title: string;
  readonly text: string;
  readonly buttonLabel: string;
}

/** The home page's Quick Pay banner: only with the QuickPay feature; its text overridable by configuration. */
export function quickPayBanner(
  features: readonly FeatureFlag[],
  configuration: Pick<ConfigurationFlags, 'quickPayBannerText'>,
): QuickPayBanner | null {
  if (!isFeatureEnabled(features, 'QuickPay')) return null;
  const home = portalMessages.home;
  return {
    title: home.quickPayTitle,
    text: isSet(configuration.quickPayBannerText)
      ? configuration.quickPayBannerText.trim()
      : home.quickPayBannerText,
    buttonLabel: home.quickPayButton,
  };
}

/** A signed-in member with a valid token gets the payment confirmation dialog; anyone else Quick Pay. */
export function quickPayButtonAction(
  signedInWithValidToken: boolean,
): 'payment-confirmation' | 'quick-pay-dialog' {
  return signedInWithValidToken ? 'payment-confirmation' : 'quick-pay-dialog';
}
