import type { ConfigurationFlags } from '../portal/site-configuration.ts';
import { type FeatureFlag, isFeatureEnabled } from '../site/features.ts';
import type { BackOfficeFlag } from './types.ts';

/**
 * The site settings and feature flags the account overview's rules read. Feature flags and
 * configuration flags are the site configuration's (spec 01 §3, docs/api.md); the account's own switches
 * come with its info:
 *
 * - the paperless options are the member-level and account-level paperless profile keys (spec 02 §7,
 *   "paperless options"), 'Y' when on;
 * - the hide-non-electric setting is the ATS setting of spec 03 §6, which hides usage and outage for
 *   non-electric accounts; spec 02 §2.1 names the outage and the usage sides apart, so the rules keep
 *   them apart, and the one setting fills both;
 * - the customer PDF link flag is the site's switch for the customer-configured PDF quick link ('Y');
 * - the usage graph switch turns on the Billed Usage Summary graph;
 * - the layout names the overview's layout ('basic' or 'detailed').
 */
export interface AccountOverviewSettings {
  readonly features: readonly FeatureFlag[];
  readonly configuration: Pick<
    ConfigurationFlags,
    | 'allowSubscribeForNotification'
    | 'allowCreditDraft'
    | 'allowBankDraft'
    | 'whecEnabled'
    | 'accountOverviewLayout'
    | 'usageGraphEnabled'
    | 'hideNonElectricUsageAndOutage'
  >;
  readonly paperlessMemberLevelOption?: BackOfficeFlag;
  readonly paperlessAccountLevelOption?: BackOfficeFlag;
  readonly hideNonElectricOutage?: boolean;
  readonly hideNonElectricUsage?: boolean;
  readonly customerPdfLinkFlag?: BackOfficeFlag;
  readonly usageGraphEnabled?: boolean;
  readonly layout?: string | null;
}

/** The per-account switches the back office sends with the account info (docs/api.md). */
export interface AccountSwitches {
  readonly paperlessMemberLevelOption?: BackOfficeFlag;
  readonly paperlessAccountLevelOption?: BackOfficeFlag;
  readonly customerPdfLinkFlag?: BackOfficeFlag;
}

/**
 * The overview's settings from what the screen has: the site's feature and configuration flags, the
 * account info's switches and the element's `layout` attribute, which overrides the site's layout. A
 * site that says nothing of the usage graph gets it with the Usages feature (the usage tracker it
 * leads to).
 */
export function overviewSettings(
  site: Pick<AccountOverviewSettings, 'features' | 'configuration'>,
  account: AccountSwitches,
  layout?: string | null,
): AccountOverviewSettings {
  const { configuration } = site;
  const hideNonElectric = configuration.hideNonElectricUsageAndOutage ?? false;
  return {
    features: site.features,
    configuration,
    paperlessMemberLevelOption: account.paperlessMemberLevelOption,
    paperlessAccountLevelOption: account.paperlessAccountLevelOption,
    customerPdfLinkFlag: account.customerPdfLinkFlag,
    hideNonElectricOutage: hideNonElectric,
    hideNonElectricUsage: hideNonElectric,
    usageGraphEnabled: configuration.usageGraphEnabled ?? isFeatureEnabled(site.features, 'Usages'),
    layout: layout ?? configuration.accountOverviewLayout ?? null,
  };
}
