import { contractDocument } from '../../build/openapi/contract-document.ts';
import { expect, test } from './support/fixtures.ts';

/** The services of the document, each a section of the reference (its tags). */
const services = (contractDocument().tags as Array<{ name: string }>).map((tag) => tag.name);

test.describe('the back-office API reference', () => {
  test('is linked from the footer, shows every service under the strict policy, and tries a call against the demo back office', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Back-office API reference' }).click();
    // The page's own title comes first; the reference, once drawn, adds the document's title below it.
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Back-office API reference');
    await expect(page.locator('#api-reference')).not.toHaveAttribute('aria-busy');
    await expect(page.locator('.opblock-tag')).toHaveCount(services.length);
    expect(
      await page
        .locator('.opblock-tag')
        .evaluateAll((headings) => headings.map((heading) => heading.dataset.tag)),
    ).toEqual(services);
    expect(services.length).toBeGreaterThanOrEqual(29);

    // Authorize with the site's ApplicationId, then try a visitor's call.
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    // Swagger UI's authorization window is not a dialog to assistive technology: found by its class.
    const authorize = page.locator('.modal-ux');
    await authorize.getByLabel('Value:').first().fill('RIVERBEND-WEB');
    await authorize.getByRole('button', { name: 'Apply credentials' }).first().click();
    await authorize.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('heading', { name: /Portal service/ }).click();
    const maintenance = page.locator('#operations-Portal_service-getMaintenanceStatus');
    await maintenance.locator('.opblock-summary-control').click();
    await maintenance.getByRole('button', { name: 'Try it out' }).click();
    await maintenance.getByRole('button', { name: 'Execute' }).click();
    await expect(maintenance.locator('.live-responses-table tbody .response-col_status').first()).toHaveText(
      '200',
    );
    await expect(maintenance.locator('.live-responses-table .microlight').first()).toContainText(
      '"maintenance"',
    );
  });
});
