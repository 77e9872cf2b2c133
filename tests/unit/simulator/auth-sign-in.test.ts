import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import {
  authenticatorCode,
  call,
  login,
  signIn,
  today,
  type LoginResponse,
  type Simulator,
} from './portal-support.ts';

const wrongCredentials = ['The username or password you entered is incorrect.'];
const wrongCode = ['The verification code is not valid. Enter the 6-digit code from your authenticator app.'];

function accounts(app: Simulator, token: string, memberNumber = '1001') {
  return call(app, 'GET', `/api/v3/members/${memberNumber}/accounts/details`, { token });
}

/** The accounts an account details answer lists, by number and whether primary, and how many in all. */
async function listed(answer: Response) {
  const body = (await answer.json()) as {
    accounts: { accountNumber: string; isPrimaryAccount: boolean }[];
    totalRecords: number;
  };
  return {
    results: body.accounts.map(({ accountNumber, isPrimaryAccount }) => ({
      accountNumber,
      isPrimaryAccount,
    })),
    totalRecords: body.totalRecords,
  };
}

describe('POST /api/v3/auth/login', () => {
  it('signs in jordan.rivera without MFA: an access token valid 20 minutes', async () => {
    const app = createSimulator({ now: () => today });

    const response = await login(app, 'jordan.rivera', 'Sunrise#2026');

    expect(response.status).toBe(200);
    const body = (await response.json()) as LoginResponse;
    expect(body).toStrictEqual({
      memberNumber: '1001',
      memberMfaEnabled: false,
      accessToken: expect.stringMatching(/^[0-9a-f]{48}$/) as unknown,
      expiresInMinutes: 20,
      mfaAuthenticateModel: null,
    });
    expect((await accounts(app, body.accessToken ?? '')).status).toBe(200);
  });

  it('takes the username in any case, the password only exactly', async () => {
    const app = createSimulator({ now: () => today });

    const upperCaseName = await login(app, 'Jordan.Rivera', 'Sunrise#2026');
    const lowerCasePassword = await login(app, 'jordan.rivera', 'sunrise#2026');

    expect(upperCaseName.status).toBe(200);
    expect(((await upperCaseName.json()) as LoginResponse).memberNumber).toBe('1001');
    expect(lowerCasePassword.status).toBe(400);
    expect(await lowerCasePassword.json()).toStrictEqual(wrongCredentials);
  });

  it.each([
    ['a wrong password', 'jordan.rivera', 'Sunrise#2025'],
    ['an unknown username', 'nobody.here', 'Sunrise#2026'],
    ["another site's member", 'casey.nguyen', 'Prairie#2026'],
  ])('answers 400 with one message for %s', async (_case, userName, password) => {
    const app = createSimulator({ now: () => today });

    const response = await login(app, userName, password);

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(wrongCredentials);
  });

  it('asks for the username and the password when they are missing', async () => {
    const app = createSimulator({ now: () => today });

    const noUserName = await login(app, '', 'Sunrise#2026');
    const noPassword = await login(app, 'jordan.rivera', '');

    expect(await noUserName.json()).toStrictEqual(['Please enter your username.']);
    expect(await noPassword.json()).toStrictEqual(['Please enter your password.']);
  });

  it('answers pat.delgado with an MFA challenge instead of a token', async () => {
    const app = createSimulator({ now: () => today });

    const response = await login(app, 'pat.delgado', 'Harvest#2026');

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({
      memberNumber: '1002',
      memberMfaEnabled: true,
      accessToken: null,
      expiresInMinutes: 0,
      mfaAuthenticateModel: {
        encryptedMember: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
        encryptedUserName: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      },
    });
  });

  it('no longer accepts the token 20 minutes after sign-in', async () => {
    let now = today;
    const app = createSimulator({ now: () => now });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    now = new Date(today.getTime() + 19 * 60_000);
    const stillValid = await accounts(app, token);
    now = new Date(today.getTime() + 20 * 60_000);
    const expired = await accounts(app, token);

    expect(stillValid.status).toBe(200);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toStrictEqual({ message: 'Unauthorized' });
  });
});

