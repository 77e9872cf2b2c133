import { create, StructError } from 'superstruct';
import type { Language } from '../domain/language-tag.ts';
import { ApiError } from './api-error.ts';
import { fetchSiteConfigurationOnce, siteConfigurationPath } from './site-configuration-probe.ts';
import { type SiteConfiguration, SiteConfigurationSchema } from './schemas/site-configuration.ts';

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
    const response = await fetchSiteConfigurationOnce(apiBase, applicationId, language);
    if (!response.ok) throw new ApiError(response.failure, siteConfigurationPath);
    data = response.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ kind: 'client', detail: String(error) }, siteConfigurationPath);
  }
  try {
    return create(data, SiteConfigurationSchema);
  } catch (error) {
    if (error instanceof StructError) {
      console.error(
        `[coop] ${siteConfigurationPath}: unexpected response at ${error.path.join('.')}: ${error.message}`,
      );
    }
    throw new ApiError({ kind: 'client', detail: 'unexpected site configuration' }, siteConfigurationPath);
  }
}
