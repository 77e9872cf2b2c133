import { describe, expect, it } from 'vitest';
import {
  isAccountSwitcherShown,
  isFooterShown,
  isHeaderShown,
  isSignInButtonShown,
  logoHref,
} from '../../../../src/domain/portal/layout.ts';
import { portalRoutes } from '../../../../src/domain/portal/routes.ts';

/** Spec 01 §2.4, word for word. */
const switcherRule =
  'Shown below the header when logged in, except on /, /home, /payment-options, /services-products, ' +
  '/billpayments/pay-multiple, /billpayments/auto-pay, /billpayments/payment-profile, /draft-payments, ' +
  '/levelized-billing, /operation-roundup, /my-profile, /scheduled-payments, /member-info-docs, /legal-terms, ' +
  '/view-all-accounts and the direct usage tracker page.';

/** The pages the rule lists, as the portal writes paths (no leading slash; '/' is ''). */
const specHiddenPaths = (/except on (.+) and the direct usage tracker page\./.exec(switcherRule)?.[1] ?? '')
  .split(', ')
  .map((path) => path.replace(/^\//, ''));

describe('isHeaderShown', () => {
  it('shows the header on ordinary pages', () => {
    expect(isHeaderShown('home', false)).toBe(true);
    expect(isHeaderShown('/usage-tracker', false)).toBe(true);
  });

  it('hides the header in maintenance mode and on the maintenance page', () => {
    expect(isHeaderShown('home', true)).toBe(false);
    expect(isHeaderShown('maint', false)).toBe(false);
  });

  it('hides the header on the direct usage tracker page, whatever comes before its last segment', () => {
    expect(isHeaderShown('usage-tracker/direct-usage-tracker', false)).toBe(false);
    expect(isHeaderShown('/usage-tracker/direct-usage-tracker?accountno=300100200', false)).toBe(false);
    expect(isHeaderShown('widgets/direct-usage-tracker/', false)).toBe(false);
  });

  it('shows the header on a page that only mentions the direct usage tracker in an earlier segment', () => {
    expect(isHeaderShown('direct-usage-tracker/help', false)).toBe(true);
  });
});

describe('isFooterShown', () => {
  it('shows the footer except in maintenance mode and on the maintenance page', () => {
    expect(isFooterShown('home', false)).toBe(true);
    expect(isFooterShown('usage-tracker/direct-usage-tracker', false)).toBe(true);
    expect(isFooterShown('home', true)).toBe(false);
    expect(isFooterShown('/maint', false)).toBe(false);
  });
});

describe('isSignInButtonShown', () => {
  it('shows Sign In to a visitor who is not on the login page', () => {
    expect(isSignInButtonShown('home', false)).toBe(true);
    expect(isSignInButtonShown('quick-pay', false)).toBe(true);
  });

  it('hides Sign In on the login page, under either of its addresses', () => {
    expect(isSignInButtonShown('pages/login', false)).toBe(false);
    expect(isSignInButtonShown('/login?returnUrl=%2Fhome', false)).toBe(false);
  });

  it('hides Sign In from a signed-in member', () => {
    expect(isSignInButtonShown('home', true)).toBe(false);
  });
});

describe('logoHref', () => {
  it('links the logo to the configured redirect, else to /', () => {
    expect(logoHref('https://www.riverbend-electric.example/')).toBe(
      'https://www.riverbend-electric.example/',
    );
    expect(logoHref(null)).toBe('/');
    expect(logoHref('  ')).toBe('/');
    expect(logoHref(undefined)).toBe('/');
  });
});

describe('isAccountSwitcherShown', () => {
  it('reads the fifteen pages of spec 01 §2.4 from its text', () => {
    // Guards the parsing below: a changed quote must not silently test fewer pages.
    expect(specHiddenPaths).toHaveLength(15);
    expect(specHiddenPaths[0]).toBe('');
    expect(specHiddenPaths.at(-1)).toBe('view-all-accounts');
  });

  it.each(specHiddenPaths.map((path) => [`/${path}`]))(
    'hides the switcher on %s, as spec 01 §2.4 lists',
    (url) => {
      expect(isAccountSwitcherShown(url, true, 6)).toBe(false);
    },
  );

  it('shows the switcher on every other page of the route table', () => {
    const shownOn = portalRoutes
      .map((route) => route.path.replace(/:[^/]+/g, 'x'))
      .filter((path) => path !== 'pages/home' && !path.endsWith('/direct-usage-tracker'))
      .filter((path) => !specHiddenPaths.includes(path));
    expect(shownOn.length).toBeGreaterThan(20);
    for (const path of shownOn) {
      expect(isAccountSwitcherShown(path, true, 6), path).toBe(true);
    }
  });

  it('shows the switcher to a signed-in member with more than one account on an account page', () => {
    expect(isAccountSwitcherShown('accountoverview', true, 2)).toBe(true);
    expect(isAccountSwitcherShown('/billpayments/history?accountno=300100201', true, 6)).toBe(true);
    expect(isAccountSwitcherShown('pages/outage-status', true, 6)).toBe(true);
  });

  it('hides the switcher from a member with one account, and from a visitor', () => {
    expect(isAccountSwitcherShown('accountoverview', true, 1)).toBe(false);
    expect(isAccountSwitcherShown('accountoverview', true, 0)).toBe(false);
    expect(isAccountSwitcherShown('accountoverview', false, 6)).toBe(false);
  });

  it.each([
    '/pages/home',
    '/draft-payments?statuscode=0',
    '/home/',
    '/usage-tracker/direct-usage-tracker',
    '/widgets/direct-usage-tracker',
  ])(
    'hides the switcher on %s: Home under its other address, a query or a trailing slash, the direct usage tracker',
    (url) => {
      expect(isAccountSwitcherShown(url, true, 6)).toBe(false);
    },
  );

  it('shows the switcher on billing pages the spec does not list', () => {
    expect(isAccountSwitcherShown('billpayments/view-deposits', true, 6)).toBe(true);
    expect(isAccountSwitcherShown('billpayments/view-arrangements', true, 6)).toBe(true);
  });
});
