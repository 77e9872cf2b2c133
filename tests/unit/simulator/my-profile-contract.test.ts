import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { checkUsernameAvailability, login } from '../../../src/api/auth.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { failureOf } from '../../../src/api/errors.ts';
import {
  createMfaQrCode,
  deleteMfaSecret,
  getMemberDetails,
  getMfaStatus,
  getPaperlessAccounts,
  myProfileOperations,
  setMfaSecret,
  updateMemberDetails,
} from '../../../src/api/my-profile.ts';
import { resolvePath } from '../../../src/api/operation.ts';
import { getOperationRoundup } from '../../../src/api/operation-roundup.ts';
import { separateFieldErrors } from '../../../src/domain/error-messages.ts';
import { memberUpdate, type ProfileFormValues } from '../../../src/domain/my-profile/update.ts';
import {
  changeAllAccounts,
  changePaperlessBox,
  noPaperlessChanges,
} from '../../../src/domain/my-profile/paperless-changes.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { createSimulator, type SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { enrolAutoPayFromWallet } from '../../../demo-host/simulator/auto-pay/auto-pay-records.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';

// Our My Profile calls and schema against the simulator: the paths we send are the ones the back
// office serves, and what it answers passes our schema.
const origin = 'http://localhost:4173';

function clientOf(state?: SimulatorState) {
  const simulator = createSimulator(state ? { state } : {});
  return createApiClient({
    apiBase: `${origin}/api`,
    applicationId: 'RIVERBEND-WEB',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      simulator.fetch(new Request(input, init))) as typeof fetch,
  });
}

async function jordan(state?: SimulatorState) {
  const client = clientOf(state);
  const session = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
  return { client, member: { memberNumber: session.memberNumber, accessToken: session.accessToken ?? '' } };
}

const jordanValues: ProfileFormValues = {
  userName: 'jordan.rivera@example.com',
  loginId: 'jordan.rivera',
  securityQuestionId: '1',
  securityQuestionAnswer: 'Biscuit',
  password: '',
  confirmPassword: '',
  paymentEmailReceived: true,
  serviceOrderEmailReceived: true,
  phoneNumberMask: false,
  removeStoredCreditData: false,
  removeStoredBankData: false,
  hasPaperlessBilling: false,
  hasPaperlessOther: false,
  electronicKit: false,
  marketingEmail: false,
  paperlessConfirmed: true,
};

/** The member details as the spec asks for them: with every account. */
function everyAccountDetails(
  client: ReturnType<typeof createApiClient>,
  { memberNumber, accessToken }: { memberNumber: string; accessToken: string },
) {
  return client.call(myProfileOperations.details, {
    parameters: { memberNumber },
    query: {},
    bearer: accessToken,
  });
}

function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

