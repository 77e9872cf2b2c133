import { login } from '../../../src/api/auth.ts';
import { createApiClient, type ApiClient } from '../../../src/api/client.ts';
import { queryCacheOf } from '../../../src/state/query-cache.ts';
import { startMemberSession } from '../../../src/state/session-actions.ts';
import {
  memberAccountsAtom,
  memberSessionAtom,
  quickPaySessionAtom,
  selectedAccountAtom,
  signOutReasonAtom,
} from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import type { InstalledSimulator } from './simulator.ts';

/** The address of the test page without any portal route: the page's own path and query. */
const pageAddress = `${location.pathname}${location.search}`;

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The texts of `elements`, white space collapsed. */
export function texts(elements: Iterable<Element>): string[] {
  return [...elements].map((element) => normalized(element.textContent));
}

/** An API client of the test itself, for the calls a test makes to arrange a session. */
export function testClient(simulator: InstalledSimulator, applicationId = 'RIVERBEND-WEB'): ApiClient {
  return createApiClient({ apiBase: `${location.origin}${simulator.apiBase}`, applicationId });
}

/** Signs a member in through the simulator and stores the session (with the accounts) as sign-in would. */
export async function signIn(
  simulator: InstalledSimulator,
  userName = 'jordan.rivera',
  password = 'Sunrise#2026',
  applicationId = 'RIVERBEND-WEB',
): Promise<string> {
  const client = testClient(simulator, applicationId);
  const granted = await login(client, { userName, password });
  if (!granted.accessToken) throw new Error(`${userName} did not get an access token`);
  await startMemberSession(getPageStore(), client, {
    accessToken: granted.accessToken,
    memberNumber: granted.memberNumber,
    memberMfaEnabled: granted.memberMfaEnabled,
    expiresInMinutes: granted.expiresInMinutes,
  });
  return granted.accessToken;
}

/**
 * What a reload leaves of a signed-in page: the stored session, and nothing the page had loaded (the
 * query cache lives in the page).
 */
export function forgetLoadedData(): void {
  queryCacheOf(getPageStore()).clear();
}

/** Forgets every session of the page store and storage, and puts the address back. */
export function resetPage(): void {
  const store = getPageStore();
  store.set(memberSessionAtom, null);
  store.set(selectedAccountAtom, null);
  store.set(memberAccountsAtom, null);
  store.set(quickPaySessionAtom, null);
  store.set(signOutReasonAtom, null);
  queryCacheOf(store).clear();
  sessionStorage.clear();
  localStorage.removeItem('mcp_announcementClosed');
  document.querySelectorAll('coop-portal').forEach((element) => element.remove());
  history.replaceState(null, '', pageAddress);
}
