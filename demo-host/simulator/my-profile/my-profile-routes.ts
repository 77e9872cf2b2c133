import { Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import { requireCaller } from '../access.ts';
import { parseAccountQuery, queryAccounts } from '../accounts/account-query.ts';
import type { AccountRecord } from '../accounts/account-records.ts';
import { memberAccountList, memberAccounts, siteAccounts } from '../accounts/site-accounts.ts';
import { rekeyAccessTokensOfLogin } from '../auth/access-tokens.ts';
import { totpMatches } from '../auth/auth-routes.ts';
import { autoPayAccountsUsing } from '../auto-pay/auto-pay-records.ts';
import { findLogin, isValidPassword, isValidUserName, loginKeyOf, siteLogins } from '../auth/credentials.ts';
import { isValidEmail } from '../contacts.ts';
import { addMinutes } from '../dates.ts';
import { operationRoundupEnrolments } from '../operation-roundup/operation-roundup-service.ts';
import { coopNameOf } from '../portal/site-of.ts';
import { siteSecurityQuestions } from '../registration/registration-service.ts';
import { randomHex } from '../random.ts';
import { own, siteEntry } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages, notFound } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { removeStoredMethod, storedMethodsOf } from '../payment-profile/stored-methods.ts';
import {
  emptyPreferences,
  type MemberPreferencesRecord,
  type MfaSetupRecord,
  type MyProfileSite,
} from './my-profile-service.ts';

/** What the back office answers a change it refuses, on the field it names. */
export const myProfileRefusals = {
  emailInvalid: 'Please enter a valid email address.',
  usernameInvalid: 'Username entry does not meet criteria.',
  usernameTaken: 'The username has already been registered.',
  passwordInvalid: 'Password entry does not meet criteria.',
  questionInvalid: 'Please select an option.',
  answerInvalid: 'Please enter security answer.',
  storedPaymentInUse: 'Update not allowed. Active Payment setup exists.',
  notYourAccount: (accountNumber: string) => `Account ${accountNumber} is not one of your accounts.`,
  withAccounts: 'withAccounts must be true or false.',
  setupExpired: 'Your authenticator setup has expired. Press Set Up Now to start again.',
  mfaRemoved: 'The MFA mode has been deleted.',
} as const;

const securityAnswerMaxLength = 100;
const emailMaxLength = 60;
/** An authenticator setup may be verified within this many minutes. */
const mfaSetupLifetimeMinutes = 15;

type FieldError = { field: string; message: string };

/**
 * My Profile of a signed-in member: mounted at /api/v3/members. Only the access token of the member the
 * path names opens it; the login is the one the token was issued to.
 */
