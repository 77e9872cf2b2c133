import { useAtomValue, useStore } from 'jotai';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { errorMessage } from '../../domain/error-messages.ts';
import { portalErrors } from '../../domain/portal/errors.ts';
import { loginMessages } from '../../domain/login/messages.ts';
import { isOriginalPortalBannerShown } from '../../domain/login/rules.ts';
import { afterLoginTarget } from '../../domain/portal/logout.ts';
import { isMeterPortalVariant } from '../../domain/portal/site-configuration.ts';
import { endMemberSession } from '../../state/session-actions.ts';
import { isSignedInAtom } from '../../state/session.ts';
import { useSiteConfiguration } from '../../state/site-configuration.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Spinner } from '../../ui/primitives/Spinner/Spinner.tsx';
import { LoginForm } from './LoginForm.tsx';
import { LoginHelpDialog } from './LoginHelpDialog.tsx';
import * as styles from './LoginScreen.css';
import { useLoginFlow } from './useLoginFlow.ts';
import { useLoginImages } from './useLoginImages.ts';

export interface LoginScreenProps {
  /** Where to go after signing in (the `returnUrl` query); used only when it is a safe portal address. */
  readonly returnUrl?: string | null;
  /** The member was signed out by a time-out (the `sessionTimeOut` query). */
  readonly sessionTimeOut?: boolean;
  /**
   * Stay on the page after signing in: the screen stands in for a signed-in element (RequireMember),
   * which shows its content once the member is signed in.
   */
  readonly stayAfterSignIn?: boolean;
}

/**
 * The Sign In screen (spec 01 §2.8): the portal's /login route, the `<coop-login>` element, and what a
 * signed-in element shows a visitor.
 */
export function LoginScreen({
  returnUrl = null,
  sessionTimeOut = false,
  stayAfterSignIn = false,
}: LoginScreenProps) {
  const { config } = useElementContext();
  const site = useSiteConfiguration(config.apiBase, config.applicationId);
  const images = useLoginImages();
  const headingId = useId();

  let content;
  if (site.status === 'loading') {
    content = (
      <div className={styles.loadingPlace}>
        <Spinner label={loginMessages.loading} />
      </div>
    );
  } else if (site.status === 'failed') {
    content = <Alert tone="error">{errorMessage(site.error.failure, portalErrors)}</Alert>;
  } else {
    content = (
      <LoginPanel
        configuration={site.configuration}
        returnUrl={returnUrl}
        sessionTimeOut={sessionTimeOut}
        stayAfterSignIn={stayAfterSignIn}
      />
    );
  }

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      {images.backgroundImage && (
        <img
          className={styles.backgroundImage}
          part="background-image"
          src={images.backgroundImage.src}
          alt=""
        />
      )}
      <div className={images.rightImage ? `${styles.layout} ${styles.layoutWithImage}` : styles.layout}>
        <div className={styles.card} part="card">
          <h2 id={headingId} className={styles.heading}>
            {loginMessages.title}
          </h2>
          {content}
        </div>
        {images.rightImage && (
          <img
            className={styles.sideImage}
            part="side-image"
            src={images.rightImage.src}
            alt={images.rightImage.alt}
          />
        )}
      </div>
    </section>
  );
}

interface LoginPanelProps {
  readonly configuration: SiteConfiguration;
  readonly returnUrl: string | null;
  readonly sessionTimeOut: boolean;
  readonly stayAfterSignIn: boolean;
}

function LoginPanel({ configuration, returnUrl, sessionTimeOut, stayAfterSignIn }: LoginPanelProps) {
  const { client } = useElementContext();
  const store = useStore();
  const navigation = usePortalNavigation();
  const signedIn = useAtomValue(isSignedInAtom);
  const meterPortal = isMeterPortalVariant(configuration.features, configuration.configuration);
  const flow = useLoginFlow({
    target: stayAfterSignIn ? null : afterLoginTarget({ whecEnabled: meterPortal, returnUrl }),
    sessionTimeOut,
  });
  const { state } = flow;
  const arrived = useRef(false);

  // Spec 01 §4: an existing session goes to accountoverview, except that the meter-portal variant signs
  // it out on arrival. A session this screen was just granted is left to the flow.
  useEffect(() => {
    const onArrival = !arrived.current;
    arrived.current = true;
    if (!signedIn || flow.ownsSession.current || stayAfterSignIn) return;
    if (onArrival && meterPortal) void endMemberSession(store, client, 'manual');
    else navigation.navigate('accountoverview', { replace: true });
  }, [client, flow.ownsSession, meterPortal, navigation, signedIn, stayAfterSignIn, store]);

  function follow(route: string) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      // Modified clicks (new tab, new window) keep the browser's own behaviour.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigation.navigate(route);
    };
  }

  const links = [
    { route: 'pages/register', text: loginMessages.links.createAccount },
    { route: 'pages/forgot-password', text: loginMessages.links.forgotPassword },
    { route: 'forgot-username', text: loginMessages.links.forgotUsername },
  ];

  return (
    <>
      {isOriginalPortalBannerShown(configuration.configuration.originalPortalOrigin) && (
        <Alert tone="info">{loginMessages.originalPortalBanner}</Alert>
      )}
      {state.notice && (
        <Alert
          key={state.notice.id}
          tone={state.notice.tone}
          {...(state.notice.tone === 'error' ? { onDismiss: flow.dismissNotice } : {})}
        >
          {state.notice.text()}
        </Alert>
      )}
      <LoginForm
        key={state.formGeneration}
        state={state}
        focusOnMount={state.focusNewForm}
        onSignIn={flow.signIn}
        onVerify={flow.verify}
        onBack={flow.back}
      />
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.route}>
            <a className={styles.link} href={navigation.href(link.route)} onClick={follow(link.route)}>
              {link.text}
            </a>
          </li>
        ))}
        <li>
          <LoginHelpDialog />
        </li>
      </ul>
    </>
  );
}
