import { expect, test } from './support/fixtures.ts';
import {
  members,
  patsCode,
  portal,
  portalHeader,
  portalRoute,
  profileButton,
  signInLink,
  submitCredentials,
} from './support/portal.ts';

test.describe('Signing in and out of the Riverbend portal', () => {
  test('Jordan signs in from the header, sees the name and 4 other accounts, and Sign Out ends the session and goes home', async ({
    page,
  }) => {
    await page.goto('/portal.html');
    await expect(portal(page).getByRole('button', { name: 'Quick Pay', exact: true })).toBeVisible();
    await signInLink(page).click();
    await expect.poll(() => portalRoute(page)).toBe('pages/login');

    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');
    await expect(portal(page).getByRole('heading', { name: 'Account Overview' })).toBeVisible();

    const profile = profileButton(page, members.jordan.name);
    await expect(profile).toBeVisible();
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await expect(signInLink(page)).toHaveCount(0);

    const switcher = portal(page).getByRole('region', { name: 'Your accounts' });
    // Five of Jordan's six accounts, and the search that finds the sixth.
    await expect(switcher.getByRole('button')).toHaveCount(6);
    await expect(switcher.getByRole('button', { name: 'Find an account' })).toBeVisible();
    await expect(switcher.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(switcher.getByRole('button', { pressed: true })).toContainText('300100200');
    await expect(switcher.getByRole('button', { pressed: false, name: /^300/ })).toHaveCount(4);

    await profile.click();
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await expect(portalHeader(page).getByRole('link', { name: 'My Profile', exact: true })).toBeVisible();
    await portalHeader(page).getByRole('button', { name: 'Sign Out', exact: true }).click();

    await expect(signInLink(page)).toBeVisible();
    await expect(profileButton(page, members.jordan.name)).toHaveCount(0);
    await expect.poll(() => portalRoute(page)).toBe('home');
    await expect(switcher).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('coop.session.member'))).toBeNull();

    // The session is really gone: a guarded address now asks to sign in.
    await page.goto('/portal.html#/accountoverview');
    await expect.poll(() => portalRoute(page)).toMatch(/^pages\/login\?returnUrl=/);
  });

  test('Pat signs in on the portal login route with the code of the authenticator app', async ({ page }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.pat);

    const code = portal(page).getByLabel('Verification code');
    await expect(code).toBeFocused();
    await expect(portal(page).getByLabel('Username')).toHaveValue(members.pat.username);
    const verify = portal(page).getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await code.fill(patsCode());
    await expect(verify).toBeEnabled();
    await verify.click();

    await expect.poll(() => portalRoute(page)).toBe('accountoverview');
    await expect(profileButton(page, members.pat.name)).toBeVisible();
    await expect(signInLink(page)).toHaveCount(0);
  });

  test('a guarded address opened signed out goes through sign-in and back to that address', async ({
    page,
  }) => {
    await page.goto('/portal.html#/billpayments/history');
    await expect.poll(() => portalRoute(page)).toMatch(/^pages\/login\?/);
    expect(new URLSearchParams(portalRoute(page).split('?')[1]).get('returnUrl')).toBe(
      '/billpayments/history',
    );
    await expect(portal(page).getByRole('heading', { name: 'Sign In' }).first()).toBeVisible();
    await submitCredentials(portal(page), members.jordan);

    await expect.poll(() => portalRoute(page)).toBe('billpayments/history');
    await expect(portal(page).getByRole('heading', { name: 'Account History' })).toBeVisible();
    await expect(profileButton(page, members.jordan.name)).toBeVisible();
  });
});

test.describe('One session across the pages of the site', () => {
  test('signing in on /login.html signs the portal in, and signing out in the portal signs /login.html out', async ({
    page,
  }) => {
    await page.goto('/login.html');
    const login = page.locator('coop-login');
    await submitCredentials(login, members.jordan);
    await page.waitForURL('**/portal.html#/accountoverview');

    await page.goto('/portal.html');
    await expect(profileButton(page, members.jordan.name)).toBeVisible();
    await expect(signInLink(page)).toHaveCount(0);

    await profileButton(page, members.jordan.name).click();
    await portalHeader(page).getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(signInLink(page)).toBeVisible();

    await page.goto('/login.html');
    await expect(login.getByLabel('Username')).toBeVisible();
    await expect(login.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Log in' })).toBeVisible();
    // A signed-in member would be sent on to the portal; a signed-out one has no session and stays on the form.
    expect(await page.evaluate(() => sessionStorage.getItem('coop.session.member'))).toBeNull();
    await expect(login.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\.html$/);
  });
});
