import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { SiteConfiguration } from '../api/schemas/site-configuration.ts';
import { errorMessage, errorMessages } from '../domain/error-messages.ts';
import { portalErrors } from '../domain/portal/errors.ts';
import { isAccountSwitcherShown, isFooterShown, isHeaderShown } from '../domain/portal/layout.ts';
import { portalRouteHref, splitPath } from '../domain/portal/links.ts';
import { decideRoute } from '../domain/portal/route-decision.ts';
import { pageTitle } from '../domain/portal/routes.ts';
import { isMeterPortalVariant } from '../domain/portal/site-configuration.ts';
import { shouldStartWebChat } from '../domain/portal/web-chat.ts';
import { platformMessages } from '../domain/platform-messages.ts';
import { CustomStylesheet } from '../features/shell/CustomStylesheet.tsx';
import { Header } from '../features/shell/Header.tsx';
import { takeAddressSecrets } from '../state/address-secrets.ts';
import { endMemberSession } from '../state/session-actions.ts';
import { memberAccountsAtom } from '../state/session.ts';
import { queryCacheOf } from '../state/query-cache.ts';
import {
  historyStateWith,
  navigationStateOf,
  takeHandedOffNavigationState,
} from '../state/navigation-state.ts';
import { queryKeys } from '../state/query-keys.ts';
import { useSiteConfiguration } from '../state/site-configuration.ts';
import { useCoopEvents, useElementContext } from '../ui/element/ElementContext.tsx';
import {
  NavigationStateProvider,
  type PortalNavigation,
  PortalNavigationProvider,
} from '../ui/navigation/PortalNavigation.tsx';
import { RouteQueryProvider } from '../ui/navigation/RouteContext.tsx';
import { Alert } from '../ui/primitives/Alert/Alert.tsx';
import { Spinner } from '../ui/primitives/Spinner/Spinner.tsx';
import { SessionWarning } from '../ui/session/SessionWarning.tsx';
import { focusableScreenHeading } from '../ui/screen-heading.ts';
import * as styles from './CoopPortal.css.ts';
import { reportPageView, useCustomScript, useFavicon, useRestoreDocumentTitle } from './page-effects.ts';
import {
  normalizedBasePath,
  type NavigateOptions,
  type RoutingMode,
  usePortalLocation,
} from './portal-location.ts';
import { RouteScreen } from './RouteScreen.tsx';
import { loadAccountSwitcher, loadFooter, loadWebChat } from './shell-chunks.ts';
import { usePortalSession } from './usePortalSession.ts';
import { portalMessages } from '../domain/portal/messages.ts';
import { useLanguage } from '../ui/element/useLanguage.ts';

const Footer = lazy(() => loadFooter().then((Footer) => ({ default: Footer })));
const AccountSwitcher = lazy(() =>
  loadAccountSwitcher().then((AccountSwitcher) => ({ default: AccountSwitcher })),
);
const WebChat = lazy(() => loadWebChat().then((WebChat) => ({ default: WebChat })));

export interface CoopPortalProps {
  /** 'hash' (default: '#/home', works on any CMS page) or 'path' (real paths under `basePath`). */
  readonly routing?: string;
  /** With path routing, the path the portal lives under, e.g. '/portal'. */
  readonly basePath?: string;
  /** 'false' leaves the page's title and icon alone. */
  readonly manageTitle?: string;
  /** A cooperative script loaded again on every route change, from an allowed origin only. */
  readonly customScript?: string;
}

/** Runs its callback once, when the Suspense boundary around it reveals the screen. */
function ScreenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

/** Moves the state a standalone element handed over for this address onto its history entry, once. */
function takeArrivalNavigationState(): null {
  const handed = takeHandedOffNavigationState(sessionStorage, location.href);
  if (handed) history.replaceState(historyStateWith(history.state, handed), '');
  return null;
}

interface PortalAppProps {
  readonly site: SiteConfiguration;
  readonly mode: RoutingMode;
  readonly basePath: string;
  readonly manageTitle: boolean;
  readonly customScript: string | undefined;
}

