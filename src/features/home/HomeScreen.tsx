import { createElement, useEffect, useMemo, useState } from 'react';
import type { ApiError } from '../../api/api-error.ts';
import { getAccountTypes, getImageSettings } from '../../api/accounts.ts';
import type { AccountTypes } from '../../api/schemas/accounts.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { errorMessage } from '../../domain/error-messages.ts';
import { portalErrors } from '../../domain/portal/errors.ts';
import { homeTiles, quickPayBanner } from '../../domain/portal/home.ts';
import { portalUrl } from '../../domain/portal/links.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import type { CoopConfig } from '../../state/config.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import * as styles from './HomeScreen.css.ts';
import { Tiles } from '../../ui/primitives/Tiles/Tiles.tsx';

/** The image module of the home page; its `bannerImage` (or first image) is the banner. */
const HOME_IMAGE_MODULE = 'home';

type AccountTypesLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly accountTypes: AccountTypes }
  | { readonly status: 'failed'; readonly message: string };

interface BannerImage {
  readonly url: string;
  readonly altText: string;
}

/**
 * The attributes that carry this element's configuration over to the Quick Pay button it renders: a
 * portal configured by its own attributes must pay on the same back office.
 */
function configurationAttributes(config: CoopConfig): Record<string, string> {
  return {
    'api-base': config.apiBase,
    'application-id': config.applicationId,
    'home-url': config.homeUrl,
    ...(config.paymentOrigins.length > 0 ? { 'payment-origins': config.paymentOrigins.join(' ') } : {}),
    ...(config.portalUrl ? { 'portal-url': config.portalUrl } : {}),
    ...(config.verifyTimeoutSeconds ? { 'verify-timeout': String(config.verifyTimeoutSeconds) } : {}),
  };
}

export interface HomeScreenProps {
  readonly site: SiteConfiguration;
}

/**
 * The home page (spec 01 §2.6): the banner image, the Quick Pay banner with its button (the
 * `<coop-quick-pay-button>` element: Quick Pay for visitors, the payment confirmation for a signed-in
 * member), and the tiles by their rules. Account types load on start; a failure shows in an alert.
 */
export function HomeScreen({ site }: HomeScreenProps) {
  const { client, config } = useElementContext();
  const [accountTypes, setAccountTypes] = useState<AccountTypesLoad>({ status: 'loading' });
  const [bannerImage, setBannerImage] = useState<BannerImage | null>(null);
  const { features, configuration, siteSettings } = site;

  useEffect(() => {
    let current = true;
    getAccountTypes(client).then(
      (loaded) => current && setAccountTypes({ status: 'ready', accountTypes: loaded }),
      (error: ApiError) => {
        console.error('[coop] the account types did not load', error);
        if (current)
          setAccountTypes({ status: 'failed', message: errorMessage(error.failure, portalErrors) });
      },
    );
    getImageSettings(client, HOME_IMAGE_MODULE).then(
      ({ images }) => {
        const image = images.find((candidate) => candidate.name === 'bannerImage') ?? images[0];
        if (current && image) setBannerImage({ url: image.url, altText: image.altText ?? '' });
      },
      // Without its image the banner keeps its colours.
      (error: unknown) => console.error('[coop] the home page images did not load', error),
    );
    return () => {
      current = false;
    };
  }, [client]);

  const banner = quickPayBanner(features, configuration);
  const tiles = useMemo(
    () =>
      homeTiles({
        features,
        configuration,
        accountTypes: accountTypes.status === 'ready' ? accountTypes.accountTypes : null,
      }),
    [accountTypes, configuration, features],
  );

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="coop-home-title">
        {bannerImage ? (
          <img className={styles.heroImage} src={bannerImage.url} alt={bannerImage.altText} />
        ) : null}
        <h2 id="coop-home-title" className={styles.heroTitle}>
          {siteSettings.coopName?.trim() || portalMessages.titles.home}
        </h2>
      </section>

      {accountTypes.status === 'failed' ? (
        <Alert tone="error" dismissible>
          {accountTypes.message}
        </Alert>
      ) : null}

      {banner ? (
        <section className={styles.quickPay} aria-labelledby="coop-home-quick-pay">
          <p className={styles.quickPayText}>
            <strong id="coop-home-quick-pay">{banner.title}</strong> {banner.text}
          </p>
          {createElement('coop-quick-pay-button', {
            label: banner.buttonLabel,
            ...configurationAttributes(config),
          })}
        </section>
      ) : null}

      <Tiles
        items={tiles.map((tile) => ({
          id: tile.id,
          title: tile.title,
          description: tile.description,
          link:
            tile.target.kind === 'route'
              ? { kind: 'route' as const, to: portalUrl(tile.target) }
              : { kind: 'external' as const, href: tile.target.href },
        }))}
      />
    </div>
  );
}
