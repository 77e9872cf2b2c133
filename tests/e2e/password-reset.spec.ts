import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { visibleAlerts } from './support/alerts.ts';
import { expect, test } from './support/fixtures.ts';

const jordan = { userName: 'jordan.rivera', password: 'Sunrise#2026', email: 'jordan.rivera@example.com' };
const newPassword = 'Moonrise#2027';

async function signInStatus(request: APIRequestContext, password: string): Promise<number> {
  const response = await request.post('/api/v3/auth/login', {
    headers: { ApplicationId: 'RIVERBEND-WEB' },
    data: { userName: jordan.userName, password },
  });
  return response.status();
}

/** Forgot password on the portal page: the username, then the same confirmation whatever it finds. */
async function requestResetLink(page: Page): Promise<void> {
  await page.goto('/portal.html#/pages/forgot-password');
  const screen = page.locator('coop-portal').getByRole('region', { name: 'Forgot Password' });
  await screen.getByRole('textbox', { name: 'Username', exact: true }).fill(jordan.userName);
  await screen.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
  await expect(screen.getByRole('status')).toHaveText(
    'If that username belongs to a portal account, we have sent a link to reset your password to the email address on file. Please check your inbox and follow the link to choose a new password.',
  );
}

/** Follows the newest reset link of the demo outbox, as a person would, to the portal's reset screen. */
async function openResetLinkFromOutbox(page: Page): Promise<Locator> {
  await page.goto('/outbox');
  const message = page.getByRole('article', { name: 'Reset your portal password' }).first();
  await expect(message).toContainText(`to ${jordan.email}`);
  const link = message.getByRole('link');
  await expect(link).toHaveAttribute('href', /\/portal\.html#\/reset-password\?otc=[0-9a-f]+$/);
  await link.click();
  // The portal takes the code out of the address as it opens (src/state/address-secrets.ts): the address
  // with the code may be gone before it could be seen, so it is the address without it that is awaited.
  await page.waitForURL(/\/portal\.html#\/reset-password$/);
  return page.locator('coop-portal').getByRole('region', { name: 'Reset Password' });
}

test.describe('Password reset', () => {
  test('Jordan asks for a reset link, follows it from the demo outbox, gets 2011 and signs in with the new password', async ({
    page,
    request,
  }) => {
    await requestResetLink(page);
    const screen = await openResetLinkFromOutbox(page);

    await expect(screen.getByRole('heading', { name: 'Reset Password', level: 2 })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Member Name', exact: true })).toHaveValue(
      'Jordan Rivera',
    );
    await screen.getByLabel('New Password', { exact: true }).fill(newPassword);
    await expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
    await screen.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await screen.getByRole('button', { name: 'Submit', exact: true }).click();

    await expect(screen.getByRole('status')).toHaveText(
      'Your password has been reset. You can now sign in with your new password.',
    );
    expect(await signInStatus(request, newPassword)).toBe(200);
    expect(await signInStatus(request, jordan.password)).toBe(400);

    await screen.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/portal\.html#\/pages\/login$/);
  });

  test('a used reset link shows the error and the invalid-link state with a link home', async ({ page }) => {
    await requestResetLink(page);
    const screen = await openResetLinkFromOutbox(page);
    await screen.getByLabel('New Password', { exact: true }).fill(newPassword);
    await screen.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await screen.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(screen.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

    const again = await openResetLinkFromOutbox(page);
    await expect(visibleAlerts(again)).toHaveText(['This password reset link is not valid or has expired.']);
    await expect(
      again.getByText(
        'This password reset link is invalid or has expired. Please request a new link from the Forgot password page.',
      ),
    ).toBeVisible();
    await expect(again.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await again.getByRole('link', { name: 'Go to Home', exact: true }).click();
    await page.waitForURL(/\/portal\.html#\/home$/);
  });
});
