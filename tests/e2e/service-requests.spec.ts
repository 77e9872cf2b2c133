import { expect, test } from './support/fixtures.ts';
import { members, portal, portalRoute, submitCredentials } from './support/portal.ts';

test.describe('Service requests in the portal, under the strict Content-Security-Policy', () => {
  test('Jordan submits a service request on 300100200 and finds it first in the history', async ({
    page,
  }) => {
    await page.goto('/portal.html#/pages/login');
    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');

    // The bare path redirects under pages/, and accountno selects the account, then leaves the address.
    await page.goto('/portal.html#/service-requests?accountno=300100200');
    await expect.poll(() => portalRoute(page)).toBe('pages/service-requests');
    const screen = portal(page).locator('main');
    await expect(screen.getByRole('heading', { name: 'Service Requests', exact: true })).toBeVisible();
    await expect(screen.locator('dl')).toContainText('300100200');

    // The history: 7 past requests, 5 a page.
    const history = screen.locator('[data-section="history"]');
    const rows = history.locator('tbody tr[data-row-id]');
    await expect(rows).toHaveCount(5);
    await expect(history.getByText('Rows 1–5 of 7')).toBeVisible();
    await expect(history.getByLabel('Rows per page')).toHaveValue('5');

    // The form: Submit disabled until a type and a valid phone are given.
    const submit = screen.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await screen.getByLabel('Service Type').selectOption('Outdoor Light Repair');
    const phone = screen.getByLabel('Phone Number');
    await phone.pressSequentially('0875551234');
    await phone.blur();
    await expect(screen.getByText('Invalid phone format. (Ex: (987) 456-1230)')).toBeVisible();
    await expect(submit).toBeDisabled();
    await phone.fill('');
    await phone.pressSequentially('5415550148');
    await expect(phone).toHaveValue('(541) 555-0148');
    await screen.getByLabel('Comments').fill('The yard light by the barn stays off at night.');
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(screen.getByRole('status').filter({ hasText: 'Your service request' })).toHaveText(
      'Your service request has been submitted. Your request number is 104108.',
    );
    await expect(history.getByText('Rows 1–5 of 8')).toBeVisible();
    await expect(rows.first().locator('td, th')).toHaveText([
      /Outdoor Light Repair$/,
      /\d{2}\/\d{2}\/\d{4}$/,
      /104108$/,
      /Pending review$/,
    ]);
    await expect(screen.getByLabel('Service Type')).toHaveValue('');
    await expect(submit).toBeDisabled();
  });
});
