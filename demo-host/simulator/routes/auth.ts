import { Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import {
  accessTokenLifetimeMinutes,
  authorizedAccessToken,
  issueAccessToken,
  revokeAccessTokensOfLogin,
} from '../access-tokens.ts';
import { isValidEmail } from '../contacts.ts';
import { findLogin, isValidPassword, loginKeyOf } from '../credentials.ts';
import { addMinutes } from '../dates.ts';
import { sendMessage } from '../outbox.ts';
import { randomHex } from '../random.ts';
import { coopNameOf, own } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages, unauthorized } from '../responses.ts';
import type { LoginRecord, MfaChallengeRecord, PasswordResetRecord, SiteRecord } from '../state.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';

const authMessages = {
  userNameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter your password.',
  wrongCredentials: 'The username or password you entered is incorrect.',
  wrongCode: 'The verification code is not valid. Enter the 6-digit code from your authenticator app.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  signedOut: 'Signed out.',
  newUserNameRequired: 'Please enter a username.',
  resetLinkSent:
    'If that username has a portal login, we have sent a password reset link to its email address.',
  userNameSent: 'If that email address belongs to a portal login, we have sent the username to it.',
  emailInvalid: 'Please enter a valid Email Address.',
  resetLinkInvalid: 'This password reset link is not valid or has expired.',
  newPasswordRequired: 'Please enter a password.',
  newPasswordRules: 'The new password does not meet the password rules.',
  confirmPasswordRequired: 'Please enter a confirm password.',
  passwordsDiffer: 'Password and Confirm Password does not match.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
} as const;

/** A sign-in waiting for its authenticator code may finish within this many minutes… */
const mfaChallengeLifetimeMinutes = 10;
/** …and with fewer wrong codes than this. */
const mfaMaxFailedAttempts = 5;
/** A password reset link works for two hours, once. */
const passwordResetLifetimeMinutes = 120;
/** The code of a successful password reset. */
const passwordResetCode = 2011;

/** The auth service: mounted at /api/v3/auth. */
export function authRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post('/login', async (c) => {
    const site = c.get('site');
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const userName = asText(body.userName) ?? '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (userName === '') return badRequest([authMessages.userNameRequired]);
    if (password === '') return badRequest([authMessages.passwordRequired]);
    const login = findLogin(site, userName);
    if (!login || login.password !== password) return badRequest([authMessages.wrongCredentials]);

    if (login.mfaSecret) {
      const challenge: MfaChallengeRecord = {
        applicationId: site.applicationId,
        memberNumber: login.memberNumber,
        loginKey: loginKeyOf(login.userName),
        encryptedMember: randomHex(16),
        encryptedUserName: randomHex(16),
        expiresAt: addMinutes(store.now(), mfaChallengeLifetimeMinutes).toISOString(),
        failedAttempts: 0,
      };
      store.state.mfaChallenges[challenge.encryptedMember] = challenge;
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

    const token = issueAccessToken(store, site.applicationId, login.memberNumber, loginKeyOf(login.userName));
    return c.json({
      memberNumber: login.memberNumber,
      memberMfaEnabled: false,
      accessToken: token.token,
      expiresInMinutes: accessTokenLifetimeMinutes,
      mfaAuthenticateModel: null,
    });
  });

  routes.post('/mfa/verify', async (c) => {
    const site = c.get('site');
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const challenge = own(store.state.mfaChallenges, asText(body.encryptedMember) ?? '');
    const login = challenge ? own(site.logins, challenge.loginKey) : undefined;
    const challengeMatches =
      challenge !== undefined &&
      challenge.applicationId === site.applicationId &&
      Date.parse(challenge.expiresAt) > store.now().getTime() &&
      challenge.encryptedUserName === asText(body.encryptedUserName) &&
      challenge.loginKey === loginKeyOf(asText(body.userName) ?? '') &&
      challenge.memberNumber === asText(body.memberNumber);
    if (!challenge || !challengeMatches || !login?.mfaSecret) return badRequest([authMessages.signInExpired]);

    const code = asText(body.token) ?? '';
    if (!/^\d{6}$/.test(code) || !totpMatches(login.mfaSecret, code, store.now())) {
      challenge.failedAttempts += 1;
      if (challenge.failedAttempts >= mfaMaxFailedAttempts) {
        delete store.state.mfaChallenges[challenge.encryptedMember];
      }
      return badRequest([authMessages.wrongCode]);
    }
    delete store.state.mfaChallenges[challenge.encryptedMember];
    const token = issueAccessToken(store, site.applicationId, login.memberNumber, challenge.loginKey);
    return c.json({
      memberNumber: login.memberNumber,
      accessToken: token.token,
      expiresInMinutes: accessTokenLifetimeMinutes,
    });
  });

  routes.post('/logout', (c) => {
    const token = authorizedAccessToken(store, c.req.raw, c.get('site').applicationId);
    if (!token) return unauthorized();
    delete store.state.accessTokens[token.token];
    return c.json({ message: authMessages.signedOut });
  });

  routes.get('/username-availability', (c) => {
    const userName = (c.req.query('userName') ?? '').trim();
    if (userName === '') return badRequest([authMessages.newUserNameRequired]);
    return c.json({ available: findLogin(c.get('site'), userName) === undefined });
  });

  routes.post('/forgot-password', async (c) => {
    const site = c.get('site');
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const userName = asText(body.userName) ?? '';
    if (userName === '') return badRequest([authMessages.userNameRequired]);
    const login = findLogin(site, userName);
    if (login) sendPasswordResetLink(store, site, login);
    // The same answer whether or not the login exists: the call cannot discover usernames.
    return c.json({ message: authMessages.resetLinkSent });
  });

  routes.post('/forgot-username', async (c) => {
    const site = c.get('site');
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const email = (asText(body.email) ?? '').toLowerCase();
    if (!isValidEmail(email)) return badRequest([authMessages.emailInvalid]);
    const userNames = Object.values(site.logins)
      .filter((login) => login.email.toLowerCase() === email)
      .map((login) => login.userName);
    if (userNames.length > 0) {
      const listed = userNames.map((userName) => `  ${userName}`).join('\n');
      sendMessage(store, {
        applicationId: site.applicationId,
        channel: 'email',
        to: email,
        subject: 'Your portal username',
        body:
          `You asked for the username of your ${coopNameOf(site)} member portal login.\n\n` +
          `${userNames.length === 1 ? 'Your username is:' : 'The usernames with this email address are:'}\n` +
          `${listed}\n\nIf you did not ask for this, you can ignore this message.`,
      });
    }
    return c.json({ message: authMessages.userNameSent });
  });

  routes.get('/reset-password/validate', (c) => {
    const site = c.get('site');
    const reset = livePasswordReset(store, site, c.req.query('otc') ?? '');
    const login = reset && own(site.logins, reset.loginKey);
    if (!login) return badRequest([authMessages.resetLinkInvalid]);
    return c.json({ memberName: own(site.members, login.memberNumber)?.name ?? login.userName });
  });

  routes.post('/reset-password', async (c) => {
    const site = c.get('site');
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const reset = livePasswordReset(store, site, asText(body.otc) ?? '');
    const login = reset && own(site.logins, reset.loginKey);
    if (!reset || !login) return badRequest([authMessages.resetLinkInvalid]);

    const password = typeof body.password === 'string' ? body.password : '';
    const confirmPassword = typeof body.confirmPassword === 'string' ? body.confirmPassword : '';
    const problems: string[] = [];
    if (password === '') problems.push(authMessages.newPasswordRequired);
    else if (!isValidPassword(password)) problems.push(authMessages.newPasswordRules);
    if (confirmPassword === '') problems.push(authMessages.confirmPasswordRequired);
    else if (confirmPassword !== password) problems.push(authMessages.passwordsDiffer);
    if (problems.length > 0) return badRequest(problems);

    login.password = password;
    reset.usedAt = store.now().toISOString();
    revokeAccessTokensOfLogin(store, site.applicationId, reset.loginKey);
    return c.json({ code: passwordResetCode, message: authMessages.passwordReset });
  });

  return routes;
}