function PortalApp({ site, mode, basePath, manageTitle, customScript }: PortalAppProps) {
  const { client, config } = useElementContext();
  const emit = useCoopEvents();
  const store = useStore();
  // Arriving from a standalone element of another page, this entry takes the state it handed over.
  useState(takeArrivalNavigationState);
  const location = usePortalLocation(mode, basePath);
  const session = usePortalSession(client);
  const accounts = useAtomValue(memberAccountsAtom);
  const [navigationCount, setNavigationCount] = useState(0);
  const [maintenanceOver, setMaintenanceOver] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstScreen = useRef(true);
  // The footer waits for the first screen: shown before it, it would be pushed down when the screen arrives.
  const [firstScreenShown, setFirstScreenShown] = useState(false);

  const maintenance = site.maintenance && !maintenanceOver;
  const decision = decideRoute(location.url, {
    maintenance,
    sessionValid: session.sessionValid,
    accounts: session.accounts,
    meterPortalVariant: isMeterPortalVariant(site.features, site.configuration),
    timedOut: session.timedOut,
  });
  const signedIn = session.sessionValid && session.accounts === 'ready';
  const { path, search } = splitPath(location.url);
  // Every navigation counts, so going to the address already shown recreates its screen (spec 01 §2.2).
  const screenKey = `${location.url}#${navigationCount}`;
  const url = location.url;

  const { navigate: navigateLocation, href } = location;
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      // Going to the address already shown reloads its screen, data included; the site stays as loaded.
      if (to.replace(/^\/+/, '') === url) {
        void queryCacheOf(store).invalidate([], { keep: [queryKeys.siteConfigurationRoot] });
      }
      navigateLocation(to, options);
      setNavigationCount((count) => count + 1);
    },
    [navigateLocation, store, url],
  );
  const navigation = useMemo<PortalNavigation>(
    () => ({ href, navigate, reachesPortal: true }),
    [href, navigate],
  );

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    // Redirects replace the history entry: Back never returns to an address that only redirects. The new
    // address gives the screen its new key; a redirect to the address shown (none in the table) does nothing.
    if (redirectTo !== null) navigateLocation(redirectTo, { replace: true });
  }, [navigateLocation, redirectTo, url]);

  const shown = decision.kind === 'show' ? decision : null;
  const title = shown ? pageTitle(shown.route.titleChain, site.siteSettings.coopName) : null;
  const signOutVisitor = shown?.signOut ?? false;
  const { timedOut, acknowledgeTimeOut } = session;
  useEffect(() => {
    if (title === null) return;
    if (timedOut) acknowledgeTimeOut();
    if (signOutVisitor) void endMemberSession(store, client, 'manual');
  }, [acknowledgeTimeOut, client, signOutVisitor, store, timedOut, title]);

  // The page title, the page-view event and analytics, once per screen. The query is left out of what
  // is reported: it can hold one-time codes and tokens. A language switch only translates the title.
  const googleAnalyticsCode = site.siteSettings.googleAnalyticsCode;
  const language = useLanguage();
  const reportedLanguage = useRef(language);
  useEffect(() => {
    const switched = reportedLanguage.current !== language;
    reportedLanguage.current = language;
    if (title === null) return;
    if (manageTitle) document.title = title;
    if (switched) return;
    emit('coop-page-view', { path: `/${path}`, title });
    const routing = mode === 'hash' ? { mode, page: window.location.pathname } : { mode, basePath };
    reportPageView(googleAnalyticsCode, {
      path: `/${path}`,
      title,
      location: new URL(portalRouteHref(path, routing), window.location.origin).href,
    });
  }, [basePath, emit, googleAnalyticsCode, manageTitle, mode, path, screenKey, title, language]);

  useCustomScript(customScript, config.customAssetOrigins, screenKey);

  // Focus follows a route change to the new screen's heading; the first screen leaves focus where it is.
  const onScreenShown = useCallback(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      setFirstScreenShown(true);
      return;
    }
    const main = mainRef.current;
    if (main) (focusableScreenHeading(main) ?? main).focus();
  }, []);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    // A fragment link would change the hash route; focus moves by script instead.
    event.preventDefault();
    mainRef.current?.focus();
  };

  let content;
  if (shown) {
    content = (
      <Suspense key={screenKey} fallback={<Spinner label={platformMessages.loading} />}>
        <RouteScreen
          route={shown.route}
          params={shown.params}
          query={new URLSearchParams(search)}
          site={site}
          onMaintenanceOver={() => setMaintenanceOver(true)}
        />
        <ScreenShown onShown={onScreenShown} />
      </Suspense>
    );
  } else if (decision.kind === 'accounts-failed') {
    content = <Alert tone="error">{errorMessages.generic}</Alert>;
  } else {
    content = <Spinner label={platformMessages.loading} />;
  }

  return (
    <PortalNavigationProvider value={navigation}>
      <NavigationStateProvider value={navigationStateOf(history.state)}>
        <RouteQueryProvider search={search}>
          <div className={styles.portal}>
            <a className={styles.skipLink} href={href(location.url)} onClick={skipToContent}>
              {portalMessages.frame.skipToContent}
            </a>
            {isHeaderShown(location.url, maintenance) ? (
              <Header url={location.url} site={site} signedIn={signedIn} />
            ) : null}
            {isAccountSwitcherShown(location.url, signedIn, accounts?.count ?? 0) ? (
              <Suspense fallback={null}>
                <AccountSwitcher />
              </Suspense>
            ) : null}
            <main ref={mainRef} className={styles.main} tabIndex={-1} aria-busy={!shown || undefined}>
              {content}
            </main>
            {(firstScreenShown || decision.kind === 'accounts-failed') &&
            isFooterShown(location.url, maintenance) ? (
              <Suspense fallback={null}>
                <Footer siteSettings={site.siteSettings} />
              </Suspense>
            ) : null}
            {!maintenance && shouldStartWebChat(site.features, site.webChatSetting) ? (
              <Suspense fallback={null}>
                <WebChat features={site.features} setting={site.webChatSetting} />
              </Suspense>
            ) : null}
            {/* The session ends whatever route shows: the warning before it is offered on every one. */}
            {session.sessionValid ? <SessionWarning /> : null}
            <CustomStylesheet
              href={site.siteSettings.featureFlagCustomCss}
              allowedOrigins={config.customAssetOrigins}
            />
          </div>
        </RouteQueryProvider>
      </NavigationStateProvider>
    </PortalNavigationProvider>
  );
}

