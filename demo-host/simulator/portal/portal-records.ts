import type { ServiceType } from '../accounts/account-records.ts';

/** A site as the portal service describes it: the site configuration's parts and what the portal reads. */
export interface SiteRecord {
  applicationId: string;
  siteSettings: SiteSettings;
  features: FeatureFlag[];
  configuration: SiteConfigurationFlags;
  maintenance: boolean;
  accountTypes: AccountTypeRecord[];
  /** Keyed by module name (`login`). */
  images: Record<string, PortalImage[]>;
  webContent: {
    termsOfUse: string | null;
    /** Partner sites of the Services and Products tiles (spec 03 §2.10). */
    servicesAndProducts: Record<
      'energySavings' | 'applianceRepair' | 'treeTrimming' | 'securitySystems',
      string | null
    >;
  };
  webChatSetting: WebChatSetting | null;
  /**
   * The site setting naming Spanish web content keys: a web content key (`SCHEDULEDPAYMENTS_OVERVIEW`)
   * → the key of its Spanish text. A call asking for Spanish (`Accept-Language: es`) gets that text
   * where it has one (web-content.ts). Optional: a state saved before the setting existed has none.
   */
  spanishWebContentKeys?: Record<string, string>;
  /** Texts of web content keys no service holds as its own: the Spanish keys the setting names. */
  webContentTexts?: Record<string, string>;
}

export interface AccountTypeRecord {
  accountType: ServiceType;
  description: string;
}

export interface PortalImage {
  name: string;
  url: string;
  altText: string;
}

export interface WebChatSetting {
  apiUrl: string;
  coopId: string;
  subTitle: string;
  userName: string;
  introText: string;
  buttons: { label: string; value: string; visible: boolean }[];
}

export interface SiteSettings {
  aboutUs: string | null;
  facebookUrl: string | null;
  twitterUrl: string | null;
  youtubeUrl: string | null;
  instagramUrl: string | null;
  pinterestUrl: string | null;
  yelpUrl: string | null;
  linkedInUrl: string | null;
  address: string | null;
  phoneNumber: string | null;
  officeHours: string | null;
  email: string | null;
  coopContactUsLink: string | null;
  emergencyContactNumber: string | null;
  coopName: string | null;
  coopWebsiteUrl: string | null;
  copyright: { year: string | null; caption: string | null };
  appVersion: string | null;
  portalFavIconPath: string | null;
  portalLogoPath: string | null;
  signOutLink: string | null;
  logoClickRedirectionLink: string | null;
  homeClickRedirectionLink: string | null;
  googleAnalyticsCode: string | null;
  featureFlagCustomCss: string | null;
  /** The cooperative's IANA time zone: its calendar decides "today". */
  timeZone: string | null;
}

export interface FeatureFlag {
  name: string;
  enable: boolean;
}

export interface SiteConfigurationFlags {
  allowSubscribeForNotification: boolean;
  allowFutureDatedPayments: boolean;
  allowCreditDraft: boolean;
  allowBankDraft: boolean;
  displayEmergencyAnnouncement: boolean;
  emergencyAnnouncementMessage: string | null;
  whecEnabled: boolean;
  displayFaqUrl: string | null;
  nexGridEnable: boolean;
  nexGridLinkUrl: string | null;
  serviceRequestMenuEnabled: boolean;
  useCustomMenu: boolean;
  mcpMenu: string | null;
  outageMapLink: string | null;
  memberInfoLinkAvailable: boolean;
  memberInfoDocsLinkName: string | null;
  clientAvailable: boolean;
  detailedUsageAnalysisLabel: string | null;
  isOnlineDelinquentView: boolean;
  delinquentViewUrl: string | null;
  quickPayBannerText: string | null;
  quickPayVerifyTimeoutSeconds: number;
  /** Registration keys: may a member without contact options type an email or cell phone of their own. */
  registrationAllowUserProvidedContact: boolean;
  registrationRequireConfirmEmail: boolean;
  registrationPaperlessBillingOption: boolean;
  registrationPaperlessOtherOption: boolean;
  registrationMarketingEmailOption: boolean;
  registrationPaperlessConfirmText: string | null;
  passwordPasteAllowed: boolean;
  /** The cooperative's former portal, whose credentials do not work here; null when there is none. */
  originalPortalOrigin: string | null;
  /** 'basic' or 'detailed': the account overview's layout. */
  accountOverviewLayout: string | null;
  /** The overview's usage graph; null: it follows the Usages feature. */
  usageGraphEnabled: boolean | null;
  /** The ATS setting hiding usage and outage for non-electric accounts. */
  hideNonElectricUsageAndOutage: boolean;
  /** The Capital Credit Letter Return page's message; absent or null: none. */
  capitalCreditLetterMsg?: string | null;
  /** The Unclaimed Capital Credits page's message; absent or null: none. */
  unclaimedCapitalCreditMsg?: string | null;
}
