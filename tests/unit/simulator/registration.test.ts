import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { call, login, outbox, signIn, today, type LoginResponse, type Simulator } from './portal-support.ts';

const questions = [
  { id: 1, description: 'What was the name of your first pet?', visible: true },
  { id: 2, description: 'In what city were you born?', visible: true },
  { id: 3, description: 'What was the make of your first car?', visible: false },
  { id: 4, description: 'What was the name of your elementary school?', visible: true },
  { id: 5, description: 'What is the name of the street you grew up on?', visible: true },
];

function authenticationTypes(app: Simulator, accountNumber: string, applicationId?: string) {
  return call(app, 'GET', `/api/v3/registration/authentication-types?accountNumber=${accountNumber}`, {
    ...(applicationId ? { applicationId } : {}),
  });
}

function verifyAccount(app: Simulator, accountNumber: string, validatorResource: string) {
  return call(app, 'POST', '/api/v3/registration/verify-account', {
    body: { accountNumber, validatorResource },
  });
}

function verifyCode(
  app: Simulator,
  accountNumber: string,
  verificationCode: string,
  validatorResource: string,
) {
  return call(app, 'POST', '/api/v3/registration/verify-code', {
    body: { accountNumber, verificationCode, validatorResource },
  });
}

function register(app: Simulator, fields: Record<string, unknown> = {}) {
  return call(app, 'POST', '/api/v3/registration/register', { body: { ...alexsForm, ...fields } });
}

const alexsForm = {
  memberNumber: '1007',
  email: 'a.chen@example.com',
  cnfemail: 'a.chen@example.com',
  password: 'Larkspur#512',
  cnfpassword: 'Larkspur#512',
  secQuestion: 2,
  secAnswer: 'Portland',
  hasOptedForPaperlessBilling: true,
  hasOptedForPaperlessOther: false,
  areMarketingEmailsAllowed: false,
  paperlessConfirmText:
    'I agree to receive my bills and other cooperative notices by email instead of by mail.',
  loginId: 'alex.chen',
  accountNumber: '300700800',
};

/** Sends Alex Chen's code by email and verifies it, as the first step of registration does. */
async function verifyAlex(app: Simulator) {
  await verifyAccount(app, '300700800', 'E1007-1');
  const [sent] = await outbox(app);
  return verifyCode(app, '300700800', sent?.code ?? '', 'E1007-1');
}

describe('GET /api/v3/registration/authentication-types', () => {
  it("answers Alex Chen's contact options, masked", async () => {
    const app = createSimulator({ now: () => today });

    const response = await authenticationTypes(app, '300700800');

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({
      memberNumber: '1007',
      isSmsEnabled: true,
      emails: [{ id: 'E1007-1', value: 'a***n@example.com' }],
      cellPhones: [{ id: 'C1007-1', value: '(***) ***-4477' }],
    });
  });

  it('answers no contact options for Dana Morales (300800900)', async () => {
    const app = createSimulator({ now: () => today });

    const response = await authenticationTypes(app, '300800900');

    expect(await response.json()).toStrictEqual({
      memberNumber: '1008',
      isSmsEnabled: true,
      emails: [],
      cellPhones: [],
    });
  });

  it.each([
    ['an unknown account', '999999999', 'We could not find that account number.'],
    [
      'an account whose member has a login',
      '300100200',
      'This account already has a portal login. Sign in, or reset your password.',
    ],
    [
      'another account of that member',
      '300100203',
      'This account already has a portal login. Sign in, or reset your password.',
    ],
    ['an account number with letters', '3007X0800', 'Account number should contain only digits.'],
  ])('answers 400 for %s', async (_case, accountNumber, message) => {
    const app = createSimulator({ now: () => today });

    const response = await authenticationTypes(app, accountNumber);

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual([message]);
  });
});

