import { expect } from 'chai';
import '../../../widgets/coop-payment-history.ts';
import '../../../widgets/coop-portal.ts';
import { queryCacheOf } from '../../../src/state/query-cache.ts';
import { memberSessionAtom } from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, expectFocusOn, press } from '../support/keyboard.ts';
import { mountElement, type MountOptions } from '../support/mount-element.ts';
import { currentRoute, openAt, waitForHeading } from '../portal/portal-test-support.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  queryButton,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';

const warningTitle = 'Your session is about to end';
const billRow = 'tr[data-row-id^="bill-"]';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The session now ends `ms` from now, as a token granted that long ago would. */
function sessionEndsIn(ms: number): void {
  const store = getPageStore();
  const session = store.get(memberSessionAtom);
  if (!session) throw new Error('No session to shorten');
  store.set(memberSessionAtom, { ...session, expiresAt: Date.now() + ms });
}

/** The warning's dialog in `root`, if it shows there. */
function warningIn(root: ShadowRoot): HTMLElement | undefined {
  return dialogByName(root, warningTitle);
}

function description(dialog: HTMLElement): string {
  const id = dialog.getAttribute('aria-describedby');
  return normalized(id ? (dialog.getRootNode() as ShadowRoot).getElementById(id)?.textContent : '');
}

describe('the warning before the session ends (WCAG 2.2.1)', () => {
  /** The bearer tokens of the page's calls to the back office, in order. */
  let bearers: string[];
  let restoreFetch: (() => void) | undefined;
  let signedOut: string[];
  let second: HTMLElement | undefined;

  const recordBearers: MountOptions['arrange'] = () => {
    const simulated = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      // Read without copying the request: a copy would take its body.
      const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
      const authorization = headers.get('Authorization');
      if (authorization) bearers.push(authorization.replace(/^Bearer /, ''));
      return simulated(input, init);
    };
    restoreFetch = () => {
      window.fetch = simulated;
    };
    return Promise.resolve();
  };

  async function showSignedIn(options: MountOptions = {}) {
    const mounted = await mountElement('coop-payment-history', {
      member: 'jordan.rivera',
      account: '300100200',
      arrange: recordBearers,
      ...options,
    });
    mounted.element.addEventListener('coop-signed-out', (event) =>
      signedOut.push((event as CustomEvent<{ reason: string }>).detail.reason),
    );
    await waitFor(() => mounted.root.querySelector(billRow), 'the history');
    return mounted;
  }

  beforeEach(() => {
    bearers = [];
    signedOut = [];
  });

  afterEach(() => {
    second?.remove();
    second = undefined;
    restoreFetch?.();
    restoreFetch = undefined;
  });

  it('shows nothing while the session has more than two minutes left', async () => {
    const { root } = await showSignedIn();
    sessionEndsIn(2 * 60_000 + 5_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warningIn(root)).to.equal(undefined);
  });

  it('warns two minutes before the session ends, with the time left, in an alert dialog that holds focus', async () => {
    const { root } = await showSignedIn();
    sessionEndsIn(90_000);

    const dialog = await waitFor(() => warningIn(root), 'the warning');
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(description(dialog)).to.match(
      /^For your security, you will be signed out in 1 minute [23]\d seconds\. Do you want to stay signed in\?$/,
    );
    const stay = buttonByName(root, 'Stay Signed In');
    await expectFocusOn(stay);
    await press('Tab');
    await expectFocusOn(buttonByName(root, 'Sign Out'));
    await press('Tab');
    await expectFocusOn(stay);
    // Escape is no answer: the warning waits for one of its buttons.
    await press('Escape');
    expect(warningIn(root)).not.to.equal(undefined);
    await expectNoAxeViolations();
  });

  it('Stay Signed In renews the session: the next call carries the new token, the dialog closes and focus returns', async () => {
    const { root, accessToken } = await showSignedIn();
    const before = root.querySelector<HTMLElement>('button');
    if (!before) throw new Error('No button to start from');
    before.focus();
    sessionEndsIn(90_000);
    await waitFor(() => warningIn(root), 'the warning');

    buttonByName(root, 'Stay Signed In').click();

    await waitFor(() => !warningIn(root), 'the warning to close');
    const renewed = getPageStore().get(memberSessionAtom);
    expect(renewed?.accessToken).to.be.a('string').and.not.equal(accessToken);
    expect(renewed?.expiresAt).to.be.within(Date.now() + 19 * 60_000, Date.now() + 20 * 60_000);
    await expectFocusOn(before);
    bearers.length = 0;
    await queryCacheOf(getPageStore()).invalidate([]);
    await waitFor(() => root.querySelector(billRow), 'the history again');
    expect(bearers.length).to.be.greaterThan(0);
    expect(new Set(bearers)).to.deep.equal(new Set([renewed?.accessToken]));
    expect(signedOut).to.deep.equal([]);
  });

  it("opened while nothing had focus, gives it to the screen's heading when it closes", async () => {
    const { root } = await showSignedIn();
    (deepActiveElement() as HTMLElement | null)?.blur();
    sessionEndsIn(90_000);
    await waitFor(() => warningIn(root), 'the warning');

    await press('Enter');

    await waitFor(() => !warningIn(root), 'the warning to close');
    const heading = root.querySelector<HTMLElement>('h1, h2');
    expect(normalized(heading?.textContent)).to.equal('Account History');
    await expectFocusOn(heading);
    // Focusable by script, not a stop of its own on the way through the screen.
    expect(heading?.getAttribute('tabindex')).to.equal('-1');
  });

  it('Sign Out signs the member out', async () => {
    const { root } = await showSignedIn();
    sessionEndsIn(90_000);
    await waitFor(() => warningIn(root), 'the warning');

    buttonByName(root, 'Sign Out').click();

    await waitFor(() => signedOut.length > 0, 'the signed-out event');
    expect(signedOut).to.deep.equal(['manual']);
    expect(getPageStore().get(memberSessionAtom)).to.equal(null);
    await waitFor(() => fieldByLabel(root, 'Username'), 'the Sign In form');
    expect(warningIn(root)).to.equal(undefined);
  });

  it('left unanswered, the session ends as before: signed out with the time-out flag', async () => {
    const { root } = await showSignedIn();
    sessionEndsIn(1_500);
    await waitFor(() => warningIn(root), 'the warning');

    await waitFor(() => signedOut.length > 0, 'the signed-out event');
    expect(signedOut).to.deep.equal(['timeout']);
    await waitFor(() => fieldByLabel(root, 'Username'), 'the Sign In form');
    expect(warningIn(root)).to.equal(undefined);
    await waitFor(() => alertTexts(root).length > 0, 'the notice');
    expect(alertTexts(root)).to.deep.equal(['You have successfully logged out']);
  });

  it('a renewal the back office refuses says so, keeps the session, and leaves signing in again to the member', async () => {
    const { root } = await showSignedIn({
      faults: [{ method: 'POST', path: '/auth/refresh', status: 401, times: 1 }],
    });
    sessionEndsIn(90_000);
    await waitFor(() => warningIn(root), 'the warning');

    buttonByName(root, 'Stay Signed In').click();

    await waitFor(() => alertTexts(root).length > 0, 'the failure');
    expect(alertTexts(root)).to.deep.equal(['Your session could not be renewed. Please sign in again.']);
    expect(signedOut).to.deep.equal([]);
    expect(queryButton(root, 'Stay Signed In')).to.equal(undefined);
    await expectFocusOn(buttonByName(root, 'Sign In Again'));
    await expectNoAxeViolations();

    buttonByName(root, 'Sign In Again').click();
    await waitFor(() => signedOut.length > 0, 'the signed-out event');
    expect(signedOut).to.deep.equal(['timeout']);
  });

  it('a renewal lost on the network says so and lets the member try again', async () => {
    const { root } = await showSignedIn({
      faults: [{ method: 'POST', path: '/auth/refresh', drop: true, times: 1 }],
    });
    sessionEndsIn(90_000);
    await waitFor(() => warningIn(root), 'the warning');

    buttonByName(root, 'Stay Signed In').click();
    await waitFor(() => alertTexts(root).length > 0, 'the failure');
    expect(alertTexts(root)).to.deep.equal([
      'We could not renew your session. Check your connection and try again, or sign out.',
    ]);
    await expectFocusOn(buttonByName(root, 'Stay Signed In'));

    buttonByName(root, 'Stay Signed In').click();
    await waitFor(() => !warningIn(root), 'the warning to close');
    expect(signedOut).to.deep.equal([]);
  });

  it('two elements on a page show one dialog; when its element leaves, the other shows it', async () => {
    const { element, root } = await showSignedIn();
    second = document.createElement('coop-payment-history');
    document.body.append(second);
    const secondRoot = shadowRootOf(second);
    await waitFor(() => secondRoot.querySelector(billRow), 'the second history');

    sessionEndsIn(90_000);
    await waitFor(() => warningIn(root), 'the warning');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warningIn(secondRoot)).to.equal(undefined);
    expect(document.querySelectorAll('[role="alertdialog"]')).to.have.length(0);

    element.remove();
    await waitFor(() => warningIn(secondRoot), 'the warning in the other element');
    await expectFocusOn(buttonByName(secondRoot, 'Stay Signed In'));
  });
});

