import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { login, verifyMfa } from '../../api/auth.ts';
import { signInErrors } from '../../domain/login/errors.ts';
import { loginMessages } from '../../domain/login/messages.ts';
import { endMemberSession, startMemberSession, type GrantedSession } from '../../state/session-actions.ts';
import { signOutReasonAtom } from '../../state/session.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useCoopEvents, useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';

/** What verify MFA needs besides the code: the attempt the login response named (spec 01 §3). */
export interface MfaChallenge {
  readonly userName: string;
  readonly memberNumber: string;
  readonly encryptedMember: string;
  readonly encryptedUserName: string;
}

export interface LoginNotice {
  /** Changes with every notice, so that the same message twice is announced twice. */
  readonly id: number;
  readonly tone: 'error' | 'success';
  /** Read when shown (a reader, not the text), so a language switch shows it in the new language. */
  readonly text: () => string;
}

export interface LoginFlowState {
  /** 'signed-in': the session is granted; accounts load, then the screen navigates away. */
  readonly step: 'credentials' | 'mfa' | 'signed-in';
  /** Set from the MFA login response until Back, a new sign-in or the end of the session. */
  readonly challenge: MfaChallenge | null;
  /** A call is under way, or the member is signed in and about to leave the screen. */
  readonly busy: boolean;
  readonly notice: LoginNotice | null;
  /** Changes whenever the form must start empty again (Back, a session ended elsewhere). */
  readonly formGeneration: number;
  /** The new form takes focus: the member started it over here (Back), not something elsewhere on the page. */
  readonly focusNewForm: boolean;
}

/** 'busy': ignored, another sign-in call is under way. */
export type SignInOutcome = 'mfa' | 'signed-in' | 'failed' | 'busy';

let noticeIds = 0;

function notice(tone: LoginNotice['tone'], text: () => string): LoginNotice {
  noticeIds += 1;
  return { id: noticeIds, tone, text };
}

export interface LoginFlowOptions {
  /** The portal route a successful sign-in goes to (`afterLoginTarget`); null to stay where the member is. */
  readonly target: string | null;
  /** Shows 'You have successfully logged out' on arrival (the `sessionTimeOut` query). */
  readonly sessionTimeOut: boolean;
}

/**
 * The sign-in state machine (spec 01 §4 'Login'): credentials → (MFA member) verification code →
 * session started, accounts loaded, `coop-signed-in` dispatched → navigation to the target.
 */
