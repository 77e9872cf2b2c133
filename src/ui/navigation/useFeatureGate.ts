import { useEffect } from 'react';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { type FeatureName, isFeatureEnabled } from '../../domain/site/features.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import type { QueryResult } from '../../state/useQuery.ts';
import { useElementContext } from '../element/ElementContext.tsx';
import { usePortalNavigation } from './PortalNavigation.tsx';

export interface FeatureGate {
  /** The site configuration, for the screen to load beside its own data (`alongside`, `LoadState`). */
  readonly site: QueryResult<SiteConfiguration>;
  /** Whether the site has the feature on; undefined until its configuration has loaded. */
  readonly featureOn: boolean | undefined;
}

/**
 * A screen behind one of the site's features (spec 01 §6): once the site configuration says the feature
 * is off, the member goes to the account overview in the screen's place (the entry replaced, so Back does
 * not come back to it). The screen shows none of its own content while `featureOn` is false.
 */
export function useFeatureGate(feature: FeatureName): FeatureGate {
  const { config } = useElementContext();
  const navigation = usePortalNavigation();
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  const featureOn = site.data ? isFeatureEnabled(site.data.features, feature) : undefined;

  useEffect(() => {
    if (featureOn === false) navigation.navigate('accountoverview', { replace: true });
  }, [featureOn, navigation]);

  return { site, featureOn };
}