describe('the warning before the session ends, in <coop-portal>', () => {
  afterEach(() => openAt(''));

  /** The portal at `route` with Jordan signed in: the warning shows, and Stay Signed In renews there. */
  async function warnsAndRenewsAt(route: string, heading: string) {
    openAt(route);
    const { root, accessToken } = await mountElement('coop-portal', { member: 'jordan.rivera' });
    const screenHeading = await waitForHeading(root, heading);
    // As after a reload: the clock opens the warning while nothing has focus.
    (deepActiveElement() as HTMLElement | null)?.blur();
    sessionEndsIn(90_000);

    const dialog = await waitFor(() => warningIn(root), 'the warning');
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    await expectFocusOn(buttonByName(root, 'Stay Signed In'));
    expect(document.querySelectorAll('[role="alertdialog"]')).to.have.length(0);
    await expectNoAxeViolations();

    buttonByName(root, 'Stay Signed In').click();
    await waitFor(() => !warningIn(root), 'the warning to close');
    expect(getPageStore().get(memberSessionAtom)?.accessToken).to.be.a('string').and.not.equal(accessToken);
    expect(currentRoute()).to.equal(route);
    // Not back to the top of the page: the next Tab goes on from the screen's heading.
    await expectFocusOn(screenHeading);
  }

  it('warns on a signed-in route, and Stay Signed In renews the session there', () =>
    warnsAndRenewsAt('accountoverview', 'Account Overview'));

  // The session ends whatever the portal shows.
  it('warns on a public page a signed-in member reads too', () =>
    warnsAndRenewsAt('services-products', 'Services and Products'));
});
