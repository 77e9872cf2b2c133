import { documentedContentSecurityPolicy, expect, test } from './support/fixtures.ts';

// The other specs fail on any console message about the Content Security Policy. This one proves that
// premise: the policy is enforced, and Chromium reports a refused script on the console.
test.use({ checkCsp: false });

test('the strict CSP is enforced on the demo pages and a refused inline script is reported on the console', async ({
  page,
}) => {
  const cspMessages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspMessages.push(message.text());
  });

  const response = await page.goto('/');
  expect(await response?.headerValue('content-security-policy')).toBe(documentedContentSecurityPolicy);
  await expect(page.getByRole('button', { name: 'Quick Pay', exact: true })).toBeVisible();
  expect(cspMessages).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.inlineScriptRan = "yes";';
    document.head.append(script);
    return document.documentElement.dataset.inlineScriptRan ?? 'no';
  });
  expect(ran).toBe('no');
  await expect.poll(() => cspMessages.length).toBe(1);
  expect(cspMessages[0]).toMatch(
    /inline script violates the following Content Security Policy directive '?"?script-src 'self'/,
  );
});
