import { describe, expect, it } from 'vitest';
import type { MeterPortalSettings } from '../../../../src/api/schemas/accounts.ts';
import type { CallFailure } from '../../../../src/domain/error-messages.ts';
import {
  METER_PORTAL_REDIRECT_CODE,
  type MeterPortalAddress,
  type MeterPortalSettingsInput,
  meterPortalAddress,
  meterPortalFailure,
  meterPortalFailureOutcome,
} from '../../../../src/domain/portal/meter-portal.ts';

describe('meterPortalFailureOutcome', () => {
  it("shows the 'Redirect' dialog with the server's message for code 3101, then goes to accountoverview", () => {
    expect(METER_PORTAL_REDIRECT_CODE).toBe(3101);
    const expected = {
      kind: 'dialog',
      title: 'Redirect',
      message: 'Your meter portal account is being set up.',
      note: 'To return to home click "Continue"',
      button: 'Continue',
      then: 'accountoverview',
    };
    expect(meterPortalFailureOutcome(3101, 'Your meter portal account is being set up.')).toEqual(expected);
    expect(meterPortalFailureOutcome('3101', 'Your meter portal account is being set up.')).toEqual(expected);
  });

  it('goes straight to accountoverview for any other failure', () => {
    for (const code of [400, 500, '3100', null, undefined, '']) {
      expect(meterPortalFailureOutcome(code, 'Something failed.')).toEqual({
        kind: 'navigate',
        to: 'accountoverview',
      });
    }
  });
});

const place = {
  baseUrl: 'https://www.riverbend.example/portal.html#/aclarajump',
  pageOrigin: 'https://www.riverbend.example',
  allowedOrigins: ['https://meters.example'],
};
const settings: MeterPortalSettingsInput = {
  aclaraUrl: 'https://meters.example/portal/login?theme=dark',
  clientId: 'riverbend',
  memberNumber: '100200',
  accountNumber: '300100200',
  premiseId: 'P-77',
  webToken: 'token with spaces&more',
};

/** The address built, or the test fails with the reason it was refused. */
function built(address: MeterPortalAddress): URL {
  if (!address.ok) throw new Error(address.reason);
  return new URL(address.href);
}

