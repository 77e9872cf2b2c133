import { Secret, TOTP } from 'otpauth';
import type { Simulator } from '../../../demo-host/simulator/simulator.ts';

// Shared by the sign-in, registration and portal tests of the simulator.

export const today = new Date(2026, 5, 15, 10, 0, 0);

export type { Simulator };

export interface CallOptions {
  applicationId?: string;
  token?: string;
  body?: unknown;
}

/** One API call as the widgets make it: the ApplicationId header, JSON, an optional bearer token. */
export function call(app: Simulator, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ApplicationId: options.applicationId ?? 'RIVERBEND-WEB' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return app.request(path, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

export interface LoginResponse {
  memberNumber: string;
  memberMfaEnabled: boolean;
  accessToken: string | null;
  expiresInMinutes: number;
  mfaAuthenticateModel: { encryptedMember: string; encryptedUserName: string } | null;
}

export function login(app: Simulator, userName: string, password: string, applicationId?: string) {
  return call(app, 'POST', '/api/v3/auth/login', {
    body: { userName, password },
    ...(applicationId ? { applicationId } : {}),
  });
}

/** Signs in a member without multi-factor sign-in and answers the access token. */
export async function signIn(
  app: Simulator,
  userName: string,
  password: string,
  applicationId?: string,
): Promise<string> {
  const response = await login(app, userName, password, applicationId);
  const body = (await response.json()) as LoginResponse;
  if (!body.accessToken) throw new Error(`${userName} did not get an access token: ${JSON.stringify(body)}`);
  return body.accessToken;
}

/** Pat Delgado's authenticator: the seeded secret, RFC 6238 SHA-1, 6 digits, 30 s. */
export function authenticatorCode(at: Date): string {
  const totp = new TOTP({
    secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: at.getTime() });
}

export interface OutboxEntry {
  id: string;
  applicationId: string;
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  sentAt: string;
}

export async function outbox(app: Simulator): Promise<OutboxEntry[]> {
  return (await (await app.request('/api/__simulator/outbox')).json()) as OutboxEntry[];
}
