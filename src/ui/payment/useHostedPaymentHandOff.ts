import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkActionUrl } from '../../domain/security/action-url.ts';
import { useElementContext } from '../element/ElementContext.tsx';
import { resetHostedFormSubmission, submitHostedForm } from './submit-hosted-form.ts';

/** The page the hosted page returns to: what the callback addresses are built from (domain functions). */
export interface HandOffPage {
  readonly origin: string;
  /** Path, query and fragment: where the member is now. */
  readonly address: string;
}

export interface HostedPaymentHandOff {
  /** The page is on its way to the hosted page: the flow ignores presses and shows Pay busy. */
  readonly leaving: boolean;
  /** The back office's payment page address was refused (docs/security.md): the generic message shows. */
  readonly refused: boolean;
  /** The page the callbacks return to. */
  readonly page: () => HandOffPage;
  /**
   * Checks `actionUrl` against the allow-list (`payment-origins`), then posts `fields` to it, once per
   * page. `beforeLeaving` runs just before the post: what the return needs is stored then, not sooner.
   * Returns whether the page is leaving.
   */
  readonly post: (
    actionUrl: string,
    fields: ReadonlyArray<readonly [string, string]>,
    beforeLeaving?: () => void,
  ) => boolean;
  /** Forgets a refusal: the member starts again. */
  readonly clearRefusal: () => void;
}

/**
 * The one hand-off to the hosted payment page, for every flow that uses it (Quick Pay, Pay Multiple
 * Accounts, Auto Pay, Drafts). Back from the hosted page through the browser's back-forward cache, the
 * page is as it was when it left: leaving, and the form marked posted. Nothing was paid here, so both
 * are reset and `onReturn` lets the flow reset its own state; the member can press Pay again.
 */
export function useHostedPaymentHandOff(options: { onReturn?: () => void } = {}): HostedPaymentHandOff {
  const { config, host } = useElementContext();
  // A ref beside the state: a second press in the same task must see that the page is leaving.
  const leavingNow = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const [refused, setRefused] = useState(false);
  const onReturn = useRef(options.onReturn);
  onReturn.current = options.onReturn;

  useEffect(() => {
    const window = host.ownerDocument.defaultView;
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !leavingNow.current) return;
      leavingNow.current = false;
      resetHostedFormSubmission();
      setLeaving(false);
      onReturn.current?.();
    };
    window?.addEventListener('pageshow', onPageShow);
    return () => window?.removeEventListener('pageshow', onPageShow);
  }, [host]);

  const page = useCallback((): HandOffPage => {
    const { origin, pathname, search, hash } = host.ownerDocument.location;
    return { origin, address: `${pathname}${search}${hash}` };
  }, [host]);

  const post = useCallback(
    (
      actionUrl: string,
      fields: ReadonlyArray<readonly [string, string]>,
      beforeLeaving?: () => void,
    ): boolean => {
      if (leavingNow.current) return true;
      const document = host.ownerDocument;
      const checked = checkActionUrl(actionUrl, {
        allowedOrigins: config.paymentOrigins,
        pageOrigin: document.location.origin,
      });
      if (!checked.ok) {
        console.error(`[coop] payment page address rejected: ${checked.reason}`);
        setRefused(true);
        return false;
      }
      leavingNow.current = true;
      setLeaving(true);
      setRefused(false);
      beforeLeaving?.();
      submitHostedForm(document, checked.url, fields);
      return true;
    },
    [config.paymentOrigins, host],
  );

  const clearRefusal = useCallback(() => setRefused(false), []);

  return useMemo(
    () => ({ leaving, refused, page, post, clearRefusal }),
    [clearRefusal, leaving, page, post, refused],
  );
}
