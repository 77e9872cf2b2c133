import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { call, login, today, type Simulator } from './portal-support.ts';

// Attempt limits (docs/api.md, "Attempt limits"): 5 failures of one account within 15 minutes lock it
// for 15 minutes; 20 of one client lock the client.

const wrongCredentials = ['The username or password you entered is incorrect.'];
const accountNotFound = ['We could not find an account matching that account number and phone number.'];
const signInLocked = { message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' };
const verifyLocked = {
  message: 'Too many failed attempts to find an account. Please try again in 15 minutes.',
};

function minutesAfter(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * 60_000);
}

/** A simulator on a clock the test moves. */
function simulatorAt(start: Date) {
  const clock = { now: start };
  const app = createSimulator({ now: () => clock.now });
  return { app, clock };
}

async function failSignIns(app: Simulator, userName: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await login(app, userName, `Wrong#${attempt}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(wrongCredentials);
  }
}

function verify(app: Simulator, accountNumber: string, phoneLastFourDigits: string) {
  return call(app, 'POST', '/api/v3/quick-pay/verify/account/phone', {
    body: { accountNumber, phoneLastFourDigits },
  });
}

async function failVerifications(app: Simulator, accountNumber: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await verify(app, accountNumber, String(1000 + attempt));
    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(accountNotFound);
  }
}

describe('sign-in attempts', () => {
  it('refuses the 6th attempt within 15 minutes with 429, even with the right password', async () => {
    const { app } = simulatorAt(today);
    await failSignIns(app, 'jordan.rivera', 5);

    const locked = await login(app, 'jordan.rivera', 'Sunrise#2026');

    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect(await locked.json()).toStrictEqual(signInLocked);
  });

  it('counts the username in any case as the same account', async () => {
    const { app } = simulatorAt(today);
    await failSignIns(app, 'Jordan.Rivera', 3);
    await failSignIns(app, 'JORDAN.RIVERA ', 2);

    expect((await login(app, 'jordan.rivera', 'Sunrise#2026')).status).toBe(429);
  });

  it('leaves another account alone', async () => {
    const { app } = simulatorAt(today);
    await failSignIns(app, 'jordan.rivera', 5);

    const other = await login(app, 'pat.delgado', 'Harvest#2026');
    const otherWrong = await login(app, 'pat.delgado', 'Wrong#2026');
    const otherSite = await login(app, 'casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');

    expect(other.status).toBe(200);
    expect(otherWrong.status).toBe(400);
    expect(otherSite.status).toBe(200);
  });

  it('signs in again once the 15 minutes of the lock are over, and says how long is left until then', async () => {
    const { app, clock } = simulatorAt(today);
    await failSignIns(app, 'jordan.rivera', 5);

    clock.now = minutesAfter(today, 14.5);
    const stillLocked = await login(app, 'jordan.rivera', 'Sunrise#2026');
    clock.now = minutesAfter(today, 15);
    const unlocked = await login(app, 'jordan.rivera', 'Sunrise#2026');

    expect(stillLocked.status).toBe(429);
    expect(stillLocked.headers.get('Retry-After')).toBe('30');
    expect(await stillLocked.json()).toStrictEqual({
      message: 'Too many failed sign-in attempts. Please try again in 1 minute.',
    });
    expect(unlocked.status).toBe(200);
  });

  it('does not lock for failures further apart than the window', async () => {
    const { app, clock } = simulatorAt(today);
    await failSignIns(app, 'jordan.rivera', 4);
    clock.now = minutesAfter(today, 16);
    await failSignIns(app, 'jordan.rivera', 4);

    expect((await login(app, 'jordan.rivera', 'Sunrise#2026')).status).toBe(200);
  });

  it('does not count a success, and forgets the account’s failures on one', async () => {
    const { app } = simulatorAt(today);
    await failSignIns(app, 'jordan.rivera', 4);
    expect((await login(app, 'jordan.rivera', 'Sunrise#2026')).status).toBe(200);
    await failSignIns(app, 'jordan.rivera', 4);

    expect((await login(app, 'jordan.rivera', 'Sunrise#2026')).status).toBe(200);
  });

  it('does not count a request without a username or a password', async () => {
    const { app } = simulatorAt(today);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(app, 'jordan.rivera', '')).status).toBe(400);
    }

    expect((await login(app, 'jordan.rivera', 'Sunrise#2026')).status).toBe(200);
  });

  it('locks the client after 20 failures on any usernames, counted per site without its address', async () => {
    const { app } = simulatorAt(today);
    for (let name = 0; name < 5; name += 1) await failSignIns(app, `nobody.${name}`, 4);

    const locked = await login(app, 'jordan.rivera', 'Sunrise#2026');
    const otherSite = await login(app, 'casey.nguyen', 'Prairie#2026', 'PRAIRIE-WEB');

    expect(locked.status).toBe(429);
    expect(await locked.json()).toStrictEqual(signInLocked);
    expect(otherSite.status).toBe(200);
  });

  it('counts each client address apart when the host passes the connection along', async () => {
    const { app } = simulatorAt(today);
    const from = (remoteAddress: string, userName: string, password: string) =>
      app.fetch(
        new Request('http://localhost/api/v3/auth/login', {
          method: 'POST',
          headers: { ApplicationId: 'RIVERBEND-WEB', 'Content-Type': 'application/json' },
          body: JSON.stringify({ userName, password }),
        }),
        { incoming: { socket: { remoteAddress } } },
      );
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await from('203.0.113.7', `nobody.${attempt}`, 'Wrong#2026')).status).toBe(400);
    }

    expect((await from('203.0.113.7', 'jordan.rivera', 'Sunrise#2026')).status).toBe(429);
    expect((await from('198.51.100.4', 'jordan.rivera', 'Sunrise#2026')).status).toBe(200);
  });

  it('is cleared by the simulator’s reset', async () => {
    const { app } = simulatorAt(today);
    await failSignIns(app, 'jordan.rivera', 5);

    expect((await app.request('/api/__simulator/reset', { method: 'POST' })).status).toBe(200);

    expect((await login(app, 'jordan.rivera', 'Sunrise#2026')).status).toBe(200);
  });
});

describe('Quick Pay verify attempts', () => {
  it('refuses the 6th attempt within 15 minutes with 429, even with the right phone digits', async () => {
    const { app } = simulatorAt(today);
    await failVerifications(app, '300100200', 5);

    const locked = await verify(app, '300100200', '4821');

    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect(await locked.json()).toStrictEqual(verifyLocked);
  });

  it('leaves another account, and sign-in, alone', async () => {
    const { app } = simulatorAt(today);
    await failVerifications(app, '300100200', 5);

    expect((await verify(app, '300200300', '6093')).status).toBe(200);
    expect((await login(app, 'jordan.rivera', 'Sunrise#2026')).status).toBe(200);
  });

  it('verifies again once the lock is over', async () => {
    const { app, clock } = simulatorAt(today);
    await failVerifications(app, '300100200', 5);

    clock.now = minutesAfter(today, 15);

    expect((await verify(app, '300100200', '4821')).status).toBe(200);
  });

  it('forgets the account’s failures on a success, and counts no body without both fields', async () => {
    const { app } = simulatorAt(today);
    await failVerifications(app, '300100200', 4);
    expect((await verify(app, '300100200', '4821')).status).toBe(200);
    await failVerifications(app, '300100200', 4);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await verify(app, '300100200', '')).status).toBe(400);
    }

    expect((await verify(app, '300100200', '4821')).status).toBe(200);
  });

  it('locks the client after 20 failures on any account numbers', async () => {
    const { app } = simulatorAt(today);
    for (let account = 0; account < 5; account += 1) await failVerifications(app, `99990000${account}`, 4);

    const locked = await verify(app, '300200300', '6093');

    expect(locked.status).toBe(429);
    expect(await locked.json()).toStrictEqual(verifyLocked);
  });
});