describe('the member details calls against the simulator', () => {
  it('reads Jordan Rivera’s login, preferences, six accounts with paperless off and the stored methods', async () => {
    const { client, member } = await jordan();
    // The spec's call, without withAccounts: the accounts come along.
    const details = await everyAccountDetails(client, member);

    expect(details).toMatchObject({
      userName: 'jordan.rivera@example.com',
      loginId: 'jordan.rivera',
      secretQuestionId: 1,
      secretQuestionAnswer: 'Biscuit',
      paymentTypes: ['Credit', 'Check'],
      hasPaperlessBilling: false,
      hasPaperlessOther: false,
      options: { paperlessAccountLevel: true, operationRoundup: true, mfa: true },
    });
    expect(details.secretQuestions.map((question) => question.id)).toEqual([1, 2, 4, 5]);
    expect(details.accounts.map((account) => account.accountNumber)).toEqual([
      '300100200',
      '300100201',
      '300100202',
      '300100203',
      '300100204',
      '300100205',
    ]);
    expect(
      details.accounts.every((account) => !account.hasPaperlessBilling && !account.hasEmailBillNotice),
    ).toBe(true);
    expect(details.accounts[0]).toMatchObject({ operationRoundup: true, operationRoundupAmount: 2 });
  });

  it('leaves the accounts out of the details on request, and pages the paperless rows with the counts of all', async () => {
    const { client, member } = await jordan();

    const details = await getMemberDetails(client, member);
    const page = await getPaperlessAccounts(client, member, { offset: '4', limit: '4' });

    expect(details.accounts).toEqual([]);
    expect(details.loginId).toBe('jordan.rivera');
    expect(page.accounts.map((account) => account.accountNumber)).toEqual(['300100204', '300100205']);
    expect(page.totalRecords).toBe(6);
    expect(page.allAccounts).toEqual({ total: 6, emailBillNotice: 0, paperlessBill: 0, otherPaperless: 0 });
  });

  it('applies the select-all choices to every account, then the rows sent whole', async () => {
    const { client, member } = await jordan();
    const row = {
      accountNumber: '300100203',
      address: '',
      emailBillNotice: false,
      paperlessBill: false,
      otherPaperless: false,
    };
    const paperless = changePaperlessBox(
      changeAllAccounts(noPaperlessChanges, 'paperlessBill', true),
      row,
      'paperlessBill',
      false,
    );

    await updateMemberDetails(client, member, memberUpdate('1001', jordanValues, paperless));

    const page = await getPaperlessAccounts(client, member, {});
    expect(page.allAccounts).toEqual({ total: 6, emailBillNotice: 6, paperlessBill: 5, otherPaperless: 0 });
    expect(page.accounts.find((account) => account.accountNumber === '300100203')).toMatchObject({
      hasPaperlessBilling: false,
      hasEmailBillNotice: true,
    });
  });

  it('saves paperless for an account with its email on, and answers the cooperative’s text', async () => {
    const { client, member } = await jordan();
    const row = {
      accountNumber: '300100201',
      address: '',
      emailBillNotice: false,
      paperlessBill: false,
      otherPaperless: false,
    };
    const paperless = changePaperlessBox(noPaperlessChanges, row, 'paperlessBill', true);

    expect(await updateMemberDetails(client, member, memberUpdate('1001', jordanValues, paperless))).toEqual({
      message: 'Your profile has been updated successfully.',
    });
    const account = (await everyAccountDetails(client, member)).accounts.find(
      (each) => each.accountNumber === '300100201',
    );
    expect(account).toMatchObject({ hasPaperlessBilling: true, hasEmailBillNotice: true });
  });

  it('takes a new username and password at the next sign-in, and no longer the old ones', async () => {
    const { client, member } = await jordan();
    await updateMemberDetails(
      client,
      member,
      memberUpdate(
        '1001',
        {
          ...jordanValues,
          loginId: 'jordan.r2026',
          password: 'Moonrise#2027',
          confirmPassword: 'Moonrise#2027',
        },
        noPaperlessChanges,
      ),
    );

    expect((await getMemberDetails(client, member)).loginId).toBe('jordan.r2026');
    expect((await login(client, { userName: 'jordan.r2026', password: 'Moonrise#2027' })).memberNumber).toBe(
      '1001',
    );
    const old = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' }).catch(
      (caught: unknown) => caught,
    );
    expect(old).toBeInstanceOf(ApiError);
    expect(await checkUsernameAvailability(client, 'jordan.rivera')).toEqual({ available: true });
  });

  it('refuses a username another login has, on its field', async () => {
    const { client, member } = await jordan();
    const error = await updateMemberDetails(
      client,
      member,
      memberUpdate('1001', { ...jordanValues, loginId: 'pat.delgado' }, noPaperlessChanges),
    ).catch((caught: unknown) => caught);

    expect(separateFieldErrors(failureOf(error))).toEqual({
      fieldErrors: { loginId: 'The username has already been registered.' },
      formFailure: null,
    });
  });

  it('removes stored card data, but refuses while an active autopay uses it', async () => {
    const state = createSeedState(new Date());
    enrolAutoPayFromWallet(state, riverbendApplicationId, '1001', '300100200', 'BANK', new Date());
    const { client, member } = await jordan(state);

    await updateMemberDetails(
      client,
      member,
      memberUpdate('1001', { ...jordanValues, removeStoredCreditData: true }, noPaperlessChanges),
    );
    expect((await getMemberDetails(client, member)).paymentTypes).toEqual(['Check']);

    const error = await updateMemberDetails(
      client,
      member,
      memberUpdate('1001', { ...jordanValues, removeStoredBankData: true }, noPaperlessChanges),
    ).catch((caught: unknown) => caught);
    expect(separateFieldErrors(failureOf(error))).toEqual({
      fieldErrors: { removeStoredBankData: 'Update not allowed. Active Payment setup exists.' },
      formFailure: null,
    });
  });

  it('answers the Operation RoundUp rows the round-up screen reads', async () => {
    const { client, member } = await jordan();
    const details = await everyAccountDetails(client, member);
    const roundUp = await getOperationRoundup(client, member);
    expect(roundUp.accounts.map((account) => [account.accountNumber, account.operationRoundup])).toEqual(
      details.accounts.map((account) => [account.accountNumber, account.operationRoundup]),
    );
  });
});