describe('meterPortalAddress', () => {
  it('adds the client id, customer, account, premise, service point, locale and web token to the base address', () => {
    const address = meterPortalAddress(settings, { servicePoint: 'SP-9', locale: 'en-US' }, place);
    expect(address).toEqual({
      ok: true,
      href:
        'https://meters.example/portal/login?theme=dark&clientId=riverbend&customer=100200&account=300100200' +
        '&premise=P-77&servicePoint=SP-9&locale=en-US&webToken=token+with+spaces%26more',
    });
  });

  it('leaves the service point out when the portal does not know it', () => {
    for (const servicePoint of [undefined, null, '']) {
      const address = built(meterPortalAddress(settings, { servicePoint, locale: 'es-US' }, place));
      expect(address.searchParams.has('servicePoint')).toBe(false);
      expect(address.searchParams.get('locale')).toBe('es-US');
    }
  });

  it("resolves a relative base address against the page's and replaces parameters the base already has", () => {
    const url = built(
      meterPortalAddress(
        { ...settings, aclaraUrl: '/meters/?customer=someone-else' },
        { locale: 'en-US' },
        place,
      ),
    );
    expect(url.origin + url.pathname).toBe('https://www.riverbend.example/meters/');
    expect(url.searchParams.getAll('customer')).toEqual(['100200']);
  });

  it('sends the browser nowhere but a web address', () => {
    for (const aclaraUrl of [
      'javascript:alert(1)',
      'data:text/html,<p>x</p>',
      'mailto:a@b.example',
      'http://[bad',
    ]) {
      expect(meterPortalAddress({ ...settings, aclaraUrl }, { locale: 'en-US' }, place).ok).toBe(false);
    }
  });

  it("refuses an origin the host page did not list, and says so without the member's token", () => {
    const refused = meterPortalAddress(
      { ...settings, aclaraUrl: 'https://meters.evil.example/steal' },
      { locale: 'en-US' },
      place,
    );
    expect(refused).toEqual({
      ok: false,
      reason: 'meter portal address origin https://meters.evil.example is not on the allow-list',
    });
    const withoutList = meterPortalAddress(settings, { locale: 'en-US' }, { ...place, allowedOrigins: [] });
    expect(withoutList).toEqual({
      ok: false,
      reason: 'meter portal address origin https://meters.example is not on the allow-list',
    });
  });

  it('refuses plain http, even on a listed origin, but on a loopback host or the page itself', () => {
    const listedHttp = { ...place, allowedOrigins: ['http://meters.example'] };
    expect(
      meterPortalAddress(
        { ...settings, aclaraUrl: 'http://meters.example/' },
        { locale: 'en-US' },
        listedHttp,
      ),
    ).toEqual({ ok: false, reason: 'meter portal address origin http://meters.example must use https' });
    const demoHost = {
      baseUrl: 'http://localhost:4173/prairie-portal.html',
      pageOrigin: 'http://localhost:4173',
      allowedOrigins: ['http://localhost:4175'],
    };
    expect(
      built(
        meterPortalAddress({ ...settings, aclaraUrl: '/meter-portal.html' }, { locale: 'en-US' }, demoHost),
      ).origin,
    ).toBe('http://localhost:4173');
    expect(
      built(
        meterPortalAddress(
          { ...settings, aclaraUrl: 'http://localhost:4175/meter-portal.html' },
          { locale: 'en-US' },
          demoHost,
        ),
      ).origin,
    ).toBe('http://localhost:4175');
  });

  it("takes the API layer's validated settings as they are", () => {
    const fromApi: MeterPortalSettings = { ...settings };
    expect(built(meterPortalAddress(fromApi, { locale: 'en-US' }, place)).searchParams.get('customer')).toBe(
      '100200',
    );
  });
});

describe('meterPortalFailure', () => {
  const http = (status: number, body: unknown, statusText = ''): CallFailure => ({
    kind: 'http',
    status,
    statusText,
    body,
  });

  it("reads a 400 as the first listed error's code and message", () => {
    const body = [
      { code: 3101, message: 'Your meter portal account is being set up.' },
      { code: 1, message: 'Second error.' },
    ];
    expect(meterPortalFailure(http(400, body))).toEqual({
      code: '3101',
      message: 'Your meter portal account is being set up.',
    });
    expect(meterPortalFailure(http(400, { errors: [{ message: 'No code here.' }] }))).toEqual({
      code: null,
      message: 'No code here.',
    });
  });

  it("gives 500 the spec's generic text and no code", () => {
    expect(meterPortalFailure(http(500, { code: 3101, message: 'Internal detail.' }))).toEqual({
      code: null,
      message: 'We are unable to process your request at this time. Please try again later.',
    });
  });

  it('otherwise shows the error message or the status text', () => {
    expect(meterPortalFailure(http(404, { message: 'No meter portal for this member.' }))).toEqual({
      code: null,
      message: 'No meter portal for this member.',
    });
    expect(meterPortalFailure(http(503, undefined, 'Service Unavailable'))).toEqual({
      code: null,
      message: '503 Service Unavailable',
    });
  });

  it('leads to the Redirect dialog only for a 400 with code 3101', () => {
    const setUp = http(400, [{ code: '3101', message: 'Your meter portal account is being set up.' }]);
    const { code, message } = meterPortalFailure(setUp);
    expect(meterPortalFailureOutcome(code, message)).toMatchObject({ kind: 'dialog', message });
    const other = meterPortalFailure(http(400, [{ code: '3100', message: 'Other.' }]));
    expect(meterPortalFailureOutcome(other.code, other.message)).toEqual({
      kind: 'navigate',
      to: 'accountoverview',
    });
  });
});
