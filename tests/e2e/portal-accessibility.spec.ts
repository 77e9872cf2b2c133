import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import {
  mainMenu,
  members,
  portal,
  portalHeader,
  portalRoute,
  profileButton,
  submitCredentials,
} from './support/portal.ts';

// axe-core is injected as a script tag, which the pages' strict CSP refuses: this file bypasses the
// policy (and so skips the CSP check, which every other spec keeps).
test.use({ bypassCSP: true, checkCsp: false });

test.describe('The member portal has no WCAG 2.x A/AA violations', () => {
  test('on the Riverbend portal home page, signed out', async ({ page }) => {
    await page.goto('/portal.html');
    await expect(portal(page).getByRole('button', { name: 'Quick Pay', exact: true })).toBeVisible();
    await expect(portal(page).locator('footer')).toBeVisible();
    await expectNoAxeViolations(page, 'the portal home page');
  });

  test('on the login route, then on the account overview with the profile menu open', async ({ page }) => {
    await page.goto('/portal.html#/pages/login');
    await expect(portal(page).getByLabel('Username')).toBeVisible();
    await expect(portal(page).locator('footer')).toBeVisible();
    await expectNoAxeViolations(page, 'the login route');

    await submitCredentials(portal(page), members.jordan);
    await expect.poll(() => portalRoute(page)).toBe('accountoverview');
    // Five of six accounts, and the search for the rest.
    await expect(portal(page).getByRole('region', { name: 'Your accounts' }).getByRole('button')).toHaveCount(
      6,
    );
    const profile = profileButton(page, members.jordan.name);
    await profile.click();
    await expect(portalHeader(page).getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the account overview with the profile menu open');
  });

  test('on the Prairie portal home page, also with its mega menu open', async ({ page }) => {
    await page.goto('/prairie-portal.html');
    await expect(portal(page).getByRole('heading', { name: 'Prairie Wind Power Cooperative' })).toBeVisible();
    await expect(portal(page).locator('footer')).toBeVisible();
    await expectNoAxeViolations(page, 'the Prairie portal home page');

    await mainMenu(page).getByRole('button', { name: 'Billing & Payments', exact: true }).click();
    await expect(mainMenu(page).getByRole('link', { name: 'EZ Pay', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the Prairie portal home page with the Billing & Payments menu open');
  });
});
