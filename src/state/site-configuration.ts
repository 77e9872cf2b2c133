import { useEffect, useState } from 'react';
import type { ApiError } from '../api/api-error.ts';
import type { SiteConfiguration } from '../api/schemas/site-configuration.ts';
import { loadSiteConfiguration } from '../api/site-configuration.ts';

export type SiteConfigurationState =
  | { status: 'loading' }
  | { status: 'ready'; configuration: SiteConfiguration }
  | { status: 'failed'; error: ApiError };

const loads = new Map<string, Promise<SiteConfiguration>>();

/** Loads the site configuration once a page for each API base and application id. */
export function siteConfigurationOnce(apiBase: string, applicationId: string): Promise<SiteConfiguration> {
  const key = `${apiBase}\n${applicationId}`;
  let load = loads.get(key);
  if (!load) {
    load = loadSiteConfiguration(apiBase, applicationId);
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** Site settings, feature flags and configuration flags, shared by every element of the page. */
export function useSiteConfiguration(apiBase: string, applicationId: string): SiteConfigurationState {
  const [state, setState] = useState<SiteConfigurationState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    siteConfigurationOnce(apiBase, applicationId).then(
      (configuration) => current && setState({ status: 'ready', configuration }),
      (error: ApiError) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [apiBase, applicationId]);
  return state;
}
