import { Hono } from 'hono';
import { revokeAccessTokensOfLogin } from '../auth/access-tokens.ts';
import type { LoginRecord } from '../auth/auth-records.ts';
import { findLogin, isValidPassword, loginKeyOf, siteLogins } from '../auth/credentials.ts';
import { siteAccounts } from '../accounts/site-accounts.ts';
import { addMinutes } from '../dates.ts';
import { sendMessage } from '../outbox/outbox.ts';
import { coopNameOf } from '../portal/site-of.ts';
import { randomHex } from '../random.ts';
import { own, siteEntry } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { PasswordResetRecord } from './password-reset-service.ts';

const resetMessages = {
  userNameRequired: 'Please enter your username.',
  resetLinkSent:
    'If that username has a portal login, we have sent a password reset link to its email address.',
  resetLinkInvalid: 'This password reset link is not valid or has expired.',
  newPasswordRequired: 'Please enter a password.',
  newPasswordRules: 'The new password does not meet the password rules.',
  confirmPasswordRequired: 'Please enter a confirm password.',
  passwordsDiffer: 'Password and Confirm Password does not match.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
} as const;

/** A password reset link works for two hours, once. */
const passwordResetLifetimeMinutes = 120;
/** The code of a successful password reset. */
const passwordResetCode = 2011;

/** Forgotten passwords: mounted at /api/v3/auth, next to the auth service. */
export function passwordResetRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post('/forgot-password', async (c) => {
    const applicationId = c.var.applicationId;
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const userName = asText(body.userName) ?? '';
    if (userName === '') return badRequest([resetMessages.userNameRequired]);
    const login = findLogin(siteLogins(store.state, applicationId), userName);
    if (login) sendPasswordResetLink(store, applicationId, login);
    // The same answer whether or not the login exists: the call cannot discover usernames.
    return c.json({ message: resetMessages.resetLinkSent });
  });

  routes.get('/reset-password/validate', (c) => {
    const applicationId = c.var.applicationId;
    const reset = livePasswordReset(store, applicationId, c.req.query('otc') ?? '');
    const login = reset && own(siteLogins(store.state, applicationId).logins, reset.loginKey);
    if (!login) return badRequest([resetMessages.resetLinkInvalid]);
    return c.json({ memberName: memberNameOf(store, applicationId, login) });
  });

  routes.post('/reset-password', async (c) => {
    const applicationId = c.var.applicationId;
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const reset = livePasswordReset(store, applicationId, asText(body.otc) ?? '');
    const login = reset && own(siteLogins(store.state, applicationId).logins, reset.loginKey);
    if (!reset || !login) return badRequest([resetMessages.resetLinkInvalid]);

    const password = typeof body.password === 'string' ? body.password : '';
    const confirmPassword = typeof body.confirmPassword === 'string' ? body.confirmPassword : '';
    const problems: string[] = [];
    if (password === '') problems.push(resetMessages.newPasswordRequired);
    else if (!isValidPassword(password)) problems.push(resetMessages.newPasswordRules);
    if (confirmPassword === '') problems.push(resetMessages.confirmPasswordRequired);
    else if (confirmPassword !== password) problems.push(resetMessages.passwordsDiffer);
    if (problems.length > 0) return badRequest(problems);

    login.password = password;
    reset.usedAt = store.now().toISOString();
    revokeAccessTokensOfLogin(store, applicationId, reset.loginKey);
    return c.json({ code: passwordResetCode, message: resetMessages.passwordReset });
  });

  return routes;
}

function sendPasswordResetLink(store: SimulatorStore, applicationId: string, login: LoginRecord): void {
  const loginKey = loginKeyOf(login.userName);
  const resets = store.state.passwordReset.resets;
  // A new link replaces the links sent before.
  for (const [otc, reset] of Object.entries(resets)) {
    if (reset.applicationId === applicationId && reset.loginKey === loginKey) delete resets[otc];
  }
  const reset: PasswordResetRecord = {
    otc: randomHex(16),
    applicationId,
    loginKey,
    expiresAt: addMinutes(store.now(), passwordResetLifetimeMinutes).toISOString(),
    usedAt: null,
  };
  resets[reset.otc] = reset;
  const { resetPasswordUrlTemplate } = siteEntry(
    store.state.passwordReset.sites,
    applicationId,
    'passwordReset',
  );
  const link = resetPasswordUrlTemplate.replace('{otc}', encodeURIComponent(reset.otc));
  const memberName = memberNameOf(store, applicationId, login);
  sendMessage(store, {
    applicationId,
    channel: 'email',
    to: login.email,
    subject: 'Reset your portal password',
    body:
      `Hello ${memberName},\n\nWe received a request to reset the password of the ${coopNameOf(store.state, applicationId)} ` +
      `member portal login ${login.userName}. Open this link within 2 hours to choose a new password:\n\n` +
      `${link}\n\nThe link works once. If you did not ask for this, ignore this message: your password ` +
      'stays the same.',
    link,
  });
}

/** The reset a one-time code names, when it is of this site, unused and not expired. */
function livePasswordReset(
  store: SimulatorStore,
  applicationId: string,
  otc: string,
): PasswordResetRecord | undefined {
  const reset = own(store.state.passwordReset.resets, otc);
  if (!reset || reset.applicationId !== applicationId || reset.usedAt !== null) return undefined;
  return Date.parse(reset.expiresAt) > store.now().getTime() ? reset : undefined;
}

/** The login's member's name, as the reset page and the email greet them. */
function memberNameOf(store: SimulatorStore, applicationId: string, login: LoginRecord): string {
  return own(siteAccounts(store.state, applicationId).members, login.memberNumber)?.name ?? login.userName;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const passwordResetMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/auth': passwordResetRoutes(store) },
});