/** RFC 6238: SHA-1, 6 digits, 30-second steps, accepting one step either side for clock drift. */
function totpMatches(secret: string, code: string, at: Date): boolean {
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

function sendPasswordResetLink(store: SimulatorStore, site: SiteRecord, login: LoginRecord): void {
  const loginKey = loginKeyOf(login.userName);
  // A new link replaces the links sent before.
  for (const [otc, reset] of Object.entries(store.state.passwordResets)) {
    if (reset.applicationId === site.applicationId && reset.loginKey === loginKey) {
      delete store.state.passwordResets[otc];
    }
  }
  const reset: PasswordResetRecord = {
    otc: randomHex(16),
    applicationId: site.applicationId,
    loginKey,
    expiresAt: addMinutes(store.now(), passwordResetLifetimeMinutes).toISOString(),
    usedAt: null,
  };
  store.state.passwordResets[reset.otc] = reset;
  const link = site.portalLinks.resetPasswordUrlTemplate.replace('{otc}', encodeURIComponent(reset.otc));
  const memberName = site.members[login.memberNumber]?.name ?? login.userName;
  sendMessage(store, {
    applicationId: site.applicationId,
    channel: 'email',
    to: login.email,
    subject: 'Reset your portal password',
    body:
      `Hello ${memberName},\n\nWe received a request to reset the password of the ${coopNameOf(site)} ` +
      `member portal login ${login.userName}. Open this link within 2 hours to choose a new password:\n\n` +
      `${link}\n\nThe link works once. If you did not ask for this, ignore this message: your password ` +
      'stays the same.',
    link,
  });
}

/** The reset a one-time code names, when it is of this site, unused and not expired. */
function livePasswordReset(
  store: SimulatorStore,
  site: SiteRecord,
  otc: string,
): PasswordResetRecord | undefined {
  const reset = own(store.state.passwordResets, otc);
  if (!reset || reset.applicationId !== site.applicationId || reset.usedAt !== null) return undefined;
  return Date.parse(reset.expiresAt) > store.now().getTime() ? reset : undefined;
}
