import { expect, test } from './support/fixtures.ts';

test('the HTTPS mode serves the page, its stylesheets, the widget bundle and the API over HTTP/2', async ({
  page,
}) => {
  await page.goto('/portal.html#/home');
  await expect(page.getByRole('heading', { name: 'Riverbend Electric Cooperative' })).toBeVisible();

  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) =>
        [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).nextHopProtocol] as const,
    ),
  );
  const paths = protocols.map(([path]) => path);
  expect(paths).toContain('/portal.html');
  expect(paths).toContain('/site.css');
  expect(paths).toContain('/widgets/coop-portal.js');
  expect(paths.some((path) => path.startsWith('/widgets/chunks/'))).toBe(true);
  expect(paths).toContain('/api/v3/portal/site-configuration');
  expect(protocols.filter(([, protocol]) => protocol !== 'h2')).toEqual([]);
});