describe('registration from the account number to the first sign-in', () => {
  it('registers 300700800 with the code from the outbox, then the new login signs in without MFA', async () => {
    const app = createSimulator({ now: () => today });

    const sent = await verifyAccount(app, '300700800', 'E1007-1');
    expect(sent.status).toBe(200);
    expect(await sent.json()).toStrictEqual({ message: 'We sent a verification code to a***n@example.com.' });

    const [message] = await outbox(app);
    expect(message).toMatchObject({
      applicationId: 'RIVERBEND-WEB',
      to: 'a.chen@example.com',
      channel: 'email',
      subject: 'Your portal verification code',
      link: null,
      sentAt: today.toISOString(),
    });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(
      `Your Riverbend Electric Cooperative verification code is ${message?.code}.`,
    );

    const verified = await verifyCode(app, '300700800', message?.code ?? '', 'E1007-1');
    expect(verified.status).toBe(200);
    expect(await verified.json()).toStrictEqual({ email: 'a.chen@example.com', secretQuestions: questions });

    const registered = await register(app);
    expect(registered.status).toBe(200);
    expect(await registered.json()).toStrictEqual({
      message: 'Your portal account has been created. Your username is alex.chen.',
    });

    const signedIn = await login(app, 'Alex.Chen', 'Larkspur#512');
    const body = (await signedIn.json()) as LoginResponse;
    expect(body).toMatchObject({ memberNumber: '1007', memberMfaEnabled: false, mfaAuthenticateModel: null });
    const accounts = await call(app, 'GET', '/api/v3/members/1007/accounts/details', {
      token: body.accessToken ?? '',
    });
    expect(await accounts.json()).toStrictEqual({
      accounts: [expect.objectContaining({ accountNumber: '300700800', isPrimaryAccount: true })],
      totalRecords: 1,
    });
    const again = await authenticationTypes(app, '300700800');
    expect(await again.json()).toStrictEqual([
      'This account already has a portal login. Sign in, or reset your password.',
    ]);
  });

  it('sends the code by text message to the real cell phone', async () => {
    const app = createSimulator({ now: () => today });

    const sent = await verifyAccount(app, '300700800', 'C1007-1');

    expect(await sent.json()).toStrictEqual({ message: 'We sent a verification code to (***) ***-4477.' });
    const [message] = await outbox(app);
    expect(message).toMatchObject({ to: '(555) 010-4477', channel: 'sms', subject: 'Verification code' });
    expect(message?.body).toBe(
      `Riverbend Electric Cooperative: your verification code is ${message?.code}. It expires in 2 hours.`,
    );
    const verified = await verifyCode(app, '300700800', message?.code ?? '', 'C1007-1');
    expect(await verified.json()).toStrictEqual({ email: 'a.chen@example.com', secretQuestions: questions });
  });

  it('lets Dana Morales, with no contact on file, have the code sent to an address she types', async () => {
    const app = createSimulator({ now: () => today });

    const sent = await verifyAccount(app, '300800900', 'Dana.Morales@Example.com');

    expect(await sent.json()).toStrictEqual({ message: 'We sent a verification code to d***s@example.com.' });
    const [message] = await outbox(app);
    expect(message?.to).toBe('dana.morales@example.com');
    const verified = await verifyCode(app, '300800900', message?.code ?? '', 'dana.morales@example.com');
    expect(await verified.json()).toStrictEqual({
      email: 'dana.morales@example.com',
      secretQuestions: questions,
    });
  });

  it('refuses a typed address when the member has contact options, and an option of another member', async () => {
    const app = createSimulator({ now: () => today });

    const typed = await verifyAccount(app, '300700800', 'someone@example.com');
    const foreignOption = await verifyAccount(app, '300700800', 'E1003-1');
    const nothing = await verifyAccount(app, '300700800', '');

    const choose = ['Please select an authentication type to receive verification code.'];
    expect(typed.status).toBe(400);
    expect(await typed.json()).toStrictEqual(choose);
    expect(await foreignOption.json()).toStrictEqual(choose);
    expect(await nothing.json()).toStrictEqual(choose);
    expect(await outbox(app)).toStrictEqual([]);
  });

  it('answers 400 for a wrong code, a code sent to another option, and an expired code', async () => {
    let now = today;
    const app = createSimulator({ now: () => now });
    await verifyAccount(app, '300700800', 'E1007-1');
    const [message] = await outbox(app);
    const code = message?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    const wrongCode = await verifyCode(app, '300700800', wrong, 'E1007-1');
    const otherOption = await verifyCode(app, '300700800', code, 'C1007-1');
    now = new Date(today.getTime() + 2 * 60 * 60_000);
    const expired = await verifyCode(app, '300700800', code, 'E1007-1');

    const invalid = ['The verification code is not valid or has expired.'];
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.json()).toStrictEqual(invalid);
    expect(await otherOption.json()).toStrictEqual(invalid);
    expect(await expired.json()).toStrictEqual(invalid);
  });

  it('voids the code after 5 wrong codes', async () => {
    const app = createSimulator({ now: () => today });
    await verifyAccount(app, '300700800', 'E1007-1');
    const [message] = await outbox(app);
    const code = message?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    for (let attempt = 1; attempt <= 5; attempt += 1) await verifyCode(app, '300700800', wrong, 'E1007-1');
    const response = await verifyCode(app, '300700800', code, 'E1007-1');

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(['The verification code is not valid or has expired.']);
  });

  it('replaces the code when the member asks for another one', async () => {
    const app = createSimulator({ now: () => today });
    await verifyAccount(app, '300700800', 'E1007-1');
    await verifyAccount(app, '300700800', 'E1007-1');
    const [newest, older] = await outbox(app);

    if (newest?.code !== older?.code) {
      const withOlder = await verifyCode(app, '300700800', older?.code ?? '', 'E1007-1');
      expect(withOlder.status).toBe(400);
    }
    const withNewest = await verifyCode(app, '300700800', newest?.code ?? '', 'E1007-1');
    expect(withNewest.status).toBe(200);
  });

  it('refuses to register before the code is verified', async () => {
    const app = createSimulator({ now: () => today });
    await verifyAccount(app, '300700800', 'E1007-1');

    const response = await register(app);

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual([
      'Please verify your account with the code we sent before completing registration.',
    ]);
  });

  it('checks the form again on the server, answering every problem with the spec messages', async () => {
    const app = createSimulator({ now: () => today });
    await verifyAlex(app);

    const response = await register(app, {
      loginId: 'al',
      email: 'A.Chen@example',
      cnfemail: 'someone@example.com',
      password: 'password',
      cnfpassword: 'Password',
      secQuestion: 3,
      secAnswer: '',
      paperlessConfirmText: '',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual([
      'Username entry does not meet criteria.',
      'Please enter a valid Email Address.',
      'Please enter a password.',
      'Password and Confirm Password does not match.',
      'Please select an option.',
      'Please enter an answer.',
      'Please check the paperless confirmation checkbox.',
    ]);
  });

  it.each([
    ['', 'Please enter a username.'],
    ['JORDAN.RIVERA', 'The username has already been registered.'],
    ['alex..chen', 'Username entry does not meet criteria.'],
    ['.alexchen', 'Username entry does not meet criteria.'],
    ['alex#chen', 'Username entry does not meet criteria.'],
  ])('refuses the username %j', async (loginId, message) => {
    const app = createSimulator({ now: () => today });
    await verifyAlex(app);

    const response = await register(app, { loginId });

    expect(await response.json()).toStrictEqual([message]);
  });

  it('accepts a username with the allowed special characters', async () => {
    const app = createSimulator({ now: () => today });
    await verifyAlex(app);

    const response = await register(app, { loginId: 'alex_chen-2 @home.net' });

    expect(response.status).toBe(200);
    expect(await signIn(app, 'alex_chen-2 @home.net', 'Larkspur#512')).toMatch(/^[0-9a-f]{48}$/);
  });

  it('asks for matching email addresses', async () => {
    const app = createSimulator({ now: () => today });
    await verifyAlex(app);

    const response = await register(app, { cnfemail: 'b.chen@example.com' });

    expect(await response.json()).toStrictEqual(['Email and Confirm Email does not match.']);
  });
});

describe('GET /api/v3/auth/username-availability', () => {
  it.each([
    ['jordan.rivera', false],
    ['JORDAN.Rivera', false],
    ['Pat.Delgado', false],
    ['alex.chen', true],
    ['casey.nguyen', true],
  ])('answers %s as available: %s', async (userName, available) => {
    const app = createSimulator({ now: () => today });

    const response = await call(app, 'GET', `/api/v3/auth/username-availability?userName=${userName}`);

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({ available });
  });

  it('answers a username as taken once it is registered', async () => {
    const app = createSimulator({ now: () => today });
    await verifyAlex(app);
    await register(app);

    const response = await call(app, 'GET', '/api/v3/auth/username-availability?userName=ALEX.CHEN');

    expect(await response.json()).toStrictEqual({ available: false });
  });

  it('asks for a username when there is none', async () => {
    const app = createSimulator({ now: () => today });

    const response = await call(app, 'GET', '/api/v3/auth/username-availability?userName=');

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(['Please enter a username.']);
  });
});