describe('the MFA calls against the simulator', () => {
  it('sets up an authenticator with a real TOTP code: a wrong code is refused, then sign-in asks for a code', async () => {
    const { client, member } = await jordan();
    expect(await getMfaStatus(client, member)).toEqual({ mfaEnabled: false });

    const setup = await createMfaQrCode(client, member);
    expect(setup.totpUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(setup.totpUri).toContain(setup.secretNewKey);
    const wrong = String((Number(codeFor(setup.secretNewKey)) + 500000) % 1000000).padStart(6, '0');
    expect(
      await setMfaSecret(client, member, {
        encryptedMember: setup.encryptedValidator,
        code: wrong,
        key: setup.secretNewKey,
      }),
    ).toEqual({ verificationSatus: false, transactionStatus: 'FAILED' });
    expect(await getMfaStatus(client, member)).toEqual({ mfaEnabled: false });

    expect(
      await setMfaSecret(client, member, {
        encryptedMember: setup.encryptedValidator,
        code: codeFor(setup.secretNewKey),
        key: setup.secretNewKey,
      }),
    ).toEqual({ verificationSatus: true, transactionStatus: 'SUCCESS' });
    expect(await getMfaStatus(client, member)).toEqual({ mfaEnabled: true });
    const signIn = await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' });
    expect(signIn).toMatchObject({ memberMfaEnabled: true, accessToken: null });

    await deleteMfaSecret(client, member);
    expect(await getMfaStatus(client, member)).toEqual({ mfaEnabled: false });
    expect(await login(client, { userName: 'jordan.rivera', password: 'Sunrise#2026' })).toMatchObject({
      memberMfaEnabled: false,
    });
  });

  it('refuses a setup that is not the member’s own', async () => {
    const { client, member } = await jordan();
    const error = await setMfaSecret(client, member, {
      encryptedMember: 'unknown',
      code: '123456',
      key: 'ABC',
    }).catch((caught: unknown) => caught);
    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 400 });
  });

  it('answers 401 without a token and keeps the paths under the member', async () => {
    const client = clientOf();
    const error = await getMemberDetails(client, { memberNumber: '1001', accessToken: 'nope' }).catch(
      (caught: unknown) => caught,
    );
    expect(failureOf(error)).toMatchObject({ kind: 'http', status: 401 });
    expect(resolvePath(myProfileOperations.details.path, { memberNumber: '10/01' })).toBe(
      'v3/members/10%2F01/member-details',
    );
    expect(myProfileOperations.updateDetails.path).toBe(myProfileOperations.details.path);
    expect(resolvePath(myProfileOperations.mfaStatus.path, { memberNumber: '1001' })).toBe(
      'v3/members/1001/mfa',
    );
    expect(resolvePath(myProfileOperations.mfaQrCode.path, { memberNumber: '1001' })).toBe(
      'v3/members/1001/mfa/qr-code',
    );
    expect(resolvePath(myProfileOperations.setMfaSecret.path, { memberNumber: '1001' })).toBe(
      'v3/members/1001/mfa/secret',
    );
    expect(myProfileOperations.deleteMfaSecret.path).toBe(myProfileOperations.setMfaSecret.path);
  });
});
