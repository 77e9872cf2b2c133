import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

const activeOutage =
  /^There is an active outage interrupting the service in your area\. The estimated restoration time is (\d{2}\/\d{2}\/\d{4} \d{2}:\d{2})\.$/;

/** MM/dd/yyyy HH:mm of an instant in Riverbend's zone, as the screen shows outage times. */
function riverbendTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}`;
}

test.describe('Outages in the portal, under the strict Content-Security-Policy', () => {
  test('Jordan reports an outage on 300100200 with a call-back number, sees it active on the Status tab, and pages the history', async ({
    page,
    request,
  }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');

    // The overview's Report Outage link opens the outage screen of the account.
    const overview = portal(page).locator('main');
    await expect(overview.locator('[data-card="account-status"]')).toContainText(/Service Status:?\s*ON/);
    await overview
      .locator('[data-card="account-status"]')
      .getByRole('link', { name: 'Report Outage' })
      .click();
    await expect
      .poll(() => portalRoute(page))
      .toBe('pages/outage-status?accountno=300100200&memberno=1001&locationid=7100200&accounttype=Electric');
    const outage = portal(page).locator('main');
    await expect(outage.getByRole('heading', { name: 'Outage', exact: true })).toBeVisible();
    await expect(outage.getByRole('tab')).toHaveText(['Status', 'Report an Outage', 'Map', 'Outage History']);
    await expect(outage.getByRole('tabpanel')).toHaveText(
      'There is no outage affecting your service at this time.',
    );

    // The report: a problem, a call back at a number typed in.
    await outage.getByRole('tab', { name: 'Report an Outage' }).click();
    const submit = outage.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await outage.getByLabel('Problem').selectOption('Power is completely off');
    await outage.getByLabel('Please call me back about this outage').check();
    await outage.getByLabel('Another number').check();
    const phone = outage.getByLabel('Phone Number', { exact: true });
    await phone.pressSequentially('555x987-1234');
    await expect(phone).toHaveValue('(555) 987-1234');
    await outage.getByLabel('Comment (optional)').fill('Heard a loud pop from the transformer.');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(outage.getByRole('status').filter({ hasText: 'Thank you.' })).toHaveText(
      'Thank you. Your outage report has been received and a crew has been notified. We will call you at (555) 987-1234 when your power is restored.',
    );
    const reports = (await (await request.get('/api/__simulator/outage/reports')).json()) as Array<
      Record<string, unknown>
    >;
    expect(reports).toEqual([
      expect.objectContaining({
        memberNumber: '1001',
        accountNumber: '300100200',
        outageReason: 'Power is completely off',
        callBack: true,
        callbackNumber: '(555) 987-1234',
        remarks: 'Heard a loud pop from the transformer.',
        outageReportOrigin: 'Web',
      }),
    ]);

    // The Status tab, selected again, shows the outage with its estimated restoration time.
    await outage.getByRole('tab', { name: 'Status' }).click();
    const status = outage.getByRole('tabpanel');
    await expect(status).toHaveText(activeOutage);
    const shownTime = activeOutage.exec((await status.textContent())?.trim() ?? '')?.[1];
    const receivedAt = String(reports[0]?.receivedAt);
    const twoHoursOnTheQuarter = new Date(
      Math.ceil((Date.parse(receivedAt) + 120 * 60_000) / (15 * 60_000)) * 15 * 60_000,
    ).toISOString();
    expect(shownTime).toBe(riverbendTime(twoHoursOnTheQuarter));

    // The history: 28 outages, 10 a page.
    await outage.getByRole('tab', { name: 'Outage History' }).click();
    const rows = outage.locator('tbody tr[data-row-id]');
    await expect(rows).toHaveCount(10);
    await expect(outage.getByText('Rows 1–10 of 28')).toBeVisible();
    await expect(rows.first().locator('td').nth(1)).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await outage.getByRole('button', { name: 'Next page' }).click();
    await expect(outage.getByText('Rows 11–20 of 28')).toBeVisible();
    await expect(outage.getByText('Page 2 of 3')).toBeVisible();
    await outage.getByRole('button', { name: 'Next page' }).click();
    await expect(rows).toHaveCount(8);
    await outage.getByLabel('Rows per page').selectOption('50');
    await expect(rows).toHaveCount(28);

    // The overview tells the same outage.
    await page.goto('/portal.html#/accountoverview?accountno=300100200');
    await expect(overview.locator('[data-card="account-status"]')).toContainText(/Service Status:?\s*OFF/);
    await expect(overview.locator('[data-banner="active-outage"]')).toContainText(shownTime ?? '');
  });

  test('the outage page of the demo site shows the Sign In form, then the member’s outage status', async ({
    page,
  }) => {
    await page.goto('/outage.html?accountno=300100202');
    const element = page.locator('coop-outage');
    await submitCredentials(element, members.jordan);
    await expect(element.getByRole('tabpanel')).toHaveText(activeOutage);
    await expect(element.locator('dl')).toContainText('300100202');
  });
});
