import { Hono } from 'hono';
import type { AccountRecord, ContactOption, MemberRecord } from '../accounts/account-records.ts';
import type { SiteAccounts } from '../accounts/accounts-service.ts';
import { siteAccounts } from '../accounts/site-accounts.ts';
import type { SiteLogins } from '../auth/auth-service.ts';
import {
  findLogin,
  isValidPassword,
  isValidUserName,
  loginKeyOf,
  memberHasLogin,
  siteLogins,
} from '../auth/credentials.ts';
import { isValidEmail, isValidPhone, maskEmail, maskPhone } from '../contacts.ts';
import { addMinutes } from '../dates.ts';
import type { OutboxChannel } from '../outbox/outbox-service.ts';
import { sendMessage } from '../outbox/outbox.ts';
import type { SiteConfigurationFlags } from '../portal/portal-records.ts';
import { coopNameOf, siteOf } from '../portal/site-of.ts';
import { randomDigits } from '../random.ts';
import { own, siteEntry } from '../records.ts';
import { asText, readJsonObject } from '../request-body.ts';
import { badRequest, messages } from '../responses.ts';
import type { ServiceMounts } from '../service.ts';
import type { SimulatorState } from '../state.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import type { RegistrationCodeRecord, SiteRegistrationSettings } from './registration-service.ts';

const registrationMessages = {
  accountDigitsOnly: 'Account number should contain only digits.',
  accountNotFound: 'We could not find that account number.',
  alreadyRegistered: 'This account already has a portal login. Sign in, or reset your password.',
  chooseOption: 'Please select an authentication type to receive verification code.',
  emailInvalid: 'Please enter a valid Email Address.',
  smsUnavailable: 'Text messages are not available. Choose an email address.',
  codeInvalid: 'The verification code is not valid or has expired.',
  notVerified: 'Please verify your account with the code we sent before completing registration.',
  userNameRequired: 'Please enter a username.',
  userNameCriteria: 'Username entry does not meet criteria.',
  userNameTaken: 'The username has already been registered.',
  emailsDiffer: 'Email and Confirm Email does not match.',
  passwordRequired: 'Please enter a password.',
  passwordsDiffer: 'Password and Confirm Password does not match.',
  questionRequired: 'Please select an option.',
  answerRequired: 'Please enter an answer.',
  paperlessConfirmRequired: 'Please check the paperless confirmation checkbox.',
} as const;

/** A registration code works for two hours, and until this many wrong codes were tried. */
const codeLifetimeMinutes = 120;
const codeMaxFailedAttempts = 5;
const accountNumberMaxLength = 12;
const securityAnswerMaxLength = 100;

/** What registration reads of one site, from the services that keep it. */
interface RegistrationSite {
  applicationId: string;
  coopName: string;
  accounts: SiteAccounts;
  logins: SiteLogins;
  settings: SiteRegistrationSettings;
  configuration: SiteConfigurationFlags;
}

function registrationSite(state: SimulatorState, applicationId: string): RegistrationSite {
  return {
    applicationId,
    coopName: coopNameOf(state, applicationId),
    accounts: siteAccounts(state, applicationId),
    logins: siteLogins(state, applicationId),
    settings: siteEntry(state.registration.sites, applicationId, 'registration'),
    configuration: siteOf(state, applicationId).configuration,
  };
}

