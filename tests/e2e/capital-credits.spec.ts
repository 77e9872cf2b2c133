import { expect, test } from './support/fixtures.ts';
import { portal, portalRoute } from './support/portal.ts';

/** Seed data (docs/demo-data.md, 'Capital credit letters', 'Unclaimed capital credits'). */
const letter = { memberNumber: '1001', letterId: 'CC2026A' } as const;

test.describe('Capital credits in the portal, as a visitor who is not signed in', () => {
  test('a visitor searches Whitaker, claims Eleanor’s credits and sends the contact form to member services', async ({
    page,
  }) => {
    await page.goto('/portal.html#/unclaimed-capital-credit');
    const main = portal(page).locator('main');
    await expect(main.getByRole('heading', { name: 'Unclaimed Capital Credits', level: 2 })).toBeVisible();
    await expect(main.getByText(/holds capital credits for former members/)).toBeVisible();

    const search = main.getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeDisabled();
    await main.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Whitaker');
    await expect(search).toBeEnabled();
    await main.getByRole('textbox', { name: 'Last Name', exact: true }).press('Enter');

    const table = main.getByRole('table', { name: '2 unclaimed capital credits found' });
    await expect(table.getByRole('rowheader', { name: 'Eleanor Whitaker' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Thomas Whitaker' })).toBeVisible();
    await expect(table.getByText('Cedar Falls, OR')).toBeVisible();

    await main.getByRole('button', { name: 'Claim Eleanor Whitaker, Riverbend, OR' }).click();
    const heading = main.getByRole('heading', { name: 'Claim Unclaimed Capital Credits' });
    await expect(heading).toBeFocused();
    await expect(main.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Eleanor Whitaker');

    // Submitting empty shows the rules, and nothing is sent.
    await main.getByRole('textbox', { name: 'Name', exact: true }).fill('Eleanor Whitaker');
    await main.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(main.getByText('Phone number is required.')).toBeVisible();
    await expect(main.getByText('Contact preference is required.')).toBeVisible();

    await main.getByRole('textbox', { name: 'Phone Number' }).pressSequentially('5415550134');
    await expect(main.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('(541) 555-0134');
    await main.getByRole('textbox', { name: 'Last 4 digits of SSN' }).fill('4821');
    await main.getByRole('radio', { name: 'Email' }).check();
    await main.getByRole('textbox', { name: 'Email Address' }).fill('e.whitaker@example.com');
    await main.getByRole('textbox', { name: 'Address 1' }).fill('22 Fern Ave');
    await main.getByRole('textbox', { name: 'City' }).fill('Eugene');
    await main.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Oregon' });
    await main.getByRole('textbox', { name: 'Zip Code' }).fill('97402-1234');
    await main.getByRole('button', { name: 'Submit', exact: true }).click();

    await expect(main.getByRole('status')).toHaveText(
      'Thank you. Your claim was sent to member services, who will contact you by email within 10 business days.',
    );
    await expect(main.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);

    // Member services received it in the demo outbox, without the SSN's digits.
    await page.goto('/outbox');
    const email = page.getByRole('article', { name: 'Unclaimed capital credit claim for Eleanor Whitaker' });
    await expect(email).toContainText('to memberservices@riverbend-electric.example');
    await expect(email).toContainText('Contact preference: Email');
    await expect(email).not.toContainText('4821');
  });

  test('a visitor returns letter CC2026A for member 1001 and sees the back office’s message', async ({
    page,
  }) => {
    await page.goto('/portal.html#/cc-letterreturn');
    const main = portal(page).locator('main');
    await expect(main.getByRole('heading', { name: 'Capital Credit Letter Return', level: 2 })).toBeVisible();
    expect(portalRoute(page)).toBe('cc-letterreturn');
    await expect(main.getByText(/Please sign your capital credit letter/)).toBeVisible();

    await main.getByRole('button', { name: 'What is the Letter ID?' }).click();
    const help = portal(page).getByRole('dialog', { name: 'Letter ID' });
    await expect(help).toContainText('for example CC2026A');
    await help.getByRole('button', { name: 'OK' }).click();
    await expect(help).toBeHidden();

    await main.getByRole('button', { name: 'Return Signed Letter' }).click();
    await expect(main.getByText('Member Number is required.')).toBeVisible();
    await expect(main.getByText('Letter ID is required.')).toBeVisible();

    await main.getByRole('textbox', { name: 'Member Number' }).fill(letter.memberNumber);
    await main.getByRole('textbox', { name: 'Letter ID' }).fill(letter.letterId);
    await main.getByRole('button', { name: 'Return Signed Letter' }).click();
    await expect(main.getByRole('status')).toHaveText(
      'Thank you. We received your signed capital credit letter CC2026A for member 1001.',
    );
    await expect(main.getByRole('textbox', { name: 'Member Number' })).toHaveValue('');
  });

  test('both pages work as elements on the demo site’s own page', async ({ page }) => {
    await page.goto('/capital-credits.html');
    const letterReturn = page.locator('coop-capital-credit-letter');
    await letterReturn.getByRole('textbox', { name: 'Member Number' }).fill(letter.memberNumber);
    await letterReturn.getByRole('textbox', { name: 'Letter ID' }).fill('CC2026B');
    await letterReturn.getByRole('button', { name: 'Return Signed Letter' }).click();
    await expect(letterReturn.getByRole('alert')).toHaveText(
      'We could not find a capital credit letter matching that member number and letter ID.',
    );

    const unclaimed = page.locator('coop-unclaimed-capital-credits');
    await unclaimed.getByRole('textbox', { name: 'Company Name' }).fill('Prairie Feed & Seed');
    await unclaimed.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(unclaimed.getByRole('rowheader', { name: 'Prairie Feed & Seed' })).toBeVisible();
    await unclaimed.getByRole('textbox', { name: 'Company Name' }).fill('Nobody Inc');
    await unclaimed.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      unclaimed.getByText('There were no unclaimed capital credits found matching ... Nobody Inc'),
    ).toBeVisible();
  });
});
