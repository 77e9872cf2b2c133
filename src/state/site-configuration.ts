import { ApiError } from '../api/api-error.ts';
import type { SiteConfiguration } from '../api/schemas/site-configuration.ts';
import { loadSiteConfiguration } from '../api/site-configuration.ts';
import { activeLanguage } from '../domain/language.ts';
import { siteConfigurationPath } from '../api/site-configuration-probe.ts';
import { queryKeys } from './query-keys.ts';
import { type QueryResult, useQuery } from './useQuery.ts';

export type SiteConfigurationState =
  | { status: 'loading' }
  | { status: 'ready'; configuration: SiteConfiguration }
  | { status: 'failed'; error: ApiError };

/**
 * The site configuration as a query, for a screen that shows it beside its own data (LoadState). In the
 * language the page is shown in (its web content may have a Spanish version): a switch asks again, the
 * last answer kept on screen meanwhile. The element's tree renders again on a switch, so the language
 * read here is the one shown.
 */
export function useSiteConfigurationQuery(
  apiBase: string,
  applicationId: string,
): QueryResult<SiteConfiguration> {
  const language = activeLanguage();
  return useQuery(
    queryKeys.siteConfiguration(apiBase, applicationId, language),
    () => loadSiteConfiguration(apiBase, applicationId, language),
    { keepPrevious: true },
  );
}

/** Site settings, feature flags and configuration flags, loaded once a page and shared by every element. */
export function useSiteConfiguration(apiBase: string, applicationId: string): SiteConfigurationState {
  const query = useSiteConfigurationQuery(apiBase, applicationId);
  if (query.status === 'ready') return { status: 'ready', configuration: query.data };
  if (query.status === 'failed') {
    const error =
      query.error instanceof ApiError
        ? query.error
        : new ApiError({ kind: 'unknown' }, siteConfigurationPath);
    return { status: 'failed', error };
  }
  return { status: 'loading' };
}