/** The registration service: mounted at /api/v3/registration. */
export function registrationRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const siteFor = (applicationId: string) => registrationSite(store.state, applicationId);

  routes.get('/authentication-types', (c) => {
    const site = siteFor(c.var.applicationId);
    const found = registrableAccount(site, c.req.query('accountNumber'));
    if (Array.isArray(found)) return badRequest(found);
    const options = contactOptions(site, found.member);
    return c.json({
      memberNumber: found.member.memberNumber,
      isSmsEnabled: site.settings.isSmsEnabled,
      emails: options.emails.map((option) => ({ id: option.id, value: maskEmail(option.value) })),
      cellPhones: options.cellPhones.map((option) => ({ id: option.id, value: maskPhone(option.value) })),
    });
  });

  routes.post('/verify-account', async (c) => {
    const site = siteFor(c.var.applicationId);
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const found = registrableAccount(site, body.accountNumber);
    if (Array.isArray(found)) return badRequest(found);
    const validatorResource = normalizedResource(body.validatorResource);
    const destination = destinationOf(site, found.member, validatorResource);
    if (typeof destination === 'string') return badRequest([destination]);

    const record: RegistrationCodeRecord = {
      applicationId: site.applicationId,
      accountNumber: found.account.accountNumber,
      memberNumber: found.member.memberNumber,
      code: randomDigits(6),
      validatorResource,
      channel: destination.channel,
      destination: destination.value,
      expiresAt: addMinutes(store.now(), codeLifetimeMinutes).toISOString(),
      verifiedAt: null,
      failedAttempts: 0,
    };
    // One live code per account: sending again replaces the code sent before.
    store.state.registration.codes[codeKey(site, record.accountNumber)] = record;
    sendCode(store, site, record);
    const shownAs =
      record.channel === 'email' ? maskEmail(record.destination) : maskPhone(record.destination);
    return c.json({ message: `We sent a verification code to ${shownAs}.` });
  });

  routes.post('/verify-code', async (c) => {
    const site = siteFor(c.var.applicationId);
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const found = registrableAccount(site, body.accountNumber);
    if (Array.isArray(found)) return badRequest(found);
    const record = liveCode(store, site, found.account.accountNumber);
    const code = asText(body.verificationCode) ?? '';
    if (!record) return badRequest([registrationMessages.codeInvalid]);
    if (record.code !== code || record.validatorResource !== normalizedResource(body.validatorResource)) {
      record.failedAttempts += 1;
      if (record.failedAttempts >= codeMaxFailedAttempts) {
        delete store.state.registration.codes[codeKey(site, record.accountNumber)];
      }
      return badRequest([registrationMessages.codeInvalid]);
    }
    record.verifiedAt = store.now().toISOString();
    return c.json({
      email: record.channel === 'email' ? record.destination : (found.member.emails[0]?.value ?? ''),
      secretQuestions: site.settings.securityQuestions,
    });
  });

  routes.post('/register', async (c) => {
    const site = siteFor(c.var.applicationId);
    const body = await readJsonObject(c.req.raw);
    if (!body) return badRequest([messages.bodyNotJson]);
    const found = registrableAccount(site, body.accountNumber);
    if (Array.isArray(found)) return badRequest(found);
    const record = liveCode(store, site, found.account.accountNumber);
    if (!record?.verifiedAt || asText(body.memberNumber) !== found.member.memberNumber) {
      return badRequest([registrationMessages.notVerified]);
    }
    const form = registrationForm(site, body);
    if (Array.isArray(form)) return badRequest(form);

    site.logins.logins[loginKeyOf(form.loginId)] = {
      userName: form.loginId,
      password: form.password,
      memberNumber: found.member.memberNumber,
      email: form.email,
      mfaSecret: null,
      securityQuestionId: form.securityQuestionId,
      securityAnswer: form.securityAnswer,
      hasOptedForPaperlessBilling: form.hasOptedForPaperlessBilling,
      hasOptedForPaperlessOther: form.hasOptedForPaperlessOther,
      areMarketingEmailsAllowed: form.areMarketingEmailsAllowed,
    };
    delete store.state.registration.codes[codeKey(site, found.account.accountNumber)];
    return c.json({ message: `Your portal account has been created. Your username is ${form.loginId}.` });
  });

  return routes;
}

interface RegistrableAccount {
  account: AccountRecord;
  member: MemberRecord;
}

/** The account a registration names, with its member; or why it cannot be registered. */
function registrableAccount(site: RegistrationSite, value: unknown): RegistrableAccount | string[] {
  const accountNumber = asText(value) ?? '';
  if (accountNumber !== '' && !/^\d+$/.test(accountNumber)) return [registrationMessages.accountDigitsOnly];
  const account =
    accountNumber.length <= accountNumberMaxLength ? own(site.accounts.accounts, accountNumber) : undefined;
  const member = account && own(site.accounts.members, account.memberNumber);
  if (!account || !member) return [registrationMessages.accountNotFound];
  if (memberHasLogin(site.logins, member.memberNumber)) return [registrationMessages.alreadyRegistered];
  return { account, member };
}

/** The member's contact options a code may go to: cell phones only when the site sends text messages. */
function contactOptions(
  site: RegistrationSite,
  member: MemberRecord,
): { emails: ContactOption[]; cellPhones: ContactOption[] } {
  return { emails: member.emails, cellPhones: site.settings.isSmsEnabled ? member.cellPhones : [] };
}

/** Option ids as sent; typed email addresses in lower case. */
function normalizedResource(value: unknown): string {
  const resource = asText(value) ?? '';
  return resource.includes('@') ? resource.toLowerCase() : resource;
}

/**
 * Where the code goes: the member's option with that id, or (when the member has no option and the
 * site allows it) the email address or cell phone the member typed. A string is the reason it cannot.
 */
