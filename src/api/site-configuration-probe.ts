import { ApiError } from './api-error.ts';

/**
 * Dependency-free fetch of the site configuration. The Quick Pay button must show or hide itself
 * (QuickPay flag) within a 5 KB script budget, before ky and superstruct load; the full client then
 * validates the same cached response, so a page makes this request once.
 */
export const siteConfigurationPath = 'v3/portal/site-configuration';

const cacheKey = Symbol.for('coop.siteConfiguration.requests');
type RequestCache = Map<string, Promise<unknown>>;

function requestCache(): RequestCache {
  const holder = globalThis as typeof globalThis & { [cacheKey]?: RequestCache };
  return (holder[cacheKey] ??= new Map());
}

export function siteConfigurationUrl(apiBase: string, applicationId: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/${siteConfigurationPath}`, document.baseURI);
  url.searchParams.set('applicationId', applicationId);
  return url.href;
}

export function fetchSiteConfigurationOnce(apiBase: string, applicationId: string): Promise<unknown> {
  const url = siteConfigurationUrl(apiBase, applicationId);
  const cache = requestCache();
  let request = cache.get(url);
  if (!request) {
    request = fetch(url, { headers: { ApplicationId: applicationId, Accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) {
          const body = await response.json().catch(() => undefined);
          throw new ApiError(
            { kind: 'http', status: response.status, statusText: response.statusText, body },
            siteConfigurationPath,
          );
        }
        return response.json() as Promise<unknown>;
      },
    );
    // A failed load may be retried by the next element that asks.
    request.catch(() => cache.delete(url));
    cache.set(url, request);
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
