import * as OTPAuth from 'otpauth';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  members,
  portal,
  portalHeader,
  portalRoute,
  profileButton,
  signInLink,
  submitCredentials,
} from './support/portal.ts';

/** The code an authenticator app shows now for a base32 secret (RFC 6238, SHA-1, 6 digits, 30 s). */
function codeFor(secret: string): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();
}

const confirmation =
  'I agree to receive the documents and messages chosen above by email instead of by mail, at the email address of my login.';

async function openTab(main: Locator, name: string): Promise<void> {
  const tab = main.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function signOut(page: Page): Promise<void> {
  await profileButton(page, members.jordan.name).click();
  await portalHeader(page).getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(signInLink(page)).toBeVisible();
}

test.describe('My Profile in the portal, under the strict Content-Security-Policy', () => {
  test('Jordan turns paperless on for 300100201, then sets up an authenticator app, signs in with a code and removes it', async ({
    page,
  }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');

    // The overview's quick link opens My Profile on its Paperless Options tab.
    const main = portal(page).locator('main');
    await main.getByRole('link', { name: 'Paperless Options', exact: true }).click();
    await expect.poll(() => portalRoute(page)).toBe('my-profile');
    await expect(main.getByRole('heading', { name: 'My Profile', exact: true })).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Paperless Options', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const email = main.getByRole('checkbox', { name: 'Email bill notice for 300100201' });
    const paperless = main.getByRole('checkbox', { name: 'Paperless bill for 300100201' });
    await expect(paperless).not.toBeChecked();
    await expect(email).not.toBeChecked();
    await paperless.check();
    await expect(email).toBeChecked();
    await expect(email).toBeDisabled();

    // Without the confirmation the tab says so; with it, Submit All saves and the first tab comes back.
    await main.getByRole('button', { name: 'Submit All' }).click();
    await expect(main.getByText('Please select the checkbox to continue.')).toBeVisible();
    await main.getByRole('checkbox', { name: confirmation }).check();
    await main.getByRole('button', { name: 'Submit All' }).click();
    await expect(main.getByText('Your profile has been updated successfully.')).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Login Info', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.reload();
    await expect(main.getByRole('heading', { name: 'My Profile', exact: true })).toBeVisible();
    await openTab(main, 'Paperless Options');
    await expect(paperless).toBeChecked();
    await expect(email).toBeChecked();

    // Set up an authenticator app: read the manual key, compute the code as the app would.
    await openTab(main, 'Multi-Factor Authentication');
    await expect(main.getByRole('button', { name: 'Submit All' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Set Up Now' }).click();
    await expect(
      main.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    const key = (await main.getByLabel('Manual key').inputValue()).replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await main.getByLabel('6-digit code').fill(codeFor(key));
    await main.getByRole('button', { name: 'Verify Code and Activate' }).click();
    await expect(
      main.getByText(
        'Account verification is successful. Multi-factor authentication is on. You will be asked for a code from your app when you sign in.',
      ),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Change App' })).toBeVisible();

    // The next sign-in asks for a code.
    await signOut(page);
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    const code = portal(page).getByLabel('Verification code');
    await expect(code).toBeVisible();
    await code.fill(codeFor(key));
    await portal(page).getByRole('button', { name: 'Verify', exact: true }).click();
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');

    // Remove App asks first, then turns it off.
    await page.goto('/portal.html#/my-profile');
    await expect(main.getByRole('heading', { name: 'My Profile', exact: true })).toBeVisible();
    await openTab(main, 'Multi-Factor Authentication');
    await main.getByRole('button', { name: 'Remove App' }).click();
    const question = portal(page).getByRole('alertdialog', { name: 'Remove App' });
    await expect(question).toContainText('Are you sure you want to delete this MFA mode?');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(main.getByText('Multi-factor authentication is off.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Set Up Now' })).toBeVisible();

    // And the next sign-in does not.
    await signOut(page);
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');
  });
});
