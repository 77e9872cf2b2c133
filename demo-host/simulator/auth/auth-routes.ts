import { Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import { requireCaller } from '../access.ts';
import { limitedAttempt } from '../attempt-limits/attempt-limits.ts';
import { isValidEmail } from '../contacts.ts';
import { addMinutes } from '../dates.ts';
import { sendMessage } from '../outbox/outbox.ts';
import { coopNameOf } from '../portal/site-of.ts';
import { randomHex } from '../random.ts';
import { own } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { accessTokenLifetimeMinutes, issueAccessToken } from './access-tokens.ts';
import type { MfaChallengeRecord } from './auth-records.ts';
import { findLogin, loginKeyOf, siteLogins } from './credentials.ts';

const authMessages = {
  userNameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter your password.',
  wrongCredentials: 'The username or password you entered is incorrect.',
  wrongCode: 'The verification code is not valid. Enter the 6-digit code from your authenticator app.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  signedOut: 'Signed out.',
  newUserNameRequired: 'Please enter a username.',
  userNameSent: 'If that email address belongs to a portal login, we have sent the username to it.',
  emailInvalid: 'Please enter a valid Email Address.',
} as const;

/** A sign-in waiting for its authenticator code may finish within this many minutes… */
const mfaChallengeLifetimeMinutes = 10;
/** …and with fewer wrong codes than this. */
const mfaMaxFailedAttempts = 5;

/** The auth service: mounted at /api/v3/auth, next to the password reset calls. */
export function authRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post('/login', async (c) => {
    const applicationId = c.var.applicationId;
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const userName = asText(body.userName) ?? '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (userName === '') return badRequest([authMessages.userNameRequired]);
    if (password === '') return badRequest([authMessages.passwordRequired]);
    const attempt = limitedAttempt(c, store, 'sign-in', applicationId, loginKeyOf(userName));
    const refusal = attempt.refusal();
    if (refusal) return refusal;
    const login = findLogin(siteLogins(store.state, applicationId), userName);
    if (!login || login.password !== password) {
      attempt.failed();
      return badRequest([authMessages.wrongCredentials]);
    }
    attempt.succeeded();

    if (login.mfaSecret) {
      const challenge: MfaChallengeRecord = {
        applicationId,
        memberNumber: login.memberNumber,
        loginKey: loginKeyOf(login.userName),
        encryptedMember: randomHex(16),
        encryptedUserName: randomHex(16),
        expiresAt: addMinutes(store.now(), mfaChallengeLifetimeMinutes).toISOString(),
        failedAttempts: 0,
      };
      store.state.auth.mfaChallenges[challenge.encryptedMember] = challenge;
      return c.json({
        memberNumber: login.memberNumber,
        memberMfaEnabled: true,
        accessToken: null,
        expiresInMinutes: 0,
        mfaAuthenticateModel: {
          encryptedMember: challenge.encryptedMember,
          encryptedUserName: challenge.encryptedUserName,
        },
      });
    }

    const token = issueAccessToken(store, applicationId, login.memberNumber, loginKeyOf(login.userName));
    return c.json({
      memberNumber: login.memberNumber,
      memberMfaEnabled: false,
      accessToken: token.token,
      expiresInMinutes: accessTokenLifetimeMinutes,
      mfaAuthenticateModel: null,
    });
  });

  routes.post('/mfa/verify', async (c) => {
    const applicationId = c.var.applicationId;
    const challenges = store.state.auth.mfaChallenges;
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const challenge = own(challenges, asText(body.encryptedMember) ?? '');
    const login = challenge
      ? own(siteLogins(store.state, applicationId).logins, challenge.loginKey)
      : undefined;
    const challengeMatches =
      challenge !== undefined &&
      challenge.applicationId === applicationId &&
      Date.parse(challenge.expiresAt) > store.now().getTime() &&
      challenge.encryptedUserName === asText(body.encryptedUserName) &&
      challenge.loginKey === loginKeyOf(asText(body.userName) ?? '') &&
      challenge.memberNumber === asText(body.memberNumber);
    if (!challenge || !challengeMatches || !login?.mfaSecret) return badRequest([authMessages.signInExpired]);

    const code = asText(body.token) ?? '';
    if (!/^\d{6}$/.test(code) || !totpMatches(login.mfaSecret, code, store.now())) {
      challenge.failedAttempts += 1;
      if (challenge.failedAttempts >= mfaMaxFailedAttempts) {
        delete challenges[challenge.encryptedMember];
      }
      return badRequest([authMessages.wrongCode]);
    }
    delete challenges[challenge.encryptedMember];
    const token = issueAccessToken(store, applicationId, login.memberNumber, challenge.loginKey);
    return c.json({
      memberNumber: login.memberNumber,
      accessToken: token.token,
      expiresInMinutes: accessTokenLifetimeMinutes,
    });
  });

  routes.post('/logout', requireCaller(store, 'member'), (c) => {
    delete store.state.auth.accessTokens[c.var.caller.token.token];
    return c.json({ message: authMessages.signedOut });
  });

  // A renewal replaces the token: whoever still holds the old one (a copy in an address, a log) holds
  // nothing, and each token keeps its own fixed lifetime.
  routes.post('/refresh', requireCaller(store, 'member'), (c) => {
    const current = c.var.caller.token;
    delete store.state.auth.accessTokens[current.token];
    const renewed = issueAccessToken(store, current.applicationId, current.memberNumber, current.loginKey);
    return c.json({ accessToken: renewed.token, expiresInMinutes: accessTokenLifetimeMinutes });
  });

  routes.get('/username-availability', (c) => {
    const userName = (c.req.query('userName') ?? '').trim();
    if (userName === '') return badRequest([authMessages.newUserNameRequired]);
    return c.json({
      available: findLogin(siteLogins(store.state, c.var.applicationId), userName) === undefined,
    });
  });

  routes.post('/forgot-username', async (c) => {
    const applicationId = c.var.applicationId;
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const email = (asText(body.email) ?? '').toLowerCase();
    if (!isValidEmail(email)) return badRequest([authMessages.emailInvalid]);
    const userNames = Object.values(siteLogins(store.state, applicationId).logins)
      .filter((login) => login.email.toLowerCase() === email)
      .map((login) => login.userName);
    if (userNames.length > 0) {
      const listed = userNames.map((userName) => `  ${userName}`).join('\n');
      sendMessage(store, {
        applicationId,
        channel: 'email',
        to: email,
        subject: 'Your portal username',
        body:
          `You asked for the username of your ${coopNameOf(store.state, applicationId)} member portal login.\n\n` +
          `${userNames.length === 1 ? 'Your username is:' : 'The usernames with this email address are:'}\n` +
          `${listed}\n\nIf you did not ask for this, you can ignore this message.`,
      });
    }
    return c.json({ message: authMessages.userNameSent });
  });

  return routes;
}

/** RFC 6238: SHA-1, 6 digits, 30-second steps, accepting one step either side for clock drift. */
export function totpMatches(secret: string, code: string, at: Date): boolean {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at.getTime(),
    window: 1,
  });
  return delta !== null;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const authMounts: ServiceMounts = ({ store }) => ({ api: { '/v3/auth': authRoutes(store) } });
