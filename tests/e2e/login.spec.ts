import type { APIRequestContext, Page } from '@playwright/test';
import { visibleAlerts } from './support/alerts.ts';
import { expect, test } from './support/fixtures.ts';
import { patsCode } from './support/portal.ts';

/** The session `<coop-login>` keeps in the tab's storage (src/state/session.ts). */
interface StoredSession {
  accessToken: string;
  memberNumber: string;
  memberMfaEnabled: boolean;
  expiresAt: number | null;
}

function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('coop.session.member') ?? 'null') as StoredSession | null,
  );
}

/** Whether the back office accepts the stored token for the member's accounts: a real session, not a stored guess. */
async function accountNumbersWith(request: APIRequestContext, session: StoredSession): Promise<string[]> {
  const response = await request.get(`/api/v3/members/${session.memberNumber}/accounts/details`, {
    headers: { ApplicationId: 'RIVERBEND-WEB', Authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { accounts: Array<{ accountNumber: string }> };
  return body.accounts.map((account) => account.accountNumber);
}

// The portal page (/portal.html with <coop-portal>) is built separately; until it is served these tests
// check where sign-in leads and the session it leaves, which is what the portal page starts from.
test.describe('Sign in from the login page', () => {
  test('Jordan signs in and lands on the portal account overview with a working session', async ({
    page,
    request,
  }) => {
    await page.goto('/login.html');
    const login = page.locator('coop-login');
    await expect(login.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await login.getByLabel('Username').fill('jordan.rivera');
    await login.getByLabel('Password', { exact: true }).fill('Sunrise#2026');
    await login.getByRole('button', { name: 'Log in' }).click();

    await page.waitForURL('**/portal.html#/accountoverview');
    const session = await storedSession(page);
    expect(session).toMatchObject({ memberNumber: '1001', memberMfaEnabled: false });
    expect(session?.expiresAt).toBeGreaterThan(Date.now());
    expect(await accountNumbersWith(request, session!)).toContain('300100200');
  });

  test('Pat signs in with the code of the authenticator app', async ({ page, request }) => {
    await page.goto('/login.html');
    const login = page.locator('coop-login');
    await login.getByLabel('Username').fill('pat.delgado');
    await login.getByLabel('Password', { exact: true }).fill('Harvest#2026');
    await login.getByRole('button', { name: 'Log in' }).click();

    const code = login.getByLabel('Verification code');
    await expect(code).toBeFocused();
    await expect(login.getByLabel('Username')).toHaveAttribute('readonly', '');
    await expect(login.getByLabel('Username')).toHaveValue('pat.delgado');
    await expect(login.getByLabel('Password', { exact: true })).toHaveCount(0);
    const verify = login.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await code.pressSequentially('12345');
    await expect(verify).toBeDisabled();
    await code.fill(patsCode());
    await expect(verify).toBeEnabled();
    await verify.click();

    await page.waitForURL('**/portal.html#/accountoverview');
    const session = await storedSession(page);
    expect(session).toMatchObject({ memberNumber: '1002', memberMfaEnabled: true });
    expect(await accountNumbersWith(request, session!)).toEqual(['300200300']);
  });

  test("a wrong password shows the server's message, clears the password and focuses the username", async ({
    page,
  }) => {
    await page.goto('/login.html');
    const login = page.locator('coop-login');
    await login.getByLabel('Username').fill('jordan.rivera');
    const password = login.getByLabel('Password', { exact: true });
    await password.fill('Sunrise#2025');
    await password.press('Enter');

    await expect(visibleAlerts(login)).toHaveText(['The username or password you entered is incorrect.']);
    await expect(password).toHaveValue('');
    await expect(login.getByLabel('Username')).toBeFocused();
    await expect(login.getByLabel('Username')).toHaveValue('jordan.rivera');
    expect(page.url()).toMatch(/\/login\.html$/);
    expect(await storedSession(page)).toBeNull();
  });

  test('returns to the page named by returnUrl after signing in', async ({ page }) => {
    await page.goto('/login.html?returnUrl=billpayments%2Fhistory');
    const login = page.locator('coop-login');
    await login.getByLabel('Username').fill('jordan.rivera');
    await login.getByLabel('Password', { exact: true }).fill('Sunrise#2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/portal.html#/billpayments/history');
  });

  test('after a time-out redirect says the member was logged out; keyboard alone signs in again', async ({
    page,
  }) => {
    await page.goto('/login.html?sessionTimeOut=true');
    const login = page.locator('coop-login');
    await expect(login.getByRole('status')).toHaveText('You have successfully logged out');

    await login.getByLabel('Username').focus();
    await page.keyboard.type('jordan.rivera');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sunrise #2026');
    await expect(login.getByLabel('Password', { exact: true })).toHaveValue('Sunrise#2026');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/portal.html#/accountoverview');
  });

  test('the help dialog opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/login.html');
    const login = page.locator('coop-login');
    const help = login.getByRole('button', { name: 'Need help signing in?' });
    await help.focus();
    await page.keyboard.press('Enter');
    const dialog = login.getByRole('dialog', { name: 'Member Login' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(help).toBeFocused();
  });

  test('the sign-in page loads the help dialog’s code only when the pointer comes to its link', async ({
    page,
  }) => {
    const dialogChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/widgets\/chunks\/Dialog-[\w-]+\.js$/.test(request.url())) dialogChunks.push(request.url());
    });
    await page.goto('/login.html', { waitUntil: 'networkidle' });
    const login = page.locator('coop-login');
    await expect(login.getByLabel('Username')).toBeVisible();
    expect(dialogChunks).toEqual([]);

    const help = login.getByRole('button', { name: 'Need help signing in?' });
    await help.hover();
    await expect.poll(() => dialogChunks.length).toBe(1);
    await help.click();
    await expect(login.getByRole('dialog', { name: 'Member Login' })).toBeVisible();
  });
});