describe('POST /api/v3/auth/mfa/verify', () => {
  async function challenge(app: Simulator) {
    const body = (await (await login(app, 'pat.delgado', 'Harvest#2026')).json()) as LoginResponse;
    return body.mfaAuthenticateModel ?? { encryptedMember: '', encryptedUserName: '' };
  }

  function verify(app: Simulator, model: object, token: string, userName = 'pat.delgado') {
    return call(app, 'POST', '/api/v3/auth/mfa/verify', {
      body: { userName, token, memberNumber: '1002', ...model },
    });
  }

  it('signs pat.delgado in with the code of the authenticator app', async () => {
    const app = createSimulator({ now: () => today });
    const model = await challenge(app);

    const response = await verify(app, model, authenticatorCode(today));

    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      memberNumber: string;
      accessToken: string;
      expiresInMinutes: number;
    };
    expect(body).toStrictEqual({
      memberNumber: '1002',
      accessToken: expect.stringMatching(/^[0-9a-f]{48}$/) as unknown,
      expiresInMinutes: 20,
    });
    const patsAccounts = await accounts(app, body.accessToken, '1002');
    expect(await listed(patsAccounts)).toStrictEqual({
      results: [{ accountNumber: '300200300', isPrimaryAccount: true }],
      totalRecords: 1,
    });
  });

  it('accepts the code of the previous 30-second step, not one from 90 seconds ago', async () => {
    const app = createSimulator({ now: () => today });
    const model = await challenge(app);

    const stale = await verify(app, model, authenticatorCode(new Date(today.getTime() - 90_000)));
    const previousStep = await verify(app, model, authenticatorCode(new Date(today.getTime() - 30_000)));

    expect(stale.status).toBe(400);
    expect(await stale.json()).toStrictEqual(wrongCode);
    expect(previousStep.status).toBe(200);
  });

  it('answers 400 for a wrong code and lets the member try again', async () => {
    const app = createSimulator({ now: () => today });
    const model = await challenge(app);
    const rightCode = authenticatorCode(today);
    const wrong = rightCode === '000000' ? '000001' : '000000';

    const first = await verify(app, model, wrong);
    const notSixDigits = await verify(app, model, '12345');
    const second = await verify(app, model, rightCode);

    expect(first.status).toBe(400);
    expect(await first.json()).toStrictEqual(wrongCode);
    expect(await notSixDigits.json()).toStrictEqual(wrongCode);
    expect(second.status).toBe(200);
  });

  it('ends the sign-in attempt after 5 wrong codes', async () => {
    const app = createSimulator({ now: () => today });
    const model = await challenge(app);
    const rightCode = authenticatorCode(today);
    const wrong = rightCode === '000000' ? '000001' : '000000';

    for (let attempt = 1; attempt <= 5; attempt += 1) await verify(app, model, wrong);
    const response = await verify(app, model, rightCode);

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(['Your sign-in has expired. Please sign in again.']);
  });

  it('refuses a challenge that is unknown, already used or for another username', async () => {
    const app = createSimulator({ now: () => today });
    const model = await challenge(app);
    const code = authenticatorCode(today);

    const otherUser = await verify(app, model, code, 'jordan.rivera');
    const unknown = await verify(app, { ...model, encryptedMember: 'not-a-challenge' }, code);
    const used = await verify(app, model, code);
    const usedAgain = await verify(app, model, code);

    expect(otherUser.status).toBe(400);
    expect(await otherUser.json()).toStrictEqual(['Your sign-in has expired. Please sign in again.']);
    expect(await unknown.json()).toStrictEqual(['Your sign-in has expired. Please sign in again.']);
    expect(used.status).toBe(200);
    expect(usedAgain.status).toBe(400);
  });
});

