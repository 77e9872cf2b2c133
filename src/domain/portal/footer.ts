import { externalHref, type LinkTarget, linkTarget, routeTarget } from './links.ts';
import { portalMessages } from './messages.ts';
import { isSet, type SiteSettings } from './site-configuration.ts';

const texts = portalMessages.footer;

export type SocialNetwork = keyof typeof texts.socialNetworks;

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly href: string;
}

export interface FooterModel {
  /** The About Us block; null when the site has no About Us text. */
  readonly aboutUs: { readonly heading: string; readonly text: string } | null;
  /** The Follow Us block; null when no social address is set. */
  readonly followUs: { readonly heading: string; readonly links: readonly SocialLink[] } | null;
  readonly contactUs: {
    readonly heading: string;
    /** Always shown (spec 01 §2.5); '' when the site has none. */
    readonly address: string;
    readonly phone: { readonly text: string; readonly href: string } | null;
    readonly officeHours: string | null;
    readonly email: { readonly text: string; readonly href: string } | null;
    readonly connectWithUs: { readonly label: string; readonly target: LinkTarget } | null;
    readonly emergency: { readonly label: string; readonly number: string; readonly href: string } | null;
    readonly corporateWebsite: { readonly caption: string; readonly target: LinkTarget } | null;
  };
  readonly termsOfUse: { readonly label: string; readonly target: LinkTarget };
  /** '© {year} {caption}'; null when neither is set. */
  readonly copyright: string | null;
  /** 'Version:' and the number; null when the site has no version. */
  readonly version: { readonly label: string; readonly number: string } | null;
}

type SocialField =
  'facebookUrl' | 'twitterUrl' | 'youtubeUrl' | 'instagramUrl' | 'pinterestUrl' | 'yelpUrl' | 'linkedInUrl';

const socialFields: readonly (readonly [SocialNetwork, SocialField])[] = [
  ['facebook', 'facebookUrl'],
  ['twitter', 'twitterUrl'],
  ['youtube', 'youtubeUrl'],
  ['instagram', 'instagramUrl'],
  ['pinterest', 'pinterestUrl'],
  ['yelp', 'yelpUrl'],
  ['linkedIn', 'linkedInUrl'],
];

/** A phone number as a tel: address: its digits, keeping a leading '+'. */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * The footer of spec 01 §2.5: each social link, contact line, emergency number and the corporate website
 * only when set (a blank text counts as not set; a social address must be a web address); the mailing
 * address always; the corporate website captioned with the cooperative name (its address when the name is
 * missing); Terms of Use to /legal-terms; the copyright line; 'Version:' with the version number.
 */
export function footerModel(settings: SiteSettings): FooterModel {
  const socialLinks = socialFields.flatMap(([network, field]) => {
    const href = externalHref(settings[field]);
    return href ? [{ network, label: texts.socialNetworks[network], href }] : [];
  });
  const connectWithUs = linkTarget(settings.coopContactUsLink, true);
  const corporateWebsite = linkTarget(settings.coopWebsiteUrl, true);
  const year = settings.copyright?.year?.trim() ?? '';
  const caption = settings.copyright?.caption?.trim() ?? '';
  const copyrightParts = [year, caption].filter((part) => part !== '');

  return {
    aboutUs: isSet(settings.aboutUs) ? { heading: texts.aboutUs, text: settings.aboutUs.trim() } : null,
    followUs: socialLinks.length > 0 ? { heading: texts.followUs, links: socialLinks } : null,
    contactUs: {
      heading: texts.contactUs,
      address: settings.address?.trim() ?? '',
      phone: isSet(settings.phoneNumber)
        ? { text: settings.phoneNumber.trim(), href: phoneHref(settings.phoneNumber) }
        : null,
      officeHours: isSet(settings.officeHours) ? settings.officeHours.trim() : null,
      email: isSet(settings.email)
        ? { text: settings.email.trim(), href: `mailto:${settings.email.trim()}` }
        : null,
      connectWithUs: connectWithUs ? { label: texts.connectWithUs, target: connectWithUs } : null,
      emergency: isSet(settings.emergencyContactNumber)
        ? {
            label: texts.reportAnOutage,
            number: settings.emergencyContactNumber.trim(),
            href: phoneHref(settings.emergencyContactNumber),
          }
        : null,
      corporateWebsite: corporateWebsite
        ? {
            caption: isSet(settings.coopName)
              ? settings.coopName.trim()
              : (settings.coopWebsiteUrl ?? '').trim(),
            target: corporateWebsite,
          }
        : null,
    },
    termsOfUse: { label: texts.termsOfUse, target: routeTarget('legal-terms') },
    copyright: copyrightParts.length > 0 ? `© ${copyrightParts.join(' ')}` : null,
    version: isSet(settings.appVersion) ? { label: texts.version, number: settings.appVersion.trim() } : null,
  };
}
