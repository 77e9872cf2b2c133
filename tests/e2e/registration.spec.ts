import type { Page } from '@playwright/test';
import { visibleAlerts } from './support/alerts.ts';
import { expect, test } from './support/fixtures.ts';

/** Seed data (docs/demo-data.md, 'Registration'). */
const alex = {
  accountNumber: '300700800',
  memberNumber: '1007',
  email: 'a.chen@example.com',
  maskedEmail: 'a***n@example.com',
} as const;

/** Reads the newest verification code in the demo outbox, in a tab of its own, as a person trying the demo would. */
async function codeFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/outbox');
  const message = outbox.getByRole('article', { name: 'Your portal verification code' }).first();
  await expect(message).toContainText(`to ${recipient}`);
  const code = (await message.locator('.message-code strong').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await outbox.close();
  return code;
}

test.describe('Registration on the demo site', () => {
  test('Alex Chen registers 300700800 with the code from the demo outbox, then sees the username and a Sign In link', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/register.html');
    const registration = page.locator('coop-register');
    const heading = registration.getByRole('heading', { level: 2 });
    await expect(heading).toHaveText('Registration');

    await registration.getByRole('textbox', { name: 'Account Number', exact: true }).fill(alex.accountNumber);
    await registration.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(heading).toHaveText('Send Verification Code');
    await expect(heading).toBeFocused();

    await registration.getByRole('radio', { name: `Email to ${alex.maskedEmail}` }).check();
    await registration.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(heading).toHaveText('Enter Verification Code');
    const code = registration.getByRole('textbox', { name: 'Verification Code', exact: true });
    await expect(code).toHaveAccessibleDescription(
      `We sent a 6-digit verification code to ${alex.maskedEmail}. The code is valid for 2 hours.`,
    );

    await code.fill(await codeFromOutbox(page, alex.email));
    await registration.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(heading).toHaveText('Complete Registration');

    await expect(registration.getByRole('textbox', { name: 'Member Number', exact: true })).toHaveValue(
      alex.memberNumber,
    );
    await expect(registration.getByRole('textbox', { name: 'Email Address', exact: true })).toHaveValue(
      alex.email,
    );
    await registration.getByRole('textbox', { name: 'Username', exact: true }).fill('alex.chen');
    await registration.getByRole('textbox', { name: 'Confirm Email Address', exact: true }).fill(alex.email);
    await registration.getByLabel('Password', { exact: true }).fill('Larkspur#512');
    await expect(registration.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
    await registration.getByLabel('Confirm Password', { exact: true }).fill('Larkspur#512');
    await registration
      .getByRole('combobox', { name: 'Security Question', exact: true })
      .selectOption({ label: 'In what city were you born?' });
    await registration.getByRole('textbox', { name: 'Security Answer', exact: true }).fill('Portland');
    await registration.getByRole('checkbox', { name: 'Paperless billing (e-billing)' }).check();
    await registration
      .getByRole('checkbox', {
        name: 'I agree to receive my bills and other cooperative notices by email instead of by mail.',
      })
      .check();
    await registration.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(heading).toHaveText('Registration');
    await expect(registration.getByRole('status')).toHaveText(
      'Your portal account has been created. Your username is alex.chen.',
    );
    await expect(visibleAlerts(registration)).toHaveCount(0);
    await expect(registration.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
      'href',
      `${baseURL}/portal.html#/pages/login`,
    );

    const signIn = await request.post('/api/v3/auth/login', {
      headers: { ApplicationId: 'RIVERBEND-WEB' },
      data: { userName: 'alex.chen', password: 'Larkspur#512' },
    });
    expect(signIn.status()).toBe(200);
  });

  test('a wrong code is refused and Verify waits for a new code; an account with a login is told to sign in', async ({
    page,
  }) => {
    await page.goto('/register.html');
    const registration = page.locator('coop-register');
    const heading = registration.getByRole('heading', { level: 2 });
    const accountNumber = registration.getByRole('textbox', { name: 'Account Number', exact: true });
    const next = registration.getByRole('button', { name: 'Next', exact: true });

    await accountNumber.fill('300100200');
    await next.click();
    await expect(visibleAlerts(registration)).toHaveText([
      'This account already has a portal login. Sign in, or reset your password.',
    ]);
    await expect(next).toBeDisabled();

    await accountNumber.fill(alex.accountNumber);
    await expect(next).toBeEnabled();
    await next.click();
    await registration.getByRole('radio', { name: `Email to ${alex.maskedEmail}` }).check();
    await registration.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(heading).toHaveText('Enter Verification Code');

    const realCode = await codeFromOutbox(page, alex.email);
    const code = registration.getByRole('textbox', { name: 'Verification Code', exact: true });
    const verify = registration.getByRole('button', { name: 'Verify', exact: true });
    await code.fill(realCode === '123456' ? '654321' : '123456');
    await verify.click();
    await expect(visibleAlerts(registration)).toHaveText([
      'The verification code is not valid or has expired.',
    ]);
    await expect(verify).toBeDisabled();

    await code.fill(realCode);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(heading).toHaveText('Complete Registration');
  });
});