describe('POST /api/v3/auth/logout', () => {
  it('signs out: the token stops working', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const response = await call(app, 'POST', '/api/v3/auth/logout', { token });

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({ message: 'Signed out.' });
    expect((await accounts(app, token)).status).toBe(401);
    expect((await call(app, 'POST', '/api/v3/auth/logout', { token })).status).toBe(401);
  });

  it('answers 401 without a bearer token', async () => {
    const app = createSimulator({ now: () => today });

    const response = await call(app, 'POST', '/api/v3/auth/logout');

    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual({ message: 'Unauthorized' });
  });

  it('leaves the other sessions of the member signed in', async () => {
    const app = createSimulator({ now: () => today });
    const first = await signIn(app, 'jordan.rivera', 'Sunrise#2026');
    const second = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    await call(app, 'POST', '/api/v3/auth/logout', { token: first });

    expect((await accounts(app, second)).status).toBe(200);
  });
});

describe('POST /api/v3/auth/refresh', () => {
  interface RefreshResponse {
    accessToken: string;
    expiresInMinutes: number;
  }

  it('renews a live token: a new token valid 20 minutes from now, the old one refused at once', async () => {
    let now = today;
    const app = createSimulator({ now: () => now });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    now = new Date(today.getTime() + 18 * 60_000);
    const response = await call(app, 'POST', '/api/v3/auth/refresh', { token });

    expect(response.status).toBe(200);
    const body = (await response.json()) as RefreshResponse;
    expect(body).toStrictEqual({
      accessToken: expect.stringMatching(/^[0-9a-f]{48}$/) as unknown,
      expiresInMinutes: 20,
    });
    expect(body.accessToken).not.toBe(token);
    expect((await accounts(app, token)).status).toBe(401);
    now = new Date(today.getTime() + 37 * 60_000);
    expect((await accounts(app, body.accessToken)).status).toBe(200);
    now = new Date(today.getTime() + 38 * 60_000);
    expect((await accounts(app, body.accessToken)).status).toBe(401);
  });

  it('renews a renewed token again, as often as asked', async () => {
    const app = createSimulator({ now: () => today });
    let token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    for (let renewal = 0; renewal < 3; renewal += 1) {
      const response = await call(app, 'POST', '/api/v3/auth/refresh', { token });
      expect(response.status).toBe(200);
      token = ((await response.json()) as RefreshResponse).accessToken;
    }

    expect((await accounts(app, token)).status).toBe(200);
  });

  it('answers 401 for a token that is expired, unknown, signed out, replaced or of another site', async () => {
    let now = today;
    const app = createSimulator({ now: () => now });
    const expired = await signIn(app, 'jordan.rivera', 'Sunrise#2026');
    const signedOut = await signIn(app, 'jordan.rivera', 'Sunrise#2026');
    const replaced = await signIn(app, 'jordan.rivera', 'Sunrise#2026');
    await call(app, 'POST', '/api/v3/auth/logout', { token: signedOut });
    await call(app, 'POST', '/api/v3/auth/refresh', { token: replaced });
    const otherSite = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const refusals = [
      await call(app, 'POST', '/api/v3/auth/refresh'),
      await call(app, 'POST', '/api/v3/auth/refresh', { token: 'f'.repeat(48) }),
      await call(app, 'POST', '/api/v3/auth/refresh', { token: signedOut }),
      await call(app, 'POST', '/api/v3/auth/refresh', { token: replaced }),
      await call(app, 'POST', '/api/v3/auth/refresh', { token: otherSite, applicationId: 'PRAIRIE-WEB' }),
    ];
    now = new Date(today.getTime() + 20 * 60_000);
    refusals.push(await call(app, 'POST', '/api/v3/auth/refresh', { token: expired }));

    for (const response of refusals) {
      expect(response.status).toBe(401);
      expect(await response.json()).toStrictEqual({ message: 'Unauthorized' });
    }
  });

  it('renews the token of a single sign-on hand-over the same way', async () => {
    const app = createSimulator({ now: () => today });
    // The hand-over carries a token the back office issued at sign-in (docs/api.md).
    const handedOver = await signIn(app, 'jordan.rivera', 'Sunrise#2026');

    const response = await call(app, 'POST', '/api/v3/auth/refresh', { token: handedOver });

    expect(response.status).toBe(200);
    const { accessToken } = (await response.json()) as RefreshResponse;
    expect((await accounts(app, accessToken)).status).toBe(200);
    expect((await accounts(app, handedOver)).status).toBe(401);
  });
});
