import { createElement, useMemo } from 'react';
import { getAccountTypes, getImageSettings } from '../../api/accounts.ts';
import { errorText } from '../../api/errors.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { portalErrors } from '../../domain/portal/errors.ts';
import { homeTiles, quickPayBanner } from '../../domain/portal/home.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { useQuery } from '../../state/useQuery.ts';
import { configurationAttributes } from '../../ui/element/configuration-attributes.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useAssetUrlCheck } from '../../ui/element/useAssetUrl.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import * as styles from './HomeScreen.css.ts';
import { Tiles } from '../../ui/primitives/Tiles/Tiles.tsx';
import { useLanguage } from '../../ui/element/useLanguage.ts';

/** The image module of the home page; its `bannerImage` (or first image) is the banner. */
const HOME_IMAGE_MODULE = 'home';

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
  const allowedAssetUrl = useAssetUrlCheck();
  const { features, configuration, siteSettings } = site;
  const accountTypes = useQuery(queryKeys.accountTypes(config.apiBase, config.applicationId), (signal) =>
    getAccountTypes(client, signal).catch((error: unknown) => {
      // A load the screen gave up on (it went away) is no failure to report.
      if (!signal.aborted) console.error('[coop] the account types did not load', error);
      throw error;
    }),
  );
  // Without its image the banner keeps its colours.
  const images = useQuery(['images', config.apiBase, config.applicationId, HOME_IMAGE_MODULE], (signal) =>
    getImageSettings(client, HOME_IMAGE_MODULE, signal),
  );
  const image =
    images.data?.images.find((candidate) => candidate.name === 'bannerImage') ?? images.data?.images[0];
  const bannerImageUrl = allowedAssetUrl(image?.url);

  const banner = quickPayBanner(features, configuration);
  const language = useLanguage();
  const tiles = useMemo(
    () =>
      homeTiles({
        features,
        configuration,
        accountTypes: accountTypes.status === 'ready' ? accountTypes.data : null,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the tiles' texts read in the active language
    [accountTypes.data, accountTypes.status, configuration, features, language],
  );

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="coop-home-title">
        {image && bannerImageUrl ? (
          <img className={styles.heroImage} src={bannerImageUrl} alt={image.altText ?? ''} />
        ) : null}
        <h2 id="coop-home-title" className={styles.heroTitle}>
          {siteSettings.coopName?.trim() || portalMessages.titles.home}
        </h2>
      </section>

      {accountTypes.status === 'failed' ? (
        <Alert tone="error" dismissible>
          {errorText(accountTypes.error, portalErrors)}
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
          link: tile.target,
        }))}
      />
    </div>
  );
}
