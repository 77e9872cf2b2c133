import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { login, verifyMfa } from '../../api/auth.ts';
import { errorText } from '../../api/errors.ts';
import { signInErrors } from '../../domain/login/errors.ts';
import { loginMessages } from '../../domain/login/messages.ts';
import { endMemberSession, startMemberSession, type GrantedSession } from '../../state/session-actions.ts';
import { signOutReasonAtom } from '../../state/session.ts';
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
  readonly text: string;
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

function notice(tone: LoginNotice['tone'], text: string): LoginNotice {
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
    notice: sessionTimeOut ? notice('success', loginMessages.loggedOut) : null,
    formGeneration: 0,
    focusNewForm: false,
  }));
  // A ref, not state: a second submit in the same frame must not start a second sign-in.
  const inFlight = useRef(false);
  /** True from the moment this screen was granted a session until that session ends. */
  const ownsSession = useRef(false);

  const fail = useCallback((error: unknown, step: 'credentials' | 'mfa') => {
    setState((current) => ({
      ...current,
      step,
      challenge: step === 'mfa' ? current.challenge : null,
      busy: false,
      notice: notice('error', errorText(error, signInErrors)),
    }));
  }, []);

  const finish = useCallback(
    async (granted: GrantedSession): Promise<SignInOutcome> => {
      ownsSession.current = true;
      setState((current) => ({
        ...current,
        step: 'signed-in',
        notice: notice('success', loginMessages.success),
      }));
      try {
        await startMemberSession(store, client, granted);
      } catch (error) {
        // Signed in means the account list is loaded too (spec 01 §4); without it the token is given back.
        ownsSession.current = false;
        await endMemberSession(store, client, 'manual');
        setState((current) => ({
          step: 'credentials',
          challenge: null,
          busy: false,
          notice: notice('error', errorText(error, signInErrors)),
          formGeneration: current.formGeneration + 1,
          focusNewForm: true,
        }));
        return 'failed';
      }
      emit('coop-signed-in', { memberNumber: granted.memberNumber });
      if (target !== null) navigation.navigate(target);
      return 'signed-in';
    },
    [client, emit, navigation, store, target],
  );

  const signIn = useCallback(
    async (credentials: { userName: string; password: string }): Promise<SignInOutcome> => {
      if (inFlight.current) return 'busy';
      inFlight.current = true;
      setState((current) => ({ ...current, busy: true, notice: null }));
      try {
        const response = await login(client, credentials);
        if (response.memberMfaEnabled && response.mfaAuthenticateModel) {
          const challenge: MfaChallenge = {
            userName: credentials.userName,
            memberNumber: response.memberNumber,
            encryptedMember: response.mfaAuthenticateModel.encryptedMember,
            encryptedUserName: response.mfaAuthenticateModel.encryptedUserName,
          };
          setState((current) => ({ ...current, step: 'mfa', challenge, busy: false }));
          return 'mfa';
        }
        if (!response.accessToken) throw new ApiError({ kind: 'client', detail: 'no access token' }, 'login');
        return await finish({
          accessToken: response.accessToken,
          memberNumber: response.memberNumber,
          memberMfaEnabled: response.memberMfaEnabled,
          expiresInMinutes: response.expiresInMinutes,
        });
      } catch (error) {
        fail(error, 'credentials');
        return 'failed';
      } finally {
        inFlight.current = false;
      }
    },
    [client, fail, finish],
  );

  const verify = useCallback(
    async (code: string): Promise<SignInOutcome> => {
      const challenge = state.challenge;
      if (!challenge || inFlight.current) return 'busy';
      inFlight.current = true;
      setState((current) => ({ ...current, busy: true, notice: null }));
      try {
        const response = await verifyMfa(client, { ...challenge, token: code });
        return await finish({
          accessToken: response.accessToken,
          memberNumber: response.memberNumber,
          memberMfaEnabled: true,
          expiresInMinutes: response.expiresInMinutes,
        });
      } catch (error) {
        fail(error, 'mfa');
        return 'failed';
      } finally {
        inFlight.current = false;
      }
    },
    [client, fail, finish, state.challenge],
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
      current.notice?.text === loginMessages.loggedOut
        ? current.notice
        : notice('success', loginMessages.loggedOut);
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
