import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { call, login, outbox, signIn, today, type Simulator } from './portal-support.ts';

const resetLinkSent = {
  message: 'If that username has a portal login, we have sent a password reset link to its email address.',
};
const linkInvalid = ['This password reset link is not valid or has expired.'];

function forgotPassword(app: Simulator, userName: string) {
  return call(app, 'POST', '/api/v3/auth/forgot-password', { body: { userName } });
}

function validate(app: Simulator, otc: string) {
  return call(app, 'GET', `/api/v3/auth/reset-password/validate?otc=${encodeURIComponent(otc)}`);
}

function resetPassword(app: Simulator, otc: string, password: string, confirmPassword = password) {
  return call(app, 'POST', '/api/v3/auth/reset-password', { body: { otc, password, confirmPassword } });
}

/** The one-time code of the newest reset link in the outbox. */
async function newestOtc(app: Simulator): Promise<string> {
  const [message] = await outbox(app);
  return new URL(message?.link?.replace('#', '') ?? '', 'http://localhost').searchParams.get('otc') ?? '';
}

describe('forgot password, through the outbox, to a new password', () => {
  it("resets jordan.rivera's password with the link from the outbox, once", async () => {
    const app = createSimulator({ now: () => today });

    const asked = await forgotPassword(app, 'Jordan.Rivera');
    expect(asked.status).toBe(200);
    expect(await asked.json()).toStrictEqual(resetLinkSent);

    const [message] = await outbox(app);
    expect(message).toMatchObject({
      applicationId: 'RIVERBEND-WEB',
      to: 'jordan.rivera@example.com',
      channel: 'email',
      subject: 'Reset your portal password',
      code: null,
    });
    expect(message?.link).toMatch(/^\/portal\.html#\/reset-password\?otc=[0-9a-f]{32}$/);
    expect(message?.body).toContain(message?.link ?? 'the link');
    const otc = await newestOtc(app);

    const validated = await validate(app, otc);
    expect(validated.status).toBe(200);
    expect(await validated.json()).toStrictEqual({ memberName: 'Jordan Rivera' });

    const reset = await resetPassword(app, otc, 'Moonrise#2027');
    expect(reset.status).toBe(200);
    expect(await reset.json()).toStrictEqual({
      code: 2011,
      message: 'Your password has been reset. You can now sign in with your new password.',
    });

    expect(await signIn(app, 'jordan.rivera', 'Moonrise#2027')).toMatch(/^[0-9a-f]{48}$/);
    const oldPassword = await login(app, 'jordan.rivera', 'Sunrise#2026');
    expect(await oldPassword.json()).toStrictEqual(['The username or password you entered is incorrect.']);

    const validatedAgain = await validate(app, otc);
    expect(validatedAgain.status).toBe(400);
    expect(await validatedAgain.json()).toStrictEqual(linkInvalid);
    const resetAgain = await resetPassword(app, otc, 'Another#2028');
    expect(await resetAgain.json()).toStrictEqual(linkInvalid);
  });

  it('answers the same for an unknown username and sends nothing', async () => {
    const app = createSimulator({ now: () => today });

    const asked = await forgotPassword(app, 'no.such.member');

    expect(asked.status).toBe(200);
    expect(await asked.json()).toStrictEqual(resetLinkSent);
    expect(await outbox(app)).toStrictEqual([]);
  });

  it('signs out the sessions that were open before the reset', async () => {
    const app = createSimulator({ now: () => today });
    const token = await signIn(app, 'jordan.rivera', 'Sunrise#2026');
    await forgotPassword(app, 'jordan.rivera');

    await resetPassword(app, await newestOtc(app), 'Moonrise#2027');

    expect((await call(app, 'GET', '/api/v3/members/1001/accounts/details', { token })).status).toBe(401);
  });

  it('lets a link expire after 2 hours, and a newer link replace it', async () => {
    let now = today;
    const app = createSimulator({ now: () => now });
    await forgotPassword(app, 'pat.delgado');
    const first = await newestOtc(app);
    await forgotPassword(app, 'pat.delgado');
    const second = await newestOtc(app);

    const replaced = await validate(app, first);
    const current = await validate(app, second);
    now = new Date(today.getTime() + 2 * 60 * 60_000);
    const expired = await validate(app, second);

    expect(await replaced.json()).toStrictEqual(linkInvalid);
    expect(await current.json()).toStrictEqual({ memberName: 'Pat Delgado' });
    expect(await expired.json()).toStrictEqual(linkInvalid);
  });

  it.each([
    ['no password', '', '', ['Please enter a password.', 'Please enter a confirm password.']],
    [
      'a password without a special character',
      'Moonrise2027',
      'Moonrise2027',
      ['The new password does not meet the password rules.'],
    ],
    [
      'a password of 7 characters',
      'Mo#2027',
      'Mo#2027',
      ['The new password does not meet the password rules.'],
    ],
    [
      'a password of 51 characters',
      `Moonrise#1${'a'.repeat(41)}`,
      `Moonrise#1${'a'.repeat(41)}`,
      ['The new password does not meet the password rules.'],
    ],
    [
      'a confirmation that differs',
      'Moonrise#2027',
      'Moonrise#2028',
      ['Password and Confirm Password does not match.'],
    ],
  ])('refuses %s and keeps the link usable', async (_case, password, confirmPassword, messages) => {
    const app = createSimulator({ now: () => today });
    await forgotPassword(app, 'jordan.rivera');
    const otc = await newestOtc(app);

    const refused = await resetPassword(app, otc, password, confirmPassword);

    expect(refused.status).toBe(400);
    expect(await refused.json()).toStrictEqual(messages);
    expect((await validate(app, otc)).status).toBe(200);
  });

  it('answers 400 for an unknown one-time code', async () => {
    const app = createSimulator({ now: () => today });

    const validated = await validate(app, 'not-a-code');
    const reset = await resetPassword(app, 'not-a-code', 'Moonrise#2027');

    expect(validated.status).toBe(400);
    expect(await validated.json()).toStrictEqual(linkInvalid);
    expect(await reset.json()).toStrictEqual(linkInvalid);
  });

  it("does not take a link of one site on another site's API", async () => {
    const app = createSimulator({ now: () => today });
    await forgotPassword(app, 'jordan.rivera');

    const response = await call(
      app,
      'GET',
      `/api/v3/auth/reset-password/validate?otc=${await newestOtc(app)}`,
      {
        applicationId: 'PRAIRIE-WEB',
      },
    );

    expect(response.status).toBe(400);
  });
});

describe('POST /api/v3/auth/forgot-username', () => {
  const userNameSent = {
    message: 'If that email address belongs to a portal login, we have sent the username to it.',
  };

  it('sends the username to the email address of the login', async () => {
    const app = createSimulator({ now: () => today });

    const response = await call(app, 'POST', '/api/v3/auth/forgot-username', {
      body: { email: 'Pat.Delgado@example.com' },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual(userNameSent);
    const [message] = await outbox(app);
    expect(message).toMatchObject({
      to: 'pat.delgado@example.com',
      channel: 'email',
      subject: 'Your portal username',
      link: null,
      code: null,
    });
    expect(message?.body).toBe(
      'You asked for the username of your Riverbend Electric Cooperative member portal login.\n\n' +
        'Your username is:\n  pat.delgado\n\nIf you did not ask for this, you can ignore this message.',
    );
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const app = createSimulator({ now: () => today });

    const response = await call(app, 'POST', '/api/v3/auth/forgot-username', {
      body: { email: 'nobody@example.com' },
    });

    expect(await response.json()).toStrictEqual(userNameSent);
    expect(await outbox(app)).toStrictEqual([]);
  });

  it('asks for a valid email address', async () => {
    const app = createSimulator({ now: () => today });

    const response = await call(app, 'POST', '/api/v3/auth/forgot-username', {
      body: { email: 'pat.delgado' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(['Please enter a valid Email Address.']);
  });
});
