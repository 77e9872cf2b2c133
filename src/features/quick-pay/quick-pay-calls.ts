import { loadSiteConfiguration } from '../../api/site-configuration.ts';
import { activeLanguage } from '../../domain/language.ts';

/*
 * What the Account and Verify steps send, with their answers' schemas. Nothing the Account step shows
 * needs it, so it is not part of the dialog's first screen: it loads while the visitor types
 * (useQuickPayFlow).
 */
export { getPaymentSettings, verifyAccount } from '../../api/quick-pay.ts';

/**
 * The site's time limit for the account lookup, from the site configuration the page has already asked
 * for (the button's probe); none, so the client's own, when it cannot be read.
 */
export async function siteVerifyTimeoutSeconds(
  apiBase: string,
  applicationId: string,
): Promise<number | undefined> {
  try {
    const site = await loadSiteConfiguration(apiBase, applicationId, activeLanguage());
    return site.configuration.quickPayVerifyTimeoutSeconds;
  } catch {
    return undefined;
  }
}
