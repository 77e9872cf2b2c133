import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';

// The payment callbacks send the browser on to a page of the cooperative's site (docs/api.md, "Payment
// callbacks"): a target that a browser would read as another host must never get through.

const backOfficeOrigin = 'http://localhost';
const separateSiteOrigin = 'https://www.riverbend.example';

/**
 * Each as it is written in the callback's address: `%09` is a tab and `%5C` a backslash once the query is
 * decoded, and browsers drop tabs and read a backslash as a slash.
 */
const offSiteTargets: ReadonlyArray<readonly [name: string, inAddress: string]> = [
  ['/%09/x', '/%09/x'],
  ['/%5C/x', '/%5C/x'],
  ['//x', '//x'],
  ['https://x', 'https://x'],
  ['/\\x', encodeURIComponent('/\\x')],
  ['\\t//x', encodeURIComponent('\t//x')],
  ['javascript:alert(1)', 'javascript:alert(1)'],
  // Read as a path, these become "//x": a relative Location must not start with two slashes.
  ['/.//x', '/.//x'],
  ['/a/..//x', '/a/..//x'],
  ['http://user:secret@localhost/x', encodeURIComponent('http://user:secret@localhost/x')],
];

const callbacks = [
  { path: '/PaymentCallback/pay-accounts/success', fallback: '/payment/success.html' },
  { path: '/PaymentCallback/pay-accounts/cancel', fallback: '/payment/cancel.html' },
  { path: '/PaymentCallback/draft/success', fallback: '/' },
  { path: '/PaymentCallback/draft/cancel', fallback: '/' },
] as const;

const deployments = [
  { name: 'the site on the back office’s origin', siteOrigin: undefined, expectedOrigin: backOfficeOrigin },
  { name: 'the site on its own origin', siteOrigin: separateSiteOrigin, expectedOrigin: separateSiteOrigin },
] as const;

/** Where a browser goes with this answer: its Location read against the address it asked for. */
function followedTo(response: Response, requested: string): URL {
  expect(response.status).toBe(303);
  const location = response.headers.get('Location');
  expect(location).not.toBeNull();
  return new URL(location ?? '', requested);
}

describe.each(deployments)('payment callbacks, $name', ({ siteOrigin, expectedOrigin }) => {
  const app = createSimulator(siteOrigin ? { siteOrigin } : {});

  describe.each(callbacks)('$path', ({ path, fallback }) => {
    it.each(offSiteTargets)(
      'stays on the site for to=%s, going to the default page',
      async (_, inAddress) => {
        const requested = `${backOfficeOrigin}${path}?to=${inAddress}`;

        const landed = followedTo(await app.fetch(new Request(requested)), requested);

        expect(landed.origin).toBe(expectedOrigin);
        expect(landed.pathname).toBe(fallback);
        expect(landed.username).toBe('');
      },
    );

    it('keeps a path of the site with its query and fragment', async () => {
      const requested = `${backOfficeOrigin}${path}?to=${encodeURIComponent('/portal.html?a=1#/payment-success')}`;

      const landed = followedTo(await app.fetch(new Request(requested)), requested);

      expect(landed.origin).toBe(expectedOrigin);
      expect(landed.pathname).toBe('/portal.html');
      expect(landed.searchParams.get('a')).toBe('1');
      expect(landed.hash).toBe('#/payment-success');
    });
  });

  it('sends only the resolved address, never the target as it was given', async () => {
    const target = '/portal.html?a=1#/payment-success';
    const requested = `${backOfficeOrigin}/PaymentCallback/pay-accounts/success?to=${encodeURIComponent(target)}`;

    const response = await app.fetch(new Request(requested));

    expect(response.headers.get('Location')).toBe(`${siteOrigin ?? ''}${target}`);
  });

  it('adds the payment to a fragment route’s own query, and statuscode to a draft’s page', async () => {
    const target = encodeURIComponent('/portal.html?a=1#/payment-success');
    const paid = await app.fetch(
      new Request(
        `${backOfficeOrigin}/PaymentCallback/pay-accounts/success?to=${target}&encodedParam=abc123`,
      ),
    );
    const drafted = await app.fetch(
      new Request(`${backOfficeOrigin}/PaymentCallback/draft/success?to=${target}`),
    );

    expect(paid.headers.get('Location')).toBe(
      `${siteOrigin ?? ''}/portal.html?a=1#/payment-success?encodedParam=abc123`,
    );
    expect(drafted.headers.get('Location')).toBe(
      `${siteOrigin ?? ''}/portal.html?a=1&statuscode=0#/payment-success`,
    );
  });

  it('sends the Quick Pay callbacks to the site’s result pages', async () => {
    const success = await app.fetch(
      new Request(`${backOfficeOrigin}/PaymentCallback/quick-pay/success?encodedParam=abc123&to=//x`),
    );
    const cancel = await app.fetch(
      new Request(`${backOfficeOrigin}/PaymentCallback/cancel?encodedParam=abc123`),
    );

    expect(success.headers.get('Location')).toBe(
      `${siteOrigin ?? ''}/payment/success.html?isFromQuickPay=true&encodedParam=abc123`,
    );
    expect(cancel.headers.get('Location')).toBe(
      `${siteOrigin ?? ''}/payment/cancel.html?encodedParam=abc123`,
    );
  });
});
