import '../../../widgets/coop-portal.ts';
import { login } from '../../../src/api/auth.ts';
import { createApiClient, type ApiClient } from '../../../src/api/client.ts';
import { startMemberSession } from '../../../src/state/session-actions.ts';
import {
  selectedAccountAtom,
  memberAccountsAtom,
  memberSessionAtom,
  quickPaySessionAtom,
  signOutReasonAtom,
} from '../../../src/state/session.ts';
import { queryCacheOf } from '../../../src/state/query-cache.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { shadowRootOf, waitFor } from '../support/shadow-queries.ts';
import type { InstalledSimulator } from '../support/simulator.ts';

/** The address of the test page without any portal route: the page's own path and query. */
const pageAddress = `${location.pathname}${location.search}`;

/** Puts the browser at a portal route (hash routing) before a portal is mounted. */
export function openAt(route: string): void {
  history.replaceState(null, '', route === '' ? pageAddress : `${pageAddress}#/${route}`);
}

/** The portal route the address bar shows ('' when there is none). */
export function currentRoute(): string {
  return decodeURIComponent(location.hash.replace(/^#\/?/, ''));
}

export function mountPortal(attributes: Record<string, string> = {}): {
  element: HTMLElement;
  root: ShadowRoot;
} {
  const element = document.createElement('coop-portal');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return { element, root: shadowRootOf(element) };
}

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The heading of the screen in the portal's main landmark. */
export function mainHeading(root: ShadowRoot): string | undefined {
  const heading = root.querySelector('main h1, main h2');
  return heading ? normalized(heading.textContent) : undefined;
}

export async function waitForHeading(root: ShadowRoot, text: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const heading = root.querySelector<HTMLElement>('main h1, main h2');
      return heading && normalized(heading.textContent) === text ? heading : undefined;
    },
    `the heading "${text}" (now "${mainHeading(root) ?? 'none'}")`,
  );
}

export async function waitForRoute(route: string): Promise<void> {
  await waitFor(() => currentRoute() === route, `the route "${route}" (now "${currentRoute()}")`);
}

/** The link whose visible text is exactly `text`. */
export function linkByText(root: ParentNode, text: string): HTMLAnchorElement | undefined {
  return [...root.querySelectorAll('a')].find((link) => {
    const clone = link.cloneNode(true) as HTMLElement;
    // Screen-reader-only hints ("(Opens in a new window)") are not part of the visible text.
    clone.querySelectorAll('span').forEach((span) => {
      if (/^\s*\(.*\)\s*$/.test(span.textContent ?? '')) span.remove();
    });
    return normalized(clone.textContent) === text;
  });
}

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
  openAt('');
}