/**
 * `<coop-portal>`: the whole member portal in one element (spec 01 §2.1): header, account switcher,
 * the routed screen and the footer, with its own routing, guards and redirects.
 */
export function CoopPortal({ routing, basePath, manageTitle, customScript }: CoopPortalProps) {
  const { config } = useElementContext();
  const site = useSiteConfiguration(config.apiBase, config.applicationId);
  const mode: RoutingMode = routing === 'path' ? 'path' : 'hash';
  const managed = manageTitle !== 'false';
  // Before the portal routes, titles or reports anything: a link's token or code leaves the address.
  useState(() =>
    takeAddressSecrets(mode === 'hash' ? { mode } : { mode, basePath: normalizedBasePath(basePath) }),
  );

  useRestoreDocumentTitle(managed);
  useFavicon(
    managed && site.status === 'ready',
    site.status === 'ready' ? site.configuration.siteSettings.portalFavIconPath : null,
    config.customAssetOrigins,
  );

  if (site.status === 'loading') {
    return (
      <div className={styles.status}>
        <Spinner label={platformMessages.loading} />
      </div>
    );
  }
  if (site.status === 'failed') {
    return (
      <div className={styles.status}>
        <Alert tone="error">{errorMessage(site.error.failure, portalErrors)}</Alert>
      </div>
    );
  }
  return (
    <PortalApp
      site={site.configuration}
      mode={mode}
      basePath={normalizedBasePath(basePath)}
      manageTitle={managed}
      customScript={customScript}
    />
  );
}
