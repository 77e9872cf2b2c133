import {
  array,
  boolean,
  defaulted,
  type Infer,
  nullable,
  number,
  optional,
  string,
  type,
  unknown,
} from 'superstruct';
import { described } from './contract.ts';

const text = defaulted(nullable(string()), null);
const flag = defaulted(boolean(), false);

export const SiteSettingsSchema = type({
  aboutUs: text,
  facebookUrl: text,
  twitterUrl: text,
  youtubeUrl: text,
  instagramUrl: text,
  pinterestUrl: text,
  yelpUrl: text,
  linkedInUrl: text,
  address: text,
  phoneNumber: text,
  officeHours: text,
  email: text,
  coopContactUsLink: text,
  emergencyContactNumber: text,
  coopName: text,
  coopWebsiteUrl: text,
  copyright: defaulted(
    nullable(type({ year: optional(nullable(string())), caption: optional(nullable(string())) })),
    null,
  ),
  appVersion: text,
  portalFavIconPath: text,
  portalLogoPath: text,
  signOutLink: text,
  logoClickRedirectionLink: text,
  homeClickRedirectionLink: text,
  googleAnalyticsCode: text,
  featureFlagCustomCss: text,
  /** The cooperative's IANA time zone ('America/Los_Angeles'): its calendar decides "today". */
  timeZone: text,
});

export const FeatureSchema = type({ name: string(), enable: boolean() });

export const ConfigurationFlagsSchema = type({
  allowSubscribeForNotification: flag,
  allowFutureDatedPayments: flag,
  allowCreditDraft: flag,
  allowBankDraft: flag,
  displayEmergencyAnnouncement: flag,
  emergencyAnnouncementMessage: text,
  whecEnabled: flag,
  displayFaqUrl: text,
  nexGridEnable: flag,
  nexGridLinkUrl: text,
  serviceRequestMenuEnabled: flag,
  useCustomMenu: flag,
  // A custom menu is a JSON list the domain parses leniently (src/domain/portal/menu.ts).
  mcpMenu: defaulted(
    described(unknown(), {
      type: ['string', 'null'],
      description: 'With useCustomMenu, the custom menu as JSON text of a list of menu items.',
    }),
    null,
  ),
  outageMapLink: text,
  memberInfoLinkAvailable: flag,
  memberInfoDocsLinkName: text,
  clientAvailable: flag,
  detailedUsageAnalysisLabel: text,
  isOnlineDelinquentView: flag,
  delinquentViewUrl: text,
  quickPayBannerText: text,
  quickPayVerifyTimeoutSeconds: defaulted(number(), 30),
  registrationAllowUserProvidedContact: flag,
  registrationRequireConfirmEmail: flag,
  registrationPaperlessBillingOption: flag,
  registrationPaperlessOtherOption: flag,
  registrationMarketingEmailOption: flag,
  registrationPaperlessConfirmText: text,
  passwordPasteAllowed: flag,
  originalPortalOrigin: text,
  /** 'basic' or 'detailed': the account overview's layout (spec 02 §2.1); an element's attribute overrides it. */
  accountOverviewLayout: text,
  /** The overview's Billed Usage Summary graph; absent, it follows the Usages feature. */
  usageGraphEnabled: defaulted(nullable(boolean()), null),
  /** The ATS setting that hides usage and outage for non-electric accounts (spec 03 §6). */
  hideNonElectricUsageAndOutage: flag,
  /** The message the Capital Credit Letter Return page shows (spec 03 §2.8), or null. */
  capitalCreditLetterMsg: text,
  /** The message the Unclaimed Capital Credits page shows (spec 03 §2.9), or null. */
  unclaimedCapitalCreditMsg: text,
});

export const WebChatSettingSchema = type({
  apiUrl: text,
  coopId: text,
  subTitle: text,
  userName: text,
  introText: text,
  buttons: defaulted(array(type({ label: string(), value: string(), visible: boolean() })), []),
});

/** GET /v3/portal/site-configuration: site settings, feature flags and configuration flags, loaded once a page. */
export const SiteConfigurationSchema = type({
  siteSettings: SiteSettingsSchema,
  features: array(FeatureSchema),
  configuration: ConfigurationFlagsSchema,
  maintenance: flag,
  webContent: defaulted(
    type({
      termsOfUse: text,
      servicesAndProducts: defaulted(
        type({ energySavings: text, applianceRepair: text, treeTrimming: text, securitySystems: text }),
        {},
      ),
    }),
    {},
  ),
  webChatSetting: defaulted(nullable(WebChatSettingSchema), null),
});
export type SiteConfiguration = Infer<typeof SiteConfigurationSchema>;

/** GET v3/portal/site-configuration: the site, by its application id (the header's value). */
export const SiteConfigurationQuerySchema = type({ applicationId: string() });