export function useLoginFlow({ target, sessionTimeOut }: LoginFlowOptions) {
  const { client } = useElementContext();
  const store = useStore();
  const emit = useCoopEvents();
  const navigation = usePortalNavigation();
  const signOutReason = useAtomValue(signOutReasonAtom);
  const [state, setState] = useState<LoginFlowState>(() => ({
    step: 'credentials',
    challenge: null,
    busy: false,
    // A time-out noticed on this page (signOutReasonAtom) shows the same notice, set by the effect below.
    notice: sessionTimeOut ? notice('success', () => loginMessages.loggedOut) : null,
    formGeneration: 0,
    focusNewForm: false,
  }));
  /** True from the moment this screen was granted a session until that session ends. */
  const ownsSession = useRef(false);
  /** Set when a granted session could not be started (its accounts did not load): the form starts again. */
  const sessionStartFailed = useRef(false);

  /**
   * Signed in means the account list is loaded too (spec 01 §4); without it the token is given back and
   * the call fails with the accounts' error.
   */
  const startSession = useCallback(
    async (granted: GrantedSession): Promise<void> => {
      ownsSession.current = true;
      setState((current) => ({
        ...current,
        step: 'signed-in',
        notice: notice('success', () => loginMessages.success),
      }));
      try {
        await startMemberSession(store, client, granted);
      } catch (error) {
        ownsSession.current = false;
        sessionStartFailed.current = true;
        await endMemberSession(store, client, 'manual');
        throw error;
      }
      emit('coop-signed-in', { memberNumber: granted.memberNumber });
    },
    [client, emit, store],
  );

  // One change each, sent once while under way: a second submit (a press and an Enter in one frame)
  // does not start a second sign-in.
  const credentialsRequest = useMutation({
    send: async (credentials: { userName: string; password: string }): Promise<MfaChallenge | null> => {
      const response = await login(client, credentials);
      if (response.memberMfaEnabled && response.mfaAuthenticateModel) {
        return {
          userName: credentials.userName,
          memberNumber: response.memberNumber,
          encryptedMember: response.mfaAuthenticateModel.encryptedMember,
          encryptedUserName: response.mfaAuthenticateModel.encryptedUserName,
        };
      }
      if (!response.accessToken) throw new ApiError({ kind: 'client', detail: 'no access token' }, 'login');
      await startSession({
        accessToken: response.accessToken,
        memberNumber: response.memberNumber,
        memberMfaEnabled: response.memberMfaEnabled,
        expiresInMinutes: response.expiresInMinutes,
      });
      return null;
    },
    errors: signInErrors,
  });
  const codeRequest = useMutation({
    send: async ({ challenge, code }: { challenge: MfaChallenge; code: string }) => {
      const response = await verifyMfa(client, { ...challenge, token: code });
      await startSession({
        accessToken: response.accessToken,
        memberNumber: response.memberNumber,
        memberMfaEnabled: true,
        expiresInMinutes: response.expiresInMinutes,
      });
    },
    errors: signInErrors,
  });

  /** What a failed step leaves: the form as typed with the message, or a new form if the session failed. */
  const fail = useCallback((error: () => string | null, step: 'credentials' | 'mfa') => {
    const text = () => error() ?? signInErrors.unknown;
    if (sessionStartFailed.current) {
      sessionStartFailed.current = false;
      setState((current) => ({
        step: 'credentials',
        challenge: null,
        busy: false,
        notice: notice('error', text),
        formGeneration: current.formGeneration + 1,
        focusNewForm: true,
      }));
      return;
    }
    setState((current) => ({
      ...current,
      step,
      challenge: step === 'mfa' ? current.challenge : null,
      busy: false,
      notice: notice('error', text),
    }));
  }, []);

  const arrive = useCallback((): SignInOutcome => {
    if (target !== null) navigation.navigate(target);
    return 'signed-in';
  }, [navigation, target]);

  const signIn = useCallback(
    async (credentials: { userName: string; password: string }): Promise<SignInOutcome> => {
      setState((current) => ({ ...current, busy: true, notice: null }));
      const outcome = await credentialsRequest.submit(credentials);
      if (outcome.status === 'busy') return 'busy';
      if (outcome.status !== 'succeeded') {
        fail(() => (outcome.status === 'failed' ? outcome.error : null), 'credentials');
        return 'failed';
      }
      const challenge = outcome.result;
      if (challenge) {
        setState((current) => ({ ...current, step: 'mfa', challenge, busy: false }));
        return 'mfa';
      }
      return arrive();
    },
    [arrive, credentialsRequest, fail],
  );

  const verify = useCallback(
    async (code: string): Promise<SignInOutcome> => {
      const challenge = state.challenge;
      if (!challenge) return 'busy';
      setState((current) => ({ ...current, busy: true, notice: null }));
      const outcome = await codeRequest.submit({ challenge, code });
      if (outcome.status === 'busy') return 'busy';
      if (outcome.status !== 'succeeded') {
        fail(() => (outcome.status === 'failed' ? outcome.error : null), 'mfa');
        return 'failed';
      }
      return arrive();
    },
    [arrive, codeRequest, fail, state.challenge],
  );

  /** Back from the verification step: the credential form again, empty. */
  const back = useCallback(() => {
    setState((current) => ({
      ...current,
      step: 'credentials',
      challenge: null,
      busy: false,
      notice: null,
      formGeneration: current.formGeneration + 1,
      focusNewForm: true,
    }));
  }, []);

  const dismissNotice = useCallback(() => setState((current) => ({ ...current, notice: null })), []);

  // A session ended anywhere on the page (a sign-out elsewhere, a refused token): the screen starts
  // over, with the time-out notice when that was the reason. Focus stays where the member is.
  useEffect(() => {
    if (signOutReason === null) return;
    const hadSession = ownsSession.current;
    ownsSession.current = false;
    if (!hadSession && signOutReason !== 'timeout') return;
    const timeOutNotice = (current: LoginFlowState) =>
      current.notice?.text() === loginMessages.loggedOut
        ? current.notice
        : notice('success', () => loginMessages.loggedOut);
    setState((current) =>
      hadSession
        ? {
            step: 'credentials',
            challenge: null,
            busy: false,
            notice: signOutReason === 'timeout' ? timeOutNotice(current) : null,
            formGeneration: current.formGeneration + 1,
            focusNewForm: false,
          }
        : // Another session timed out: say so, but leave what the member is doing here (an MFA step included).
          { ...current, notice: timeOutNotice(current) },
    );
  }, [signOutReason]);

  return { state, signIn, verify, back, dismissNotice, ownsSession };
}
