import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

const newMobile = '(555) 010-7788';

interface SentMessage {
  to: string;
  channel: string;
  subject: string;
  body: string;
}

/** Reads the newest confirmation code sent to `recipient` in the demo outbox, in a tab of its own. */
async function codeFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/outbox');
  const message = outbox.getByRole('article', { name: 'Confirm your contact for alerts' }).first();
  await expect(message).toContainText(`to ${recipient}`);
  const code = (await message.locator('.message-code strong').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await outbox.close();
  return code;
}

async function sentTo(request: APIRequestContext, recipient: string): Promise<SentMessage[]> {
  const response = await request.get('/api/__simulator/outbox');
  expect(response.status()).toBe(200);
  return ((await response.json()) as SentMessage[]).filter((message) => message.to === recipient);
}

test.describe('Contacts and alerts in the portal', () => {
  test('Jordan adds a mobile number, confirms it with the outbox code, subscribes it to outages on 300100200; an outage there texts it, an outage on 300100201 does not', async ({
    page,
    request,
  }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');

    // Manage Contacts: add the number, then confirm it with the code the demo outbox shows.
    await page.goto('/portal.html#/manage-contacts');
    const contacts = portal(page).locator('main');
    await expect(contacts.getByRole('heading', { name: 'Manage Contacts', exact: true })).toBeVisible();
    await expect(contacts.getByText('jordan.rivera@example.com')).toBeVisible();
    await contacts.getByRole('button', { name: 'Add mobile number' }).click();
    const adding = portal(page).getByRole('dialog', { name: 'Add a mobile number' });
    const number = adding.getByLabel('Mobile number');
    await expect(number).toBeFocused();
    await number.pressSequentially('5550107788');
    await expect(number).toHaveValue(newMobile);
    await adding.getByRole('button', { name: 'Send code' }).click();

    const confirming = portal(page).getByRole('dialog', { name: 'Confirm your contact' });
    await expect(confirming).toContainText(`We sent a 6-digit code to ${newMobile}.`);
    const code = await codeFromOutbox(page, newMobile);
    await confirming.getByLabel('Code').fill(code);
    await confirming.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirming).toBeHidden();
    await expect(contacts.getByRole('status').filter({ hasText: newMobile })).toHaveText(
      `${newMobile} is confirmed and can now receive alerts.`,
    );
    await expect(
      contacts.locator('[data-contacts="mobile"] li').filter({ hasText: newMobile }),
    ).toContainText('Confirmed');

    // Manage Notifications for 300100200: outage alerts to the new number only.
    await page.goto('/portal.html#/manage-notifications?accountno=300100200');
    const alerts = portal(page).locator('main');
    await expect(alerts.getByRole('table', { name: 'Alerts for account 300100200' })).toBeVisible();
    const outageBox = alerts.getByRole('checkbox', { name: `Outage to ${newMobile}` });
    await expect(outageBox).not.toBeChecked();
    await outageBox.check();
    await alerts.getByRole('button', { name: 'Save alerts' }).click();
    await expect(alerts.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
      'Your alerts for account 300100200 were saved.',
    );
    await expect(alerts.getByRole('checkbox', { name: `Outage to ${newMobile}` })).toBeChecked();
    expect(await sentTo(request, newMobile)).toHaveLength(1);

    // An outage reported on 300100200's outage screen: the alert naming the account reaches the outbox.
    await page.goto(
      '/portal.html#/pages/outage-status?accountno=300100200&memberno=1001&locationid=7100200&accounttype=Electric',
    );
    const outage = portal(page).locator('main');
    await outage.getByRole('tab', { name: 'Report an Outage' }).click();
    await outage.getByLabel('Problem').selectOption('Power is completely off');
    const submit = outage.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(outage.getByRole('status').filter({ hasText: 'Thank you.' })).toContainText(
      'Thank you. Your outage report has been received and a crew has been notified.',
    );

    await expect.poll(async () => (await sentTo(request, newMobile)).length).toBe(2);
    const [alert] = await sentTo(request, newMobile);
    expect(alert).toMatchObject({ channel: 'sms', subject: 'Outage: account 300100200' });
    expect(alert?.body).toContain(
      'There is an outage on account 300100200 at 1450 Willow Creek Rd, Riverbend, OR 97401.',
    );

    // The outbox page shows it as a person trying the demo reads it.
    const outbox = await page.context().newPage();
    await outbox.goto('/outbox');
    const shown = outbox.getByRole('article', { name: 'Outage: account 300100200' }).first();
    await expect(shown).toContainText(`to ${newMobile}`);
    await expect(shown).toContainText('account 300100200 at 1450 Willow Creek Rd');
    await outbox.close();

    // An outage on another account of Jordan's, started through the simulator's controls: nothing more.
    const started = await request.post('/api/__simulator/outage/start', {
      data: { accountNumber: '300100201' },
    });
    expect(started.status()).toBe(201);
    const after = await sentTo(request, newMobile);
    expect(after).toHaveLength(2);
    expect(after.some((message) => message.body.includes('300100201'))).toBe(false);
  });
});
