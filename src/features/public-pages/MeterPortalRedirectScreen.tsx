import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/api-error.ts';
import { getMeterPortalSettings } from '../../api/accounts.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { publicPageMessages } from '../../domain/public-pages/messages.ts';
import {
  type MeterPortalFailureOutcome,
  meterPortalAddress,
  meterPortalFailure,
  meterPortalFailureOutcome,
  meterPortalRefusedMessage,
} from '../../domain/portal/meter-portal.ts';
import { meterPortalSecretParameters } from '../../domain/security/meter-portal-url.ts';
import { findMemberAccount } from '../../state/session-actions.ts';
import { memberAccountsAtom, memberSessionAtom, selectedAccountAtom } from '../../state/session.ts';
import { useElementContext, useNavigate } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Dialog } from '../../ui/primitives/Dialog/Dialog.tsx';
import { Spinner } from '../../ui/primitives/Spinner/Spinner.tsx';
import { PublicPage } from './PublicPage.tsx';
import * as styles from './PublicPage.css.ts';

type RedirectDialog = Extract<MeterPortalFailureOutcome, { kind: 'dialog' }>;

/**
 * The meter-portal jump page (aclarajump, spec 01 §2.12, spec 03 §2.13): fetches the member's portal
 * settings and sends the browser to the meter-data portal. Code 3101 explains itself in the 'Redirect'
 * dialog first; any other failure goes to the account overview. An address the page does not allow
 * (`meter-portal-origins`) is not followed: the member reads the generic error here. The route is
 * guarded: only a signed-in member gets here.
 */
export function MeterPortalRedirectScreen() {
  const { client, config, host } = useElementContext();
  const store = useStore();
  const session = useAtomValue(memberSessionAtom);
  const navigation = usePortalNavigation();
  const navigatePage = useNavigate();
  const [dialog, setDialog] = useState<RedirectDialog | null>(null);
  // A meter-portal address the page does not allow: the member stays here and is told.
  const [refused, setRefused] = useState(false);
  // Read when the call answers: a new navigation object or configuration must not fetch the settings
  // again.
  const meterPortalOrigins = config.meterPortalOrigins;
  const latest = useRef({ navigation, navigatePage, meterPortalOrigins });
  useEffect(() => {
    latest.current = { navigation, navigatePage, meterPortalOrigins };
  }, [navigation, navigatePage, meterPortalOrigins]);

  const memberNumber = session?.memberNumber;
  const accessToken = session?.accessToken;

  useEffect(() => {
    if (!memberNumber || !accessToken) return;
    let current = true;
    // The location of the account the settings name: known to the page, else asked of the back office
    // (a member may have thousands of accounts); left out when that call fails.
    const locationOf = async (accountNumber: string): Promise<string | undefined> => {
      const selected = store.get(selectedAccountAtom);
      const known =
        store.get(memberAccountsAtom)?.firstPage.find((entry) => entry.accountNumber === accountNumber) ??
        (selected?.accountNumber === accountNumber ? selected : undefined);
      if (known) return known.locationId;
      const found = await findMemberAccount(client, memberNumber, accessToken, accountNumber).catch(
        () => null,
      );
      return found?.locationId;
    };
    getMeterPortalSettings(client, memberNumber, accessToken).then(
      async (settings) => {
        const servicePoint = await locationOf(settings.accountNumber);
        if (!current) return;
        const page = host.ownerDocument;
        const address = meterPortalAddress(
          settings,
          { servicePoint, locale: navigator.language || 'en-US' },
          {
            baseUrl: page.baseURI,
            pageOrigin: page.location.origin,
            allowedOrigins: latest.current.meterPortalOrigins ?? [],
          },
        );
        if (!address.ok) {
          console.error(`[coop] meter portal address rejected: ${address.reason}`);
          setRefused(true);
          return;
        }
        latest.current.navigatePage(address.href, 'route', {
          secretParameters: meterPortalSecretParameters,
        });
      },
      (error: ApiError) => {
        // A refused token has already ended the session: the portal goes to sign-in.
        if (!current || error.isUnauthorized) return;
        const { code, message } = meterPortalFailure(error.failure);
        const outcome = meterPortalFailureOutcome(code, message);
        if (outcome.kind === 'dialog') setDialog(outcome);
        else latest.current.navigation.navigate(outcome.to, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [accessToken, client, host, memberNumber, store]);

  const goOn = () => {
    if (!dialog) return;
    setDialog(null);
    navigation.navigate(dialog.then, { replace: true });
  };

  return (
    <PublicPage title={portalMessages.titles.meterPortalRedirect} busy={dialog === null && !refused}>
      {refused ? (
        <Alert tone="error">{meterPortalRefusedMessage()}</Alert>
      ) : (
        <>
          <p className={styles.text}>{publicPageMessages.meterPortal.redirecting}</p>
          {dialog === null ? <Spinner decorative /> : null}
        </>
      )}
      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) goOn();
        }}
        role="alertdialog"
        title={dialog?.title ?? publicPageMessages.meterPortal.redirectDialogTitle}
        description={dialog?.message}
        actions={<Button onClick={goOn}>{dialog?.button ?? publicPageMessages.meterPortal.continue}</Button>}
      >
        <p className={styles.text}>{dialog?.note}</p>
      </Dialog>
    </PublicPage>
  );
}