function destinationOf(
  site: RegistrationSite,
  member: MemberRecord,
  validatorResource: string,
): { channel: OutboxChannel; value: string } | string {
  const options = contactOptions(site, member);
  const email = options.emails.find((option) => option.id === validatorResource);
  if (email) return { channel: 'email', value: email.value };
  const cellPhone = options.cellPhones.find((option) => option.id === validatorResource);
  if (cellPhone) return { channel: 'sms', value: cellPhone.value };

  const hasOptions = options.emails.length + options.cellPhones.length > 0;
  if (hasOptions || !site.configuration.registrationAllowUserProvidedContact || validatorResource === '') {
    return registrationMessages.chooseOption;
  }
  if (validatorResource.includes('@')) {
    return isValidEmail(validatorResource)
      ? { channel: 'email', value: validatorResource }
      : registrationMessages.emailInvalid;
  }
  if (!isValidPhone(validatorResource)) return registrationMessages.chooseOption;
  return site.settings.isSmsEnabled
    ? { channel: 'sms', value: validatorResource }
    : registrationMessages.smsUnavailable;
}

function sendCode(store: SimulatorStore, site: RegistrationSite, record: RegistrationCodeRecord): void {
  const coopName = site.coopName;
  sendMessage(store, {
    applicationId: site.applicationId,
    channel: record.channel,
    to: record.destination,
    code: record.code,
    ...(record.channel === 'email'
      ? {
          subject: 'Your portal verification code',
          body:
            `Your ${coopName} verification code is ${record.code}. It expires in 2 hours.\n\n` +
            'Enter it on the registration page to finish creating your member portal login. If you did ' +
            'not start a registration, you can ignore this message.',
        }
      : {
          subject: 'Verification code',
          body: `${coopName}: your verification code is ${record.code}. It expires in 2 hours.`,
        }),
  });
}

function codeKey(site: RegistrationSite, accountNumber: string): string {
  return `${site.applicationId}|${accountNumber}`;
}

function liveCode(
  store: SimulatorStore,
  site: RegistrationSite,
  accountNumber: string,
): RegistrationCodeRecord | undefined {
  const record = own(store.state.registration.codes, codeKey(site, accountNumber));
  return record && Date.parse(record.expiresAt) > store.now().getTime() ? record : undefined;
}

interface RegistrationForm {
  loginId: string;
  email: string;
  password: string;
  securityQuestionId: number;
  securityAnswer: string;
  hasOptedForPaperlessBilling: boolean;
  hasOptedForPaperlessOther: boolean;
  areMarketingEmailsAllowed: boolean;
}

/** The register form checked as the portal checks it (spec 01 §5), every problem in field order. */
function registrationForm(
  site: RegistrationSite,
  body: Record<string, unknown>,
): RegistrationForm | string[] {
  const configuration = site.configuration;
  const problems: string[] = [];

  const loginId = asText(body.loginId) ?? '';
  if (loginId === '') problems.push(registrationMessages.userNameRequired);
  else if (!isValidUserName(loginId)) problems.push(registrationMessages.userNameCriteria);
  else if (findLogin(site.logins, loginId)) problems.push(registrationMessages.userNameTaken);

  const email = asText(body.email) ?? '';
  if (!isValidEmail(email)) problems.push(registrationMessages.emailInvalid);
  else if (configuration.registrationRequireConfirmEmail && asText(body.cnfemail) !== email) {
    problems.push(registrationMessages.emailsDiffer);
  }

  const password = typeof body.password === 'string' ? body.password : '';
  if (!isValidPassword(password)) problems.push(registrationMessages.passwordRequired);
  const confirmPassword = typeof body.cnfpassword === 'string' ? body.cnfpassword : '';
  if (confirmPassword === '' || confirmPassword !== password)
    problems.push(registrationMessages.passwordsDiffer);

  const questionId = Number(asText(body.secQuestion));
  const question = site.settings.securityQuestions.find((entry) => entry.id === questionId && entry.visible);
  if (!question) problems.push(registrationMessages.questionRequired);
  const securityAnswer = asText(body.secAnswer) ?? '';
  if (securityAnswer === '' || securityAnswer.length > securityAnswerMaxLength) {
    problems.push(registrationMessages.answerRequired);
  }

  const hasOptedForPaperlessBilling =
    configuration.registrationPaperlessBillingOption && body.hasOptedForPaperlessBilling === true;
  const hasOptedForPaperlessOther =
    configuration.registrationPaperlessOtherOption && body.hasOptedForPaperlessOther === true;
  const confirmed =
    body.paperlessConfirmText === true ||
    (typeof body.paperlessConfirmText === 'string' && body.paperlessConfirmText.trim() !== '');
  if ((hasOptedForPaperlessBilling || hasOptedForPaperlessOther) && !confirmed) {
    problems.push(registrationMessages.paperlessConfirmRequired);
  }

  if (problems.length > 0 || !question) return problems;
  return {
    loginId,
    email,
    password,
    securityQuestionId: question.id,
    securityAnswer,
    hasOptedForPaperlessBilling,
    hasOptedForPaperlessOther,
    areMarketingEmailsAllowed:
      configuration.registrationMarketingEmailOption && body.areMarketingEmailsAllowed === true,
  };
}

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const registrationMounts: ServiceMounts = ({ store }) => ({
  api: { '/v3/registration': registrationRoutes(store) },
});
