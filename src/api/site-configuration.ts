import type { Language } from '../domain/language-tag.ts';
import { ApiError } from './api-error.ts';
import { operation } from './operation.ts';
import { checkedResponse } from './response-check.ts';
import { fetchSiteConfigurationOnce, siteConfigurationPath } from './site-configuration-probe.ts';
import {
  type SiteConfiguration,
  SiteConfigurationQuerySchema,
  SiteConfigurationSchema,
} from './schemas/site-configuration.ts';

/**
 * The site configuration call, described for the contract. The Quick Pay button's probe makes it with a
 * plain `fetch` to stay within its budget (site-configuration-probe.ts), on the same path.
 */
export const siteConfigurationOperations = {
  siteConfiguration: operation({
    id: 'loadSiteConfiguration',
    service: 'Portal service',
    summary: 'The site’s settings, feature flags and configuration flags',
    method: 'GET',
    path: siteConfigurationPath,
    caller: 'visitor',
    query: SiteConfigurationQuerySchema,
    answer: SiteConfigurationSchema,
  }),
} as const;

/**
 * Site settings, feature flags and configuration flags. Loaded once a page and shared by every element,
 * through the same request the lightweight Quick Pay button made (see site-configuration-probe.ts).
 */
export async function loadSiteConfiguration(
  apiBase: string,
  applicationId: string,
  language: Language,
): Promise<SiteConfiguration> {
  let data: unknown;
  try {
    const answer = await fetchSiteConfigurationOnce(apiBase, applicationId, language);
    if (!answer.ok) {
      const { status, statusText } = answer.response;
      const body: unknown = await answer.response
        .clone()
        .json()
        .catch(() => undefined);
      throw new ApiError({ kind: 'http', status, statusText, body }, siteConfigurationPath);
    }
    data = answer.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ kind: 'client', detail: String(error) }, siteConfigurationPath);
  }
  return checkedResponse(SiteConfigurationSchema, data, siteConfigurationPath);
}
