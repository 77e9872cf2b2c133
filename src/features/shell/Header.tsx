import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import {
  ANNOUNCEMENT_CLOSED_KEY,
  ANNOUNCEMENT_CLOSED_VALUE,
  isAnnouncementShown,
} from '../../domain/portal/announcement.ts';
import { isSignInButtonShown, logoHref } from '../../domain/portal/layout.ts';
import { linkTarget, portalUrl } from '../../domain/portal/links.ts';
import { mainMenu } from '../../domain/portal/menu.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { type Language, languageNames } from '../../domain/language.ts';
import { chooseLanguage } from '../../state/language.ts';
import { selectedAccountAtom } from '../../state/session.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';
import { useAssetUrlCheck } from '../../ui/element/useAssetUrl.ts';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import * as styles from './Header.css.ts';
import { MainMenu } from './MainMenu.tsx';

// Only signed-in members have a profile menu: visitors never load it.
const ProfileMenu = lazy(() =>
  import('./ProfileMenu.tsx').then((module) => ({ default: module.ProfileMenu })),
);

function storedAnnouncementMarker(): string | null {
  try {
    return window.localStorage.getItem(ANNOUNCEMENT_CLOSED_KEY);
  } catch {
    // Storage can be blocked (privacy settings): the banner then shows again on the next visit.
    return null;
  }
}

/** The emergency announcement (spec 01 §2.3, §4): closing it is remembered for good in local storage. */
function EmergencyBanner({ configuration }: { configuration: SiteConfiguration['configuration'] }) {
  const [marker, setMarker] = useState(storedAnnouncementMarker);
  if (!isAnnouncementShown(configuration, marker)) return null;
  return (
    <div className={styles.announcement}>
      <Alert
        tone="warning"
        dismissLabel={portalMessages.header.closeAnnouncement}
        onDismiss={() => {
          try {
            window.localStorage.setItem(ANNOUNCEMENT_CLOSED_KEY, ANNOUNCEMENT_CLOSED_VALUE);
          } catch {
            // Closed for this view only.
          }
          setMarker(ANNOUNCEMENT_CLOSED_VALUE);
        }}
      >
        {configuration.emergencyAnnouncementMessage}
      </Alert>
    </div>
  );
}

/**
 * The language switch: the other language's name, in that language (with its `lang`, so a screen reader
 * pronounces it). The choice is remembered and the whole page follows; the screen and what the member
 * typed stay.
 */
function LanguageSwitch() {
  const language = useLanguage();
  // Not `disabled` while the next language loads: a focused button that is disabled drops the focus.
  const switching = useRef(false);
  const other: Language = language === 'en' ? 'es' : 'en';
  return (
    <button
      type="button"
      className={styles.languageSwitch}
      lang={other}
      onClick={() => {
        if (switching.current) return;
        switching.current = true;
        void chooseLanguage(other).finally(() => (switching.current = false));
      }}
    >
      {languageNames[other]}
    </button>
  );
}

export interface HeaderProps {
  /** The portal address shown ('pages/login?…'). */
  readonly url: string;
  readonly site: SiteConfiguration;
  /** A valid token and the account list loaded (spec 01 §4). */
  readonly signedIn: boolean;
}

/**
 * The portal header (spec 01 §2.3): the emergency banner, the logo, Sign In or the member's profile
 * dropdown, and the main menu (standard, or the site's custom menu).
 */
export function Header({ url, site, signedIn }: HeaderProps) {
  const accountInfo = useAtomValue(selectedAccountAtom);
  const { siteSettings, features, configuration } = site;

  const language = useLanguage();
  const menu = useMemo(
    () => mainMenu({ features, configuration, siteSettings }),
    // The entries carry their labels: a language switch builds them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [configuration, features, siteSettings, language],
  );
  const allowedAssetUrl = useAssetUrlCheck();
  const logoTarget = linkTarget(logoHref(siteSettings.logoClickRedirectionLink));
  const logoName = siteSettings.coopName?.trim() || portalMessages.shell.logoFallback;
  const logoSource = allowedAssetUrl(siteSettings.portalLogoPath);
  const logo = logoSource ? (
    <img className={styles.logoImage} src={logoSource} alt={logoName} />
  ) : (
    <span className={styles.logoText}>{logoName}</span>
  );

  return (
    <header className={styles.header}>
      <EmergencyBanner configuration={configuration} />
      <div className={styles.bar}>
        {logoTarget?.kind === 'route' ? (
          <RouteLink to={portalUrl(logoTarget)} className={styles.logoLink}>
            {logo}
          </RouteLink>
        ) : logoTarget ? (
          // The cooperative's own site: same tab, it is where the member came from.
          <a href={logoTarget.href} className={styles.logoLink}>
            {logo}
          </a>
        ) : (
          logo
        )}
        <div className={styles.actions}>
          <LanguageSwitch />
          {signedIn ? (
            <Suspense fallback={null}>
              <ProfileMenu
                name={accountInfo?.accountHolderName ?? ''}
                signOutLink={siteSettings.signOutLink}
              />
            </Suspense>
          ) : isSignInButtonShown(url, signedIn) ? (
            <RouteLink to="login" className={styles.signIn}>
              {portalMessages.header.signIn}
            </RouteLink>
          ) : null}
        </div>
      </div>
      <MainMenu entries={menu} />
    </header>
  );
}
