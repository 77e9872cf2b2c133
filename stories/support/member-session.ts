import { prairieApplicationId } from '../../demo-host/simulator/sites.ts';
import type { MemberSession } from '../../src/domain/session.ts';
import { memberSessionAtom } from '../../src/state/session.ts';
import { getPageStore } from '../../src/state/store.ts';
import { storyApiBase, storyApplicationId, storySimulator } from './simulator.ts';

/** The second site of the simulator, Prairie Wind Power Cooperative (the meter-portal variant). */
export { prairieApplicationId };

/** Calls the story's simulator as the named site's page would, and answers the JSON body. */
export async function callSimulator<T>(
  path: string,
  init: { method?: string; json?: unknown; applicationId?: string } = {},
): Promise<T> {
  const response = await storySimulator().fetch(
    new Request(new URL(`${storyApiBase}${path}`, window.location.origin), {
      method: init.method ?? 'GET',
      headers: {
        ApplicationId: init.applicationId ?? storyApplicationId,
        'Content-Type': 'application/json',
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    }),
  );
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface LoginResponse {
  memberNumber: string;
  memberMfaEnabled: boolean;
  accessToken: string | null;
  expiresInMinutes: number;
}

/**
 * A loader that signs a member (without MFA) in through the story's simulator and keeps the granted
 * session in `loaded.memberSession`, for `startSignedIn` to store before the story renders.
 */
export function signInAs(userName: string, password: string, applicationId = storyApplicationId) {
  return async () => {
    const granted = await callSimulator<LoginResponse>('/v3/auth/login', {
      method: 'POST',
      json: { userName, password },
      applicationId,
    });
    if (!granted.accessToken) throw new Error(`${userName} needs a verification code to sign in`);
    return {
      memberSession: {
        accessToken: granted.accessToken,
        memberNumber: granted.memberNumber,
        memberMfaEnabled: granted.memberMfaEnabled,
        expiresAt: Date.now() + granted.expiresInMinutes * 60_000,
      },
    };
  };
}

/**
 * Stores the session `signInAs` granted through the page store, which writes sessionStorage under the
 * app's key (the session atom reads storage only when its module loads). The portal loads the
 * member's accounts itself when it starts with a session.
 */
export function startSignedIn({ loaded }: { loaded: Record<string, unknown> }) {
  getPageStore().set(memberSessionAtom, loaded.memberSession as MemberSession);
}

/** The portal's hash route for the story (`#/home`), removed again when the story ends. */
export function atRoute(route: string) {
  return () => {
    window.history.replaceState(window.history.state, '', `#/${route.replace(/^[#/]+/, '')}`);
    return () => {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${window.location.search}`,
      );
    };
  };
}

/** Adds query parameters to the page's address (as a link to the page would), removed when the story ends. */
export function withPageQuery(parameters: Record<string, string>) {
  return () => {
    const address = new URL(window.location.href);
    for (const [name, value] of Object.entries(parameters)) address.searchParams.set(name, value);
    window.history.replaceState(window.history.state, '', address);
    return () => {
      const current = new URL(window.location.href);
      for (const name of Object.keys(parameters)) current.searchParams.delete(name);
      window.history.replaceState(window.history.state, '', current);
    };
  };
}

export interface OutboxMessage {
  id: string;
  applicationId: string;
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  sentAt: string;
}

/** What the simulator "sent", newest first (`GET /api/__simulator/outbox`). */
export function simulatorOutbox(): Promise<OutboxMessage[]> {
  return callSimulator<OutboxMessage[]>('/__simulator/outbox');
}

/**
 * A loader that asks for a password reset link for the login, as the Forgot Password page does, and
 * keeps the link's one-time code in `loaded.otc`.
 */
export function requestResetLink(userName: string) {
  return async () => {
    await callSimulator('/v3/auth/forgot-password', { method: 'POST', json: { userName } });
    const link = (await simulatorOutbox()).find((message) => message.link)?.link;
    // The link opens the portal's reset page: `/portal.html#/reset-password?otc=…`.
    const otc = link ? /[?&]otc=([^&#]+)/.exec(link)?.[1] : undefined;
    if (!otc) throw new Error(`No reset link for ${userName} in the outbox`);
    return { otc: decodeURIComponent(otc) };
  };
}
