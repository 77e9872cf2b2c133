import { type FeatureFlag, isFeatureEnabled } from '../site/features.ts';

/**
 * Site settings (spec 01 §3) as the portal rules read them. Every text may be missing (null); a blank
 * text counts as not set.
 */
export interface SiteSettings {
  readonly aboutUs: string | null;
  readonly facebookUrl: string | null;
  readonly twitterUrl: string | null;
  readonly youtubeUrl: string | null;
  readonly instagramUrl: string | null;
  readonly pinterestUrl: string | null;
  readonly yelpUrl: string | null;
  readonly linkedInUrl: string | null;
  readonly address: string | null;
  readonly phoneNumber: string | null;
  readonly officeHours: string | null;
  readonly email: string | null;
  readonly coopContactUsLink: string | null;
  readonly emergencyContactNumber: string | null;
  readonly coopName: string | null;
  readonly coopWebsiteUrl: string | null;
  readonly copyright: { readonly year?: string | null; readonly caption?: string | null } | null;
  readonly appVersion: string | null;
  readonly signOutLink: string | null;
  readonly logoClickRedirectionLink: string | null;
  /** The cooperative's IANA time zone: its calendar decides "today" (src/domain/site/cooperative-day.ts). */
  readonly timeZone?: string | null;
}

/** Configuration flags (spec 01 §3) the menu, tiles, banner and redirects depend on. */
export interface ConfigurationFlags {
  readonly allowSubscribeForNotification: boolean;
  readonly allowFutureDatedPayments: boolean;
  readonly allowCreditDraft: boolean;
  readonly allowBankDraft: boolean;
  readonly displayEmergencyAnnouncement: boolean;
  readonly emergencyAnnouncementMessage: string | null;
  readonly whecEnabled: boolean;
  readonly displayFaqUrl: string | null;
  readonly nexGridEnable: boolean;
  readonly nexGridLinkUrl: string | null;
  readonly serviceRequestMenuEnabled: boolean;
  readonly useCustomMenu: boolean;
  /** The custom menu: a list of items, or that list as JSON text; parsed by `customMenu`. */
  readonly mcpMenu?: unknown;
  readonly outageMapLink: string | null;
  readonly memberInfoLinkAvailable: boolean;
  readonly memberInfoDocsLinkName: string | null;
  readonly clientAvailable: boolean;
  readonly detailedUsageAnalysisLabel: string | null;
  readonly isOnlineDelinquentView: boolean;
  readonly delinquentViewUrl: string | null;
  /** Replaces the Quick Pay banner's default text when set. */
  readonly quickPayBannerText?: string | null;
  /** 'basic' or 'detailed': the account overview's layout (spec 02 §2.1). */
  readonly accountOverviewLayout?: string | null;
  /** The overview's usage graph; null or absent, it follows the Usages feature. */
  readonly usageGraphEnabled?: boolean | null;
  /** Hides usage and outage for non-electric accounts (the ATS setting of spec 03 §6). */
  readonly hideNonElectricUsageAndOutage?: boolean;
}

/** A text the back office may leave null, empty or blank: set only when it has a visible character. */
export function isSet(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * The meter-portal (WHEC) variant. The spec names it both as the WHEC feature and as the whecEnabled
 * configuration flag; either one turns the variant on, so a site that sets only one of them still gets
 * every rule of the variant (EZ Pay label, My Meter, no external Contact Us, meter-portal jump).
 */
export function isMeterPortalVariant(
  features: readonly FeatureFlag[],
  configuration: Pick<ConfigurationFlags, 'whecEnabled'>,
): boolean {
  return configuration.whecEnabled || isFeatureEnabled(features, 'WHEC');
}
