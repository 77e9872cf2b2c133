import { expect } from 'chai';
import { RequireMember } from '../../../src/portal/RequireMember.tsx';
import {
  selectedAccountAtom,
  memberAccountsAtom,
  memberSessionAtom,
  signOutReasonAtom,
} from '../../../src/state/session.ts';
import { getPageStore } from '../../../src/state/store.ts';
import { defineCoopElement } from '../../../src/ui/element/define-element.tsx';
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

/** A signed-in element as the single-area elements are made: its content behind RequireMember. */
defineCoopElement({ tag: 'coop-test-member-area' }, () => (
  <RequireMember>
    <p>Member area</p>
  </RequireMember>
));

describe('RequireMember: a signed-in element on a page without the portal', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;
  let signedOut: string[];
  let navigations: string[];
  const recordSignOut = (event: Event) =>
    signedOut.push((event as CustomEvent<{ reason: string }>).detail.reason);
  const recordNavigation = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ url: string }>).detail.url);
  };

  beforeEach(() => {
    signedOut = [];
    navigations = [];
    simulator = installSimulator();
    element = document.createElement('coop-test-member-area');
    element.addEventListener('coop-signed-out', recordSignOut);
    document.addEventListener('coop-navigate', recordNavigation);
  });

  afterEach(() => {
    element.remove();
    document.removeEventListener('coop-navigate', recordNavigation);
    simulator.uninstall();
    const store = getPageStore();
    store.set(memberSessionAtom, null);
    store.set(selectedAccountAtom, null);
    store.set(memberAccountsAtom, null);
    store.set(signOutReasonAtom, null);
    sessionStorage.clear();
  });

  it('shows a visitor the Sign In form, then its content once signed in there, without leaving the page', async () => {
    document.body.append(element);
    const root = shadowRootOf(element);
    await waitFor(() => fieldByLabel(root, 'Username'), 'the Sign In form');
    expect(root.textContent).not.to.contain('Member area');
    await expectNoAxeViolations();

    setInputValue(fieldByLabel(root, 'Username'), 'jordan.rivera');
    setInputValue(fieldByLabel(root, 'Password'), 'Sunrise#2026');
    buttonByName(root, 'Log in').click();
    await waitFor(() => root.querySelector('p')?.textContent === 'Member area', 'the member area');
    expect(navigations).to.deep.equal([]);
  });

  it('ends an expiring session on its own: the form comes back with the notice, and it fires coop-signed-out', async () => {
    document.body.append(element);
    const root = shadowRootOf(element);
    await waitFor(() => fieldByLabel(root, 'Username'), 'the Sign In form');
    setInputValue(fieldByLabel(root, 'Username'), 'jordan.rivera');
    setInputValue(fieldByLabel(root, 'Password'), 'Sunrise#2026');
    buttonByName(root, 'Log in').click();
    await waitFor(() => root.querySelector('p')?.textContent === 'Member area', 'the member area');

    const store = getPageStore();
    store.set(memberSessionAtom, { ...store.get(memberSessionAtom)!, expiresAt: Date.now() + 200 });
    await waitFor(() => signedOut.length > 0, 'the signed-out event');
    expect(signedOut).to.deep.equal(['timeout']);
    await waitFor(() => fieldByLabel(root, 'Username'), 'the Sign In form again');
    await waitFor(() => alertTexts(root).length > 0, 'the notice');
    expect(alertTexts(root)).to.deep.equal(['You have successfully logged out']);
    await expectNoAxeViolations();
  });
});
