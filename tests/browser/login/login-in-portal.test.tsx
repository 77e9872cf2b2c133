import { expect } from 'chai';
import { useMemo } from 'react';
import { LoginScreen } from '../../../src/features/login/LoginScreen.tsx';
import {
  selectedAccountAtom,
  memberAccountsAtom,
  memberSessionAtom,
  signOutReasonAtom,
} from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { defineCoopElement } from '../../../src/ui/element/define-element.tsx';
import {
  PortalNavigationProvider,
  type PortalNavigation,
} from '../../../src/ui/navigation/PortalNavigation.tsx';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  alertTexts,
  buttonByName,
  fieldByLabel,
  setInputValue,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

/** What the portal's navigation was asked to do. */
const routed: Array<{ route: string; replace: boolean }> = [];

/** The screen as `<coop-portal>` shows it: its own navigation, and the route's query as props. */
function LoginRoute({ returnUrl, sessionTimeOut }: { returnUrl?: string; sessionTimeOut?: boolean }) {
  const navigation = useMemo<PortalNavigation>(
    () => ({
      href: (route) => `#/${route}`,
      navigate: (route, options) => routed.push({ route, replace: options?.replace ?? false }),
      reachesPortal: true,
    }),
    [],
  );
  return (
    <PortalNavigationProvider value={navigation}>
      <LoginScreen returnUrl={returnUrl ?? null} sessionTimeOut={sessionTimeOut ?? false} />
    </PortalNavigationProvider>
  );
}

defineCoopElement<Parameters<typeof LoginRoute>[0]>(
  { tag: 'coop-test-login-route', props: { returnUrl: 'string', sessionTimeOut: 'boolean' } },
  LoginRoute,
);

describe('LoginScreen inside the portal', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;
  let pageNavigations: number;
  const countPageNavigation = (event: Event) => {
    event.preventDefault();
    pageNavigations += 1;
  };

  function mount(attributes: Record<string, string> = {}) {
    simulator = installSimulator();
    element = document.createElement('coop-test-login-route');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    return shadowRootOf(element);
  }

  beforeEach(() => {
    routed.length = 0;
    pageNavigations = 0;
    document.addEventListener('coop-navigate', countPageNavigation);
  });

  afterEach(() => {
    document.removeEventListener('coop-navigate', countPageNavigation);
    element?.remove();
    simulator?.uninstall();
    const store = getPageStore();
    store.set(memberSessionAtom, null);
    store.set(selectedAccountAtom, null);
    store.set(memberAccountsAtom, null);
    store.set(signOutReasonAtom, null);
    sessionStorage.clear();
  });

  it("links through the portal's routes and follows them without leaving the page", async () => {
    const root = mount();
    await waitFor(() => fieldByLabel(root, 'Username'), 'the credential form');
    const links = [...root.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).to.deep.equal([
      ['Create Account', '#/pages/register'],
      ['Forgot password?', '#/pages/forgot-password'],
      ['Forgot username?', '#/forgot-username'],
    ]);
    root.querySelector('a')?.click();
    expect(routed).to.deep.equal([{ route: 'pages/register', replace: false }]);
    expect(pageNavigations).to.equal(0);
  });

  it('takes the return URL and the time-out flag as props', async () => {
    const root = mount({ 'return-url': 'billpayments/history', 'session-time-out': 'true' });
    await waitFor(() => fieldByLabel(root, 'Username'), 'the credential form');
    expect(alertTexts(root)).to.deep.equal(['You have successfully logged out']);
    await expectNoAxeViolations();
    setInputValue(fieldByLabel(root, 'Username'), 'jordan.rivera');
    setInputValue(fieldByLabel(root, 'Password'), 'Sunrise#2026');
    buttonByName(root, 'Log in').click();
    await waitFor(() => routed.length > 0, 'the route change');
    expect(routed).to.deep.equal([{ route: 'billpayments/history', replace: false }]);
    expect(pageNavigations).to.equal(0);
  });

  it('redirects an existing session to accountoverview, replacing the login entry', async () => {
    getPageStore().set(memberSessionAtom, {
      accessToken: 'token',
      memberNumber: '1001',
      memberMfaEnabled: false,
      expiresAt: Date.now() + 60_000,
    });
    mount();
    await waitFor(() => routed.length > 0, 'the redirect');
    expect(routed).to.deep.equal([{ route: 'accountoverview', replace: true }]);
  });
});
