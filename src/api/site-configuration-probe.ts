import type { Language } from '../domain/language-tag.ts';

/**
 * Dependency-free fetch of the site configuration. The Quick Pay button must show or hide itself
 * (QuickPay flag) within a 5 KB script budget, before ky and superstruct load; the full client then
 * validates the same cached response, so a page makes this request once.
 */
export const siteConfigurationPath = 'v3/portal/site-configuration';

const cacheKey = Symbol.for('coop.siteConfiguration.requests');
/**
 * The response: its JSON, or the failed response itself. A result rather than a thrown ApiError keeps the
 * error class (and its text) out of the button's few kilobytes; the full client reads a failure's status
 * and body (from a clone: every element asking shares the one response) into its ApiError. A network
 * failure rejects.
 */
export type SiteConfigurationResponse =
  { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly response: Response };

type RequestCache = Map<string, Promise<SiteConfigurationResponse>>;

function requestCache(): RequestCache {
  const holder = globalThis as typeof globalThis & { [cacheKey]?: RequestCache };
  return (holder[cacheKey] ??= new Map());
}

export function siteConfigurationUrl(apiBase: string, applicationId: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/${siteConfigurationPath}`, document.baseURI);
  url.searchParams.set('applicationId', applicationId);
  return url.href;
}

/**
 * The site configuration in `language` (its web content may have a Spanish version), requested once a
 * page and language however many elements ask.
 */
export function fetchSiteConfigurationOnce(
  apiBase: string,
  applicationId: string,
  language: Language,
): Promise<SiteConfigurationResponse> {
  const url = siteConfigurationUrl(apiBase, applicationId);
  const cache = requestCache();
  const cacheKey = `${language} ${url}`;
  let request = cache.get(cacheKey);
  if (!request) {
    const headers = { ApplicationId: applicationId, Accept: 'application/json', 'Accept-Language': language };
    request = fetch(url, { headers }).then(async (response): Promise<SiteConfigurationResponse> =>
      response.ok ? { ok: true, data: await response.json() } : { ok: false, response },
    );
    // A failed load may be retried by the next element that asks.
    const forget = () => cache.delete(cacheKey);
    request.then((result) => result.ok || forget(), forget);
    cache.set(cacheKey, request);
  }
  return request;
}

/** Reads the QuickPay flag from the unvalidated response; anything unexpected counts as off. */
export function quickPayEnabledIn(configuration: unknown): boolean {
  const features = (configuration as { features?: unknown } | null)?.features;
  return (
    Array.isArray(features) &&
    features.some(
      (feature: { name?: unknown; enable?: unknown }) =>
        feature?.name === 'QuickPay' && feature.enable === true,
    )
  );
}
