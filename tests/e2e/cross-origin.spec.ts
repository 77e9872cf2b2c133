import { expect, test, type Page } from '@playwright/test';
import { crossOrigins } from './support/cross-origin.ts';
import { hasInk, members, portal, portalRoute, submitCredentials } from './support/portal.ts';
import {
  expectGatewayPage,
  jordan,
  openQuickPayDialog,
  payByCardOnGateway,
  paymentResult,
} from './support/quick-pay.ts';

// `npm start -- --cross-origin`: the site, the widgets (a CDN) and the back office on three origins,
// with the site's strict policy naming the other two and the back office's CORS allowing the site only.

interface Traffic {
  /** Origin of every script the page loaded. */
  scripts: Set<string>;
  /** Origin of every fetch/XHR the page made. */
  calls: Set<string>;
  cspMessages: string[];
  errors: string[];
}

function watch(page: Page): Traffic {
  const traffic: Traffic = { scripts: new Set(), calls: new Set(), cspMessages: [], errors: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    const origin = url.origin;
    // The demo site's own language and scheme switch is the site's script, not the widgets'.
    const siteScript = url.pathname === '/demo-switch.js';
    if (request.resourceType() === 'script' && !siteScript) traffic.scripts.add(origin);
    if (['fetch', 'xhr'].includes(request.resourceType())) traffic.calls.add(origin);
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) traffic.cspMessages.push(message.text());
  });
  page.on('pageerror', (error) => traffic.errors.push(error.message));
  return traffic;
}

test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${crossOrigins.backOffice}/api/__simulator/reset`);
  expect(reset.status()).toBe(200);
});

test('Quick Pay: the widgets come from the CDN, the calls go to the back office, the hosted page returns to the site', async ({
  page,
}) => {
  const traffic = watch(page);
  const form = await openQuickPayDialog(page);
  await form.findAccount(jordan.accountNumber, jordan.phone);
  await form.expectVerifyStep(jordan.name, jordan.accountNumber);
  await form.button('Verify').click();
  await form.replaceAmount('10.00');
  await form.button('Pay').click();

  await expectGatewayPage(page, '$10.00', '$1.95', '$11.95');
  expect(new URL(page.url()).origin).toBe(crossOrigins.backOffice);
  await payByCardOnGateway(page, '$11.95');
  expect(new URL(page.url()).origin).toBe(crossOrigins.site);
  await expect(paymentResult(page, 'Payment successful')).toBeVisible();

  expect([...traffic.scripts].sort()).toEqual([crossOrigins.widgets]);
  expect([...traffic.calls]).toEqual([crossOrigins.backOffice]);
  expect(traffic.cspMessages).toEqual([]);
  expect(traffic.errors).toEqual([]);
});

test('sign-in and the portal: Jordan signs in, sees the overview and opens a bill whose PDF is drawn without a worker from the CDN', async ({
  page,
}) => {
  const traffic = watch(page);
  await page.goto('/portal.html#/pages/login');
  await submitCredentials(portal(page), members.jordan);
  await expect.poll(() => portalRoute(page)).toBe('accountoverview');
  const overview = portal(page).locator('main');
  await expect(overview.locator('[data-section="history"] tbody tr')).toHaveCount(10);

  await overview
    .locator('tr[data-row-id^="bill-"]')
    .first()
    .getByRole('button', { name: /View Bill/ })
    .click();
  const viewer = portal(page).getByRole('dialog');
  await expect(viewer.getByText('Page 1 of 1')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => hasInk(viewer.locator('canvas')), { timeout: 15_000 }).toBe(true);

  expect([...traffic.scripts].sort()).toEqual([crossOrigins.widgets]);
  expect([...traffic.calls]).toEqual([crossOrigins.backOffice]);
  expect(traffic.cspMessages).toEqual([]);
  expect(traffic.errors).toEqual([]);
});

test('the back office answers the site’s preflight and refuses other origins', async ({ request }) => {
  const preflight = (origin: string) =>
    request.fetch(`${crossOrigins.backOffice}/api/v3/portal/site-configuration`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'applicationid, authorization',
      },
    });
  const allowed = await preflight(crossOrigins.site);
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe(crossOrigins.site);
  expect(allowed.headers()['access-control-allow-headers']).toBe(
    'Accept, ApplicationId, Authorization, Content-Type, Idempotency-Key',
  );
  const refused = await preflight('http://localhost:9999');
  expect(refused.status()).toBe(403);
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
});
