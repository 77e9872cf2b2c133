import { expect, test } from './support/fixtures.ts';
import { portal, portalRoute } from './support/portal.ts';

/** A week from today, yyyy-MM-dd, as the date field holds it (well inside tomorrow to 90 days ahead). */
function inAWeek(): string {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

test.describe('Applying for service from the home page, as a visitor who is not signed in', () => {
  test('a visitor asks to move electric service to a new address, gets a confirmation number and the email', async ({
    page,
  }) => {
    await page.goto('/portal.html#/home');
    const main = portal(page).locator('main');
    await main.getByRole('link', { name: 'New Service' }).click();
    await expect.poll(() => portalRoute(page)).toBe('service-type/select-service-type');
    await expect(main.getByRole('heading', { name: 'New Service', level: 2 })).toBeVisible();

    await main.getByRole('radio', { name: 'Move service to a new address' }).check();
    await main.getByRole('combobox', { name: 'Type of Service' }).selectOption({ label: 'Electric service' });
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => portalRoute(page)).toBe('service-type/application-for-service');
    await expect(main.getByRole('heading', { name: 'Application For Service', level: 2 })).toBeVisible();
    await expect(main.getByRole('radio', { name: 'Move service to a new address' })).toBeChecked();
    await expect(main.getByRole('combobox', { name: 'Type of Service' })).toHaveValue('Electric');

    // Nothing filled yet: every rule speaks, and nothing is sent.
    await main.getByRole('button', { name: 'Submit Request' }).click();
    await expect(main.getByText('Current service address is required.')).toBeVisible();
    await expect(main.getByText('Choose how to verify your identity.')).toBeVisible();

    await main.getByLabel('Requested Move Date').fill(inAWeek());
    await main.getByRole('textbox', { name: 'First Name' }).fill('Casey');
    await main.getByRole('textbox', { name: 'Last Name' }).fill('Morgan');
    await main.getByRole('textbox', { name: 'Address 1' }).fill('418 Alder St');
    await main.getByRole('textbox', { name: 'City' }).fill('Riverbend');
    await main.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Oregon' });
    await main.getByRole('textbox', { name: 'Zip Code' }).fill('97401');
    await main
      .getByRole('textbox', { name: 'Current Service Address' })
      .fill('12 Elm St, Riverbend, OR 97401');
    await main.getByRole('textbox', { name: 'Phone Number' }).pressSequentially('5415550188');
    await main.getByRole('textbox', { name: 'Email Address' }).fill('casey.morgan@example.com');
    await main.getByRole('radio', { name: 'Last 4 digits of my Social Security number' }).check();
    await main.getByLabel('Last 4 digits of SSN').fill('6789');
    await main.getByRole('button', { name: 'Submit Request' }).click();

    const confirmation = main.getByRole('article', { name: 'Request Received' });
    await expect(confirmation.getByRole('heading', { name: 'Request Received' })).toBeFocused();
    const number = (await confirmation.getByText(/^SA\d{10}$/).textContent())?.trim() ?? '';
    expect(number).toMatch(/^SA\d{10}$/);
    await expect(confirmation).toContainText('418 Alder St, Riverbend, OR 97401');
    await expect(confirmation).toContainText('We sent a confirmation to casey.morgan@example.com.');
    await expect(confirmation.getByRole('button', { name: 'Print Confirmation' })).toBeVisible();

    // Printed, the confirmation is all there is: the portal's header and the print button are left off.
    await page.emulateMedia({ media: 'print' });
    await expect(confirmation).toBeVisible();
    await expect(portal(page).locator('header').first()).toBeHidden();
    await expect(confirmation.getByRole('button', { name: 'Print Confirmation' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.goto('/outbox');
    const email = page.getByRole('article', { name: `Your service request ${number}` });
    await expect(email).toContainText('to casey.morgan@example.com');
    await expect(email).toContainText('Request: Move service (Electric)');
    await expect(email).toContainText('Service address: 418 Alder St, Riverbend, OR 97401');
    await expect(email).not.toContainText('6789');
  });
});