export function myProfileRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const member = requireCaller(store, 'member');
  const siteOf = (applicationId: string): MyProfileSite =>
    siteEntry(store.state.myProfile.sites, applicationId, 'myProfile');
  const loginOf = (applicationId: string, loginKey: string) =>
    own(siteLogins(store.state, applicationId).logins, loginKey);
  const preferencesOf = (applicationId: string, memberNumber: string): MemberPreferencesRecord => {
    const site = siteOf(applicationId);
    const found = own(site.members, memberNumber);
    if (found) return found;
    const created = emptyPreferences();
    site.members[memberNumber] = created;
    return created;
  };

  /** 'Credit' when the member has a stored card, 'Check' when a stored bank account (spec 02 §3). */
  function storedPaymentTypes(applicationId: string, memberNumber: string): string[] {
    const kinds = new Set(storedMethodsOf(store.state, applicationId, memberNumber).map((m) => m.methodType));
    return [...(kinds.has('CARD') ? ['Credit'] : []), ...(kinds.has('BANK') ? ['Check'] : [])];
  }

  /** Whether an auto payment charges one of the member's stored methods of this kind. */
  function storedInUse(applicationId: string, memberNumber: string, kind: 'CARD' | 'BANK'): boolean {
    return storedMethodsOf(store.state, applicationId, memberNumber).some(
      (method) =>
        method.methodType === kind &&
        autoPayAccountsUsing(store.state, applicationId, method.token).length > 0,
    );
  }

  function removeStored(applicationId: string, memberNumber: string, kind: 'CARD' | 'BANK'): void {
    for (const method of storedMethodsOf(store.state, applicationId, memberNumber)) {
      if (method.methodType === kind) removeStoredMethod(store.state, applicationId, method);
    }
  }

  /** An account's paperless boxes; a paperless bill always goes by email (spec 02 §4). */
  function paperlessOf(preferences: MemberPreferencesRecord, account: AccountRecord) {
    const paperless = own(preferences.accounts, account.accountNumber);
    return {
      emailBillNotice: (paperless?.emailBillNotice ?? false) || (paperless?.paperlessBill ?? false),
      paperlessBill: paperless?.paperlessBill ?? false,
      otherPaperless: paperless?.otherPaperless ?? false,
    };
  }

  /**
   * The select-all choices for every account (`paperlessAllAccounts`, null where not chosen), applied as
   * one box each in the order paperless bill, email, other: a paperless bill keeps the email on.
   */
  function applyToAllAccounts(
    change: unknown,
    preferences: MemberPreferencesRecord,
    accountNumbers: ReadonlySet<string>,
  ): void {
    const fields = typeof change === 'object' && change !== null ? (change as Record<string, unknown>) : {};
    const choice = (name: string) => (typeof fields[name] === 'boolean' ? (fields[name] as boolean) : null);
    const [paperlessBill, emailBillNotice, otherPaperless] = [
      choice('isPaperless'),
      choice('isEmail'),
      choice('isPaperlessOther'),
    ];
    if (paperlessBill === null && emailBillNotice === null && otherPaperless === null) return;
    for (const accountNumber of accountNumbers) {
      const record = own(preferences.accounts, accountNumber) ?? {
        emailBillNotice: false,
        paperlessBill: false,
        otherPaperless: false,
      };
      const paperless = paperlessBill ?? record.paperlessBill;
      // A stored paperless bill went by email already, whatever its email flag says.
      const email = emailBillNotice ?? (record.emailBillNotice || record.paperlessBill || paperless);
      preferences.accounts[accountNumber] = {
        paperlessBill: paperless,
        emailBillNotice: email || paperless,
        otherPaperless: otherPaperless ?? record.otherPaperless,
      };
    }
  }

  function details(applicationId: string, memberNumber: string, loginKey: string, withAccounts: boolean) {
    const login = loginOf(applicationId, loginKey);
    if (!login) return undefined;
    const site = siteOf(applicationId);
    const preferences = own(site.members, memberNumber) ?? emptyPreferences();
    const enrolments = operationRoundupEnrolments(store.state, applicationId);
    return {
      userName: login.email,
      loginId: login.userName,
      secretQuestionId: login.securityQuestionId,
      secretQuestionAnswer: login.securityAnswer ?? '',
      secretQuestions: siteSecurityQuestions(store.state, applicationId)
        .filter((question) => question.visible || question.id === login.securityQuestionId)
        .map(({ id, description }) => ({ id, description })),
      // The wallet's stored methods (billpayments/payment-profile): what the member may remove here.
      paymentTypes: storedPaymentTypes(applicationId, memberNumber),
      paymentEmailReceived: preferences.paymentEmailReceived,
      serviceOrderEmailReceived: preferences.serviceOrderEmailReceived,
      phoneNumberMask: preferences.phoneNumberMask,
      hasPaperlessBilling: login.hasOptedForPaperlessBilling,
      hasPaperlessOther: login.hasOptedForPaperlessOther,
      electronicKit: preferences.electronicKit,
      marketingEmail: login.areMarketingEmailsAllowed,
      accounts: (withAccounts
        ? memberAccounts(siteAccounts(store.state, applicationId), memberNumber)
        : []
      ).map((account) => {
        const paperless = own(preferences.accounts, account.accountNumber);
        const roundUp = own(enrolments, account.accountNumber);
        return {
          accountNumber: account.accountNumber,
          address: account.serviceAddress,
          hasEmailBillNotice: paperless?.emailBillNotice ?? false,
          hasPaperlessBilling: paperless?.paperlessBill ?? false,
          hasOtherPaperlessBillinge: paperless?.otherPaperless ?? false,
          operationRoundup: roundUp?.enrolled ?? false,
          operationRoundupAmount: roundUp?.amount ?? null,
          operationRoundupExpiration: roundUp?.expiration ?? null,
        };
      }),
      options: site.options,
    };
  }

  routes.get('/:memberNumber/member-details', member, (c) => {
    const { memberNumber, token } = c.var.caller;
    const withAccounts = c.req.query('withAccounts');
    if (withAccounts !== undefined && withAccounts !== 'true' && withAccounts !== 'false') {
      return badRequest([myProfileRefusals.withAccounts]);
    }
    const answer = details(c.var.applicationId, memberNumber, token.loginKey, withAccounts !== 'false');
    return answer ? c.json(answer) : notFound();
  });

  // A page of the member's accounts with their paperless boxes, searched, sorted and paged as account
  // details are, and how many of all the member's accounts have each box on.
  routes.get('/:memberNumber/paperless-accounts', member, (c) => {
    const query = parseAccountQuery(c.req.query());
    if (Array.isArray(query)) return badRequest(query);
    const { applicationId } = c.var;
    const { memberNumber } = c.var.caller;
    const preferences = own(siteOf(applicationId).members, memberNumber) ?? emptyPreferences();
    const accounts = memberAccountList(siteAccounts(store.state, applicationId), memberNumber);
    const boxes = accounts.map((account) => paperlessOf(preferences, account));
    const { page, totalRecords } = queryAccounts(accounts, query);
    return c.json({
      accounts: page.map((account) => {
        const paperless = paperlessOf(preferences, account);
        return {
          accountNumber: account.accountNumber,
          address: account.serviceAddress,
          hasEmailBillNotice: paperless.emailBillNotice,
          hasPaperlessBilling: paperless.paperlessBill,
          hasOtherPaperlessBillinge: paperless.otherPaperless,
        };
      }),
      totalRecords,
      allAccounts: {
        total: accounts.length,
        emailBillNotice: boxes.filter((box) => box.emailBillNotice).length,
        paperlessBill: boxes.filter((box) => box.paperlessBill).length,
        otherPaperless: boxes.filter((box) => box.otherPaperless).length,
      },
    });
  });

  routes.put('/:memberNumber/member-details', member, async (c) => {
    const { applicationId } = c.var;
    const { memberNumber, token } = c.var.caller;
    const login = loginOf(applicationId, token.loginKey);
    if (!login) return notFound();
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const logins = siteLogins(store.state, applicationId);
    const preferences = preferencesOf(applicationId, memberNumber);
    const flag = (name: string) => body[name] === true;

    const email = asText(body.userName) ?? '';
    const loginId = asText(body.loginId) ?? '';
    const password = typeof body.password === 'string' ? body.password : null;
    const questionId = typeof body.securityQuestionId === 'number' ? body.securityQuestionId : NaN;
    const answer = asText(body.securityQuestionAnswer) ?? '';
    const owned = new Set(
      memberAccounts(siteAccounts(store.state, applicationId), memberNumber).map(
        (account) => account.accountNumber,
      ),
    );
    const paperlessRows = Array.isArray(body.paperlessAccounts) ? (body.paperlessAccounts as unknown[]) : [];
    const questions = siteSecurityQuestions(store.state, applicationId);

    const refused: FieldError[] = [];
    if (email.length > emailMaxLength || !isValidEmail(email)) {
      refused.push({ field: 'userName', message: myProfileRefusals.emailInvalid });
    }
    const other = findLogin(logins, loginId);
    if (!isValidUserName(loginId))
      refused.push({ field: 'loginId', message: myProfileRefusals.usernameInvalid });
    else if (other && other !== login)
      refused.push({ field: 'loginId', message: myProfileRefusals.usernameTaken });
    if (!questions.some((question) => question.id === questionId)) {
      refused.push({ field: 'securityQuestionId', message: myProfileRefusals.questionInvalid });
    }
    if (answer === '' || answer.length > securityAnswerMaxLength) {
      refused.push({ field: 'securityQuestionAnswer', message: myProfileRefusals.answerInvalid });
    }
    if (password !== null && !isValidPassword(password)) {
      refused.push({ field: 'password', message: myProfileRefusals.passwordInvalid });
    }
    if (flag('removeStoredCreditData') && storedInUse(applicationId, memberNumber, 'CARD')) {
      refused.push({ field: 'removeStoredCreditData', message: myProfileRefusals.storedPaymentInUse });
    }
    if (flag('removeStoredBankData') && storedInUse(applicationId, memberNumber, 'BANK')) {
      refused.push({ field: 'removeStoredBankData', message: myProfileRefusals.storedPaymentInUse });
    }
    const paperless: [
      string,
      { emailBillNotice: boolean; paperlessBill: boolean; otherPaperless: boolean },
    ][] = [];
    for (const row of paperlessRows) {
      const fields = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
      const accountNumber = asText(fields.accountNumber) ?? '';
      if (!owned.has(accountNumber)) return badRequest([myProfileRefusals.notYourAccount(accountNumber)]);
      const paperlessBill = fields.isPaperless === true;
      paperless.push([
        accountNumber,
        // A paperless bill always goes by email (spec 02 §4).
        {
          emailBillNotice: fields.isEmail === true || paperlessBill,
          paperlessBill,
          otherPaperless: fields.isPaperlessOther === true,
        },
      ]);
    }
    if (refused.length > 0) return c.json(refused, 400);

    const oldKey = loginKeyOf(login.userName);
    const newKey = loginKeyOf(loginId);
    login.userName = loginId;
    login.email = email;
    if (password !== null) login.password = password;
    login.securityQuestionId = questionId;
    login.securityAnswer = answer;
    login.hasOptedForPaperlessBilling = flag('isPaperlessBilling');
    login.hasOptedForPaperlessOther = flag('isPaperlessOther');
    login.areMarketingEmailsAllowed = flag('isMarketEmail');
    if (newKey !== oldKey) {
      delete logins.logins[oldKey];
      logins.logins[newKey] = login;
      rekeyAccessTokensOfLogin(store, applicationId, oldKey, newKey);
    }
    preferences.paymentEmailReceived = flag('receivePaymentEmail');
    preferences.serviceOrderEmailReceived = flag('receiveServiceOrderEmail');
    preferences.phoneNumberMask = flag('canMaskPhone');
    preferences.electronicKit = flag('annualMarketingElectricKit');
    if (flag('removeStoredCreditData')) removeStored(applicationId, memberNumber, 'CARD');
    if (flag('removeStoredBankData')) removeStored(applicationId, memberNumber, 'BANK');
    applyToAllAccounts(body.paperlessAllAccounts, preferences, owned);
    for (const [accountNumber, record] of paperless) preferences.accounts[accountNumber] = record;
    return c.json({ message: siteOf(applicationId).successMessage });
  });

  routes.get('/:memberNumber/mfa', member, (c) => {
    const login = loginOf(c.var.applicationId, c.var.caller.token.loginKey);
    return login ? c.json({ mfaEnabled: login.mfaSecret !== null }) : notFound();
  });

  routes.post('/:memberNumber/mfa/qr-code', member, (c) => {
    const { applicationId } = c.var;
    const { memberNumber, token } = c.var.caller;
    const login = loginOf(applicationId, token.loginKey);
    if (!login) return notFound();
    const secret = new Secret({ size: 20 });
    const totp = new TOTP({
      issuer: coopNameOf(store.state, applicationId),
      label: login.userName,
      secret,
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    });
    const setup: MfaSetupRecord = {
      applicationId,
      memberNumber,
      loginKey: token.loginKey,
      secret: secret.base32,
      expiresAt: addMinutes(store.now(), mfaSetupLifetimeMinutes).toISOString(),
    };
    const encryptedValidator = randomHex(16);
    store.state.myProfile.mfaSetups[encryptedValidator] = setup;
    return c.json({ totpUri: totp.toString(), encryptedValidator, secretNewKey: secret.base32 });
  });

  routes.post('/:memberNumber/mfa/secret', member, async (c) => {
    const { applicationId } = c.var;
    const { token } = c.var.caller;
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const setups = store.state.myProfile.mfaSetups;
    const encryptedMember = asText(body.encryptedMember) ?? '';
    const setup = own(setups, encryptedMember);
    const login = loginOf(applicationId, token.loginKey);
    if (
      !setup ||
      !login ||
      setup.applicationId !== applicationId ||
      setup.loginKey !== token.loginKey ||
      setup.secret !== (asText(body.key) ?? '').replace(/\s+/g, '').toUpperCase() ||
      Date.parse(setup.expiresAt) <= store.now().getTime()
    ) {
      return badRequest([myProfileRefusals.setupExpired]);
    }
    const code = asText(body.code) ?? '';
    if (!/^\d{6}$/.test(code) || !totpMatches(setup.secret, code, store.now())) {
      return c.json({ verificationSatus: false, transactionStatus: 'FAILED' });
    }
    login.mfaSecret = setup.secret;
    delete setups[encryptedMember];
    return c.json({ verificationSatus: true, transactionStatus: 'SUCCESS' });
  });

  routes.delete('/:memberNumber/mfa/secret', member, (c) => {
    const login = loginOf(c.var.applicationId, c.var.caller.token.loginKey);
    if (!login) return notFound();
    login.mfaSecret = null;
    return c.json({ message: myProfileRefusals.mfaRemoved });
  });

  return routes;
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const myProfileMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/members': myProfileRoutes(store) },
});
