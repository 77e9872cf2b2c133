import { expect, test } from './support/fixtures.ts';
import { mainMenu, portal, portalHeader, portalRoute, setMaintenance } from './support/portal.ts';

const announcement = "Crews are restoring power after Tuesday's storm. Check the outage map for updates.";

test.describe('The emergency announcement', () => {
  test('closing the banner hides it and it stays closed after a reload', async ({ page }) => {
    await page.goto('/portal.html');
    const banner = portalHeader(page).getByText(announcement, { exact: true });
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mcp_announcementClosed'))).toBeNull();

    await portalHeader(page).getByRole('button', { name: 'Close announcement', exact: true }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mcp_announcementClosed'))).toBe('true');

    await page.reload();
    await expect(portalHeader(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(portalHeader(page).getByText(announcement, { exact: true })).toHaveCount(0);
    await expect(portalHeader(page).getByRole('button', { name: 'Close announcement' })).toHaveCount(0);
  });
});

test.describe('Each cooperative has its own menu and home page', () => {
  test("Riverbend's standard menu lists Draft Payments and its home page offers Quick Pay", async ({
    page,
  }) => {
    await page.goto('/portal.html');
    const menu = mainMenu(page);
    const topLevel = menu.locator(':scope > ul > li > :is(a, button)');
    await expect(topLevel).toHaveText(['Home', 'MY ACCOUNT', 'BILLING & PAYMENTS', 'Outage', 'MORE']);

    const billing = menu.getByRole('button', { name: 'BILLING & PAYMENTS', exact: true });
    await billing.click();
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Draft Payments', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'EZ Pay' })).toHaveCount(0);

    const home = portal(page).getByRole('main');
    await expect(
      home.getByText('is a simple, fast and secure way to make payments online without logging in.'),
    ).toBeVisible();
    await expect(home.getByRole('button', { name: 'Quick Pay', exact: true })).toBeVisible();
  });

  test("Prairie's portal shows its custom menu in position order, with EZ Pay, an external Energy Rebates link and no Quick Pay", async ({
    page,
  }) => {
    await page.goto('/prairie-portal.html');
    const menu = mainMenu(page);
    const topLevel = menu.locator(':scope > ul > li > :is(a, button)');
    // Listed out of order in the configuration (portal/portal-seed.ts); shown by `position`.
    await expect(topLevel).toHaveText([
      /^Home$/,
      /^My Account$/,
      /^Billing & Payments$/,
      /^Outage$/,
      /^Energy Rebates\b/,
    ]);
    await expect(menu.getByRole('button', { name: 'MY ACCOUNT', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'MORE', exact: true })).toHaveCount(0);

    const rebates = menu.getByRole('link', { name: /^Energy Rebates/ });
    await expect(rebates).toHaveAttribute('href', 'https://www.prairiewind-power.example/rebates');
    await expect(rebates).toHaveAttribute('target', '_blank');
    await expect(rebates).toHaveAttribute('rel', /noopener/);

    const myAccount = menu.getByRole('button', { name: 'My Account', exact: true });
    await myAccount.click();
    const myAccountPanel = menu.locator(`[id="${await myAccount.getAttribute('aria-controls')}"]`);
    await expect(myAccountPanel.getByRole('link')).toHaveText([
      'Account Overview',
      'My Meter',
      'Usage Tracker',
      'Manage Notifications',
    ]);

    const billing = menu.getByRole('button', { name: 'Billing & Payments', exact: true });
    await billing.click();
    await expect(myAccount).toHaveAttribute('aria-expanded', 'false');
    const billingPanel = menu.locator(`[id="${await billing.getAttribute('aria-controls')}"]`);
    await expect(billingPanel.getByRole('list')).toHaveCount(2);
    await expect(billingPanel.getByRole('list', { name: 'Bills & Payments' }).getByRole('link')).toHaveText([
      'Account History',
      'Payment Profile',
      'EZ Pay',
    ]);
    await expect(billingPanel.getByRole('list', { name: 'Billing Programs' }).getByRole('link')).toHaveText([
      'Average Billing',
      'Paperless Billing',
    ]);
    const ezPay = billingPanel.getByRole('link', { name: 'EZ Pay', exact: true });
    await expect(ezPay).toHaveAttribute('href', /draft-payments$/);
    await expect(ezPay).not.toHaveAttribute('target', /.*/);
    await expect(menu.getByRole('link', { name: 'Draft Payments' })).toHaveCount(0);

    const home = portal(page).getByRole('main');
    await expect(home.getByRole('heading', { name: 'Prairie Wind Power Cooperative' })).toBeVisible();
    await expect(home.getByRole('button', { name: 'Quick Pay' })).toHaveCount(0);
    await expect(home.getByText('Quick Pay')).toHaveCount(0);
    await expect(home.getByText('make payments online without logging in')).toHaveCount(0);
  });
});

test.describe('Maintenance mode', () => {
  test('the portal shows the maintenance page without header and footer, and goes home once maintenance is over', async ({
    page,
    request,
  }) => {
    await setMaintenance(request, 'RIVERBEND-WEB', true);
    await page.goto('/portal.html');
    await expect(portal(page).getByRole('heading', { name: "We'll be back in a bit" })).toBeVisible();
    await expect.poll(() => portalRoute(page)).toBe('maint');
    await expect(portal(page).locator('header')).toHaveCount(0);
    await expect(portal(page).locator('footer')).toHaveCount(0);
    await expect(portal(page).getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

    // A guarded address also lands on the maintenance page.
    await page.goto('/portal.html#/accountoverview');
    await expect.poll(() => portalRoute(page)).toBe('maint');

    await setMaintenance(request, 'RIVERBEND-WEB', false);
    // The page asks again every 30 seconds (MAINTENANCE_POLL_INTERVAL_MS) or when the tab regains focus;
    // a reload is the quicker way for the test to ask.
    await page.reload();
    await expect.poll(() => portalRoute(page)).toBe('home');
    await expect(portal(page).getByRole('heading', { name: "We'll be back in a bit" })).toHaveCount(0);
    await expect(portalHeader(page)).toBeVisible();
    await expect(portal(page).locator('footer')).toBeVisible();
    await expect(portal(page).getByRole('button', { name: 'Quick Pay', exact: true })).toBeVisible();
  });
});

test.describe('Terms of Use', () => {
  test("shows the site's legal text under the strict CSP with its script and event handler removed", async ({
    page,
  }) => {
    await page.goto('/portal.html#/legal-terms');
    const screen = portal(page);
    await expect(screen.getByRole('heading', { name: 'Member Portal Terms of Use' })).toBeVisible();
    await expect(
      screen.getByText(
        'These terms govern your use of the Riverbend Electric Cooperative member portal. By signing in you agree to them.',
      ),
    ).toBeVisible();
    const leftovers = await page.evaluate(() => {
      const root = document.querySelector('coop-portal')?.shadowRoot;
      const elements = [...(root?.querySelectorAll('main *') ?? [])];
      return {
        scripts: elements.filter((element) => element.localName === 'script').length,
        handlers: elements.filter((element) =>
          element.getAttributeNames().some((name) => name.startsWith('on')),
        ).length,
      };
    });
    expect(leftovers).toEqual({ scripts: 0, handlers: 0 });
  });
});
