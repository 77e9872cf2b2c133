import { isDeepStrictEqual } from 'node:util';
import { buildPaymentRequest } from '../../src/domain/quick-pay/hosted-form.ts';
import type { QuickPayAccount } from '../../src/domain/quick-pay/types.ts';
import { answerViolations } from '../observe.ts';
import { ContractValidator } from '../validator.ts';
import { BackOfficeCaller, type CallAnswer, type CallRequest, NoAnswer } from './caller.ts';
import { type CheckResult, type Failure, skipped } from './results.ts';
import type { CheckSettings } from './settings.ts';

/** What a run needs beside its settings: the document, a fetch and a clock. */
export interface CheckDependencies {
  readonly document: Record<string, unknown>;
  readonly fetch: typeof fetch;
  readonly now?: () => Date;
}

/** Which answers a check takes: a success (2xx), or exactly these statuses. */
type Expected = 'success' | readonly number[];

type Json = Record<string, unknown>;

const asJson = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {});
const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

/** A value unique to this run: a username nobody has, an address to add and take away. */
const runMark = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The walk of `coop-contract-check`: the calls a visitor, a Quick Pay payer and a signed-in member make,
 * in the order the elements make them (each answer gives the next call its member, account and
 * meter), the pages of the member's accounts, then what a back office must refuse: a missing or wrong token, another member's account, a
 * bad request; a repeated change under one idempotency key; CORS for the site. Calls that change
 * records run only with `allowChanges`, the payment only with `allowMoney`.
 */
export async function runContractCheck(
  settings: CheckSettings,
  dependencies: CheckDependencies,
): Promise<CheckResult[]> {
  const caller = new BackOfficeCaller(
    settings,
    dependencies.document,
    new ContractValidator(dependencies.document),
    dependencies.fetch,
  );
  const now = dependencies.now?.() ?? new Date();
  const results: CheckResult[] = [];
  /** What the walk has learned (the member, the account, a meter), under the values given. */
  const known: Record<string, string> = {};
  const valueOf = (name: string) => settings.parameters[name] ?? known[name];
  const learn = (name: string, value: string | undefined) => {
    if (value !== undefined && known[name] === undefined) known[name] = value;
  };

  /** Makes one call, records what it found, and hands back the answer (undefined: none came). */
  async function check(
    group: string,
    operationId: string,
    request: CallRequest = {},
    options: {
      readonly expect?: Expected;
      readonly name?: string;
      readonly more?: (answer: CallAnswer) => Failure[];
    } = {},
  ): Promise<CallAnswer | undefined> {
    const name = options.name ?? operationId;
    let answer: CallAnswer;
    try {
      answer = await caller.call(operationId, request);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      results.push({
        group,
        name,
        outcome: 'fail',
        failures: [{ part: 'network', field: '(root)', problem: error.message }],
      });
      return undefined;
    }
    // What the back office answered, against the document: the walk's own requests break it only
    // where a check means to (no token).
    const failures: Failure[] = [
      ...statusFailures(answer, options.expect ?? 'success'),
      ...answerViolations(answer.violations),
    ];
    failures.push(...(options.more?.(answer) ?? []));
    results.push({
      group,
      name,
      request: answer.request,
      status: answer.status,
      outcome: failures.length === 0 ? 'pass' : 'fail',
      failures: failures.map(({ part, field, problem, value }) => ({
        part,
        field,
        problem,
        ...(value === undefined ? {} : { value }),
      })),
    });
    return answer;
  }

  /** The parameters a call needs, or a skip naming the one the walk does not know. */
  function parametersFor(group: string, operationId: string, names: readonly string[]) {
    const missing = names.find((name) => valueOf(name) === undefined);
    if (missing !== undefined) {
      results.push(skipped(group, operationId, `needs a ${missing} (give --param ${missing}=…)`));
      return undefined;
    }
    return Object.fromEntries(names.map((name) => [name, valueOf(name)!]));
  }

  // A visitor: the site, the pages' settings, and the sign-in form's refusal of a bad request.
  await check('visitor', 'loadSiteConfiguration', { query: { applicationId: settings.applicationId } });
  await check('visitor', 'getMaintenanceStatus');
  await check('visitor', 'getAccountTypes');
  await check('visitor', 'getImageSettings', { query: { moduleName: valueOf('moduleName') ?? 'home' } });
  await check('visitor', 'getAccountProfileSettings');
  await check('visitor', 'getScheduledPaymentsSettings');
  await check('visitor', 'checkUsernameAvailability', {
    query: { userName: valueOf('userName') ?? `contract-check-${runMark()}` },
  });
  await check(
    'errors',
    'login',
    { body: { userName: settings.member?.userName ?? `contract-check-${runMark()}`, password: '' } },
    { expect: [400], name: '400 with the catalogue’s messages: login without a password' },
  );

  await quickPay();
  await member();
  return results;

  async function quickPay() {
    const group = 'quick pay';
    if (!settings.quickPay) {
      results.push(skipped(group, 'verifyAccount', 'no --quick-pay account given'));
      return;
    }
    const verified = await check(group, 'verifyAccount', {
      body: {
        accountNumber: settings.quickPay.accountNumber,
        phoneLastFourDigits: settings.quickPay.phoneLastFour,
      },
    });
    const answer = asJson(verified?.json);
    const token = text(answer.quickPayToken);
    const memberNumber = text(answer.memberNumber);
    if (!verified || verified.status >= 300 || !token || !memberNumber) {
      results.push(skipped(group, 'getPaymentSettings', 'the account did not verify'));
      return;
    }
    const settingsAnswer = await check(group, 'getPaymentSettings', {
      parameters: { memberNumber },
      query: { applicationId: settings.applicationId },
      bearer: token,
    });
    if (!settings.allowMoney) {
      results.push(
        skipped(
          group,
          'initiatePayment',
          'starts a payment: only with --allow-money, against a payment sandbox',
        ),
      );
      return;
    }
    const account = asJson(answer.account) as unknown as QuickPayAccount;
    const paymentSettings = asJson(asJson(settingsAnswer?.json).paymentSettings);
    const minimum = Number(paymentSettings.prepaidMinimumPaymentAmount ?? 0);
    const amount = account.accountBalance > 0 ? account.accountBalance : Math.max(minimum, 1);
    const payment = {
      parameters: { memberNumber },
      query: { encryptedAccount: text(answer.encryptedAccount) ?? '' },
      bearer: token,
      body: buildPaymentRequest(account, amount, account.minimumPaymentDue),
      idempotencyKey: crypto.randomUUID(),
    };
    await sameAnswerTwice(group, 'initiatePayment', payment, 'a payment started twice under one key');
  }

  /** Sends one change twice under one key: the back office must answer the second as the first. */
  async function sameAnswerTwice(group: string, operationId: string, request: CallRequest, what: string) {
    const first = await check(group, operationId, request, { name: `${operationId}: ${what} (first)` });
    if (!first || first.status >= 300) return first;
    await check(group, operationId, request, {
      name: `${operationId}: ${what} (again, same key and body)`,
      expect: [first.status],
      more: (again) =>
        (again.status !== first.status ? [] : differences(first.json, again.json)).map((field) => ({
          part: `answer ${again.status}`,
          field,
          problem: 'differs from the first answer under the same key',
          value: valueAtPointer(again.json, field),
        })),
    });
    return first;
  }

  async function member() {
    const group = 'member';
    if (!settings.member) {
      results.push(skipped(group, 'login', 'no --member given'));
      return;
    }
    const signedIn = await check(group, 'login', {
      body: { userName: settings.member.userName, password: settings.member.password },
    });
    const session = asJson(signedIn?.json);
    const token = text(session.accessToken);
    if (!signedIn || signedIn.status >= 300 || !token) {
      results.push(
        skipped(
          group,
          'the member’s calls',
          session.memberMfaEnabled === true
            ? 'the member signs in with MFA: give one who does not'
            : 'the member did not sign in',
        ),
      );
      return;
    }
    learn('memberNumber', text(session.memberNumber));
    const memberCall = (operationId: string, names: readonly string[], query?: Record<string, string>) => {
      const parameters = parametersFor(group, operationId, names);
      return parameters
        ? check(group, operationId, { parameters, bearer: token, ...(query ? { query } : {}) })
        : undefined;
    };

    const details = await memberCall('getAccountDetails', ['memberNumber']);
    const listed = (asJson(details?.json).accounts as Json[] | undefined) ?? [];
    learn('accountNumber', settings.account ?? text(listed[0]?.accountNumber));
    const detail = listed.find((entry) => text(entry.accountNumber) === valueOf('accountNumber'));
    learn('locationId', text(detail?.locationId));
    if (details && details.status < 300) {
      await accountPages(token, asJson(details.json).totalRecords, listed.length);
    }

    for (const operationId of [
      'getAccountInfo',
      'getPaymentHistory',
      'getBillingHistory',
      'getOutageStatus',
      'getOutageInfo',
      'getMeterReadings',
      'getAccountProfile',
      'getAccountAlerts',
      'getDelinquents',
      'getDeposits',
    ]) {
      await memberCall(operationId, ['memberNumber', 'accountNumber']);
    }
    for (const operationId of ['getServiceOrderTypes', 'getServiceOrders']) {
      await memberCall(operationId, ['accountNumber']);
    }
    await memberCall('getOutageHistory', ['memberNumber', 'locationId']);
    for (const operationId of [
      'getUsageSettings',
      'getOperationRoundup',
      'getLevelizedAccounts',
      'getMemberDetails',
      'getPaperlessAccounts',
      'getMfaStatus',
      'getContacts',
      'getMemberInfoDocs',
      'getMemberDrafts',
      'getScheduledPayments',
      'getStoredMethods',
      'getAutoPayAccounts',
      'getPayAccounts',
    ]) {
      await memberCall(operationId, ['memberNumber']);
    }
    await check(group, 'getFinancialInstitutions', { bearer: token });

    const profile = await memberCall('getUsageProfile', ['memberNumber', 'accountNumber']);
    const meters = (asJson(profile?.json).meters as Json[] | undefined) ?? [];
    learn('meterId', text(meters[0]?.meterId));
    const usage = parametersFor(group, 'usage calls', ['memberNumber', 'accountNumber', 'meterId']);
    if (usage) {
      const meterId = usage.meterId!;
      const parameters = { memberNumber: usage.memberNumber!, accountNumber: usage.accountNumber! };
      const usageCall = (operationId: string, query: Record<string, string>) =>
        check(group, operationId, { parameters, bearer: token, query: { meterId, ...query } });
      await usageCall('getMonthlyUsage', { unit: 'usage' });
      await usageCall('getDailyUsage', {
        fromDate: valueOf('fromDate') ?? isoDate(daysBefore(now, 14)),
        toDate: valueOf('toDate') ?? isoDate(daysBefore(now, 1)),
        unit: 'usage',
      });
      await usageCall('getBillingPeriod', {});
    }

    await refusals(token);
    await changes(token);
    await cors(token);

    // Signing out ends the token: a call with it afterwards is refused like any other.
    await check('sign-out', 'logout', { bearer: token, body: {} });
    const memberNumber = valueOf('memberNumber');
    if (memberNumber) {
      await check(
        'sign-out',
        'getAccountDetails',
        { parameters: { memberNumber }, bearer: token },
        { expect: [401], name: '401 after signing out: getAccountDetails' },
      );
    }
  }

  /**
   * The pages of the member's accounts (docs/api.md, "Account details"): a page of one counts every
   * account, the walk's account is found by its number and by a search for it, and a page over the
   * limit is refused.
   */
  async function accountPages(token: string, unpagedTotal: unknown, unpagedCount: number) {
    const group = 'account pages';
    const memberNumber = valueOf('memberNumber')!;
    const accountNumber = valueOf('accountNumber');
    const request = (query: Record<string, string>) => ({
      parameters: { memberNumber },
      bearer: token,
      query,
    });
    const pageOf = (answer: CallAnswer) => {
      const json = asJson(answer.json);
      const accounts = (json.accounts as Json[] | undefined) ?? [];
      return { numbers: accounts.map((entry) => text(entry.accountNumber)), totalRecords: json.totalRecords };
    };
    const failure = (field: string, problem: string, value: unknown): Failure => ({
      part: 'answer 200',
      field,
      problem,
      value,
    });
    // Every account came when no limit was asked for: what the pages must count.
    const everyAccount = typeof unpagedTotal === 'number' ? unpagedTotal : unpagedCount;
    await check(group, 'getAccountDetails', request({ limit: '1' }), {
      name: 'getAccountDetails: a page of one (limit=1) counts every account',
      more: (answer) => {
        const found = pageOf(answer);
        return [
          ...(found.numbers.length > 1
            ? [failure('/accounts', 'a page of limit=1 holds more than one account', found.numbers.length)]
            : []),
          ...(found.totalRecords !== everyAccount
            ? [
                failure(
                  '/totalRecords',
                  `must count every account (${everyAccount}), not the page`,
                  found.totalRecords,
                ),
              ]
            : []),
        ];
      },
    });
    if (!accountNumber) {
      results.push(skipped(group, 'getAccountDetails by account number', 'the member has no account'));
      return;
    }
    await check(group, 'getAccountDetails', request({ accountNumber }), {
      name: 'getAccountDetails: one account by its number (accountNumber=…)',
      more: (answer) => {
        const found = pageOf(answer);
        return found.numbers.length === 1 && found.numbers[0] === accountNumber && found.totalRecords === 1
          ? []
          : [failure('/accounts', `must be ${accountNumber} alone, and totalRecords 1`, found.numbers)];
      },
    });
    await check(group, 'getAccountDetails', request({ search: accountNumber }), {
      name: 'getAccountDetails: a search for an account number finds it (search=…)',
      more: (answer) =>
        pageOf(answer).numbers.includes(accountNumber)
          ? []
          : [failure('/accounts', `must hold ${accountNumber}`, pageOf(answer).numbers)],
    });
    await check(group, 'getAccountDetails', request({ limit: '101' }), {
      expect: [400],
      name: '400 for a page over 100 accounts (limit=101): getAccountDetails',
    });
  }

  /** What the back office must refuse: no token, a wrong token, another member's account. */
  async function refusals(token: string) {
    const group = 'authorization';
    const memberNumber = valueOf('memberNumber')!;
    const accountNumber = valueOf('accountNumber');
    await check(
      group,
      'getAccountDetails',
      { parameters: { memberNumber }, bearer: null },
      { expect: [401], name: '401 without a token: getAccountDetails' },
    );
    await check(
      group,
      'getAccountDetails',
      { parameters: { memberNumber }, bearer: `not-a-token-${runMark()}` },
      { expect: [401], name: '401 with a wrong token: getAccountDetails' },
    );
    if (accountNumber) {
      await check(
        group,
        'getAccountInfo',
        { parameters: { memberNumber, accountNumber }, bearer: null },
        { expect: [401], name: '401 without a token: getAccountInfo' },
      );
    }
    if (!settings.otherAccount) {
      results.push(skipped(group, '404 for another member’s account', 'no --other-account given'));
      return;
    }
    for (const operationId of ['getAccountInfo', 'getBillingHistory', 'getPaymentHistory']) {
      await check(
        group,
        operationId,
        { parameters: { memberNumber, accountNumber: settings.otherAccount }, bearer: token },
        {
          expect: [404],
          name: `404 for another member’s account: ${operationId}`,
          more: (answer) =>
            answer.status >= 200 && answer.status < 300
              ? [
                  {
                    part: 'path',
                    field: 'accountNumber',
                    problem: 'another member’s account was answered',
                    value: settings.otherAccount,
                  },
                ]
              : [],
        },
      );
    }
  }

  /** A change made twice under one key is made once (a contact added, then taken away again). */
  async function changes(token: string) {
    const group = 'idempotency';
    if (!settings.allowChanges) {
      results.push(
        skipped(group, 'addContact', 'changes records: only with --allow-changes, against a test tenant'),
      );
      return;
    }
    const memberNumber = valueOf('memberNumber')!;
    const address = `contract-check-${runMark()}@example.com`;
    const added = await sameAnswerTwice(
      group,
      'addContact',
      {
        parameters: { memberNumber },
        bearer: token,
        body: { kind: 'email', value: address },
        idempotencyKey: crypto.randomUUID(),
      },
      'a contact added twice under one key',
    );
    await check(
      group,
      'getContacts',
      { parameters: { memberNumber }, bearer: token },
      {
        name: 'getContacts: the contact added twice under one key is there once',
        more: (answer) => {
          const contacts = (asJson(answer.json).contacts as Json[] | undefined) ?? [];
          const count = contacts.filter((contact) => contact.value === address).length;
          return count === 1
            ? []
            : [
                {
                  part: `answer ${answer.status}`,
                  field: '/contacts',
                  problem: `the contact is listed ${count} times, not once`,
                  value: address,
                },
              ];
        },
      },
    );
    const contactId = text(asJson(added?.json).contactId);
    if (contactId) {
      await check(
        group,
        'removeContact',
        { parameters: { memberNumber, contactId }, bearer: token },
        { name: 'removeContact: the check’s contact taken away' },
      );
    }
  }

  /** The site may call the back office from a browser: the preflight and the call itself. */
  async function cors(token: string) {
    const group = 'cors';
    const origin = settings.siteOrigin;
    if (!origin) {
      results.push(skipped(group, 'getAccountDetails', 'no --site-origin given'));
      return;
    }
    const parameters = { memberNumber: valueOf('memberNumber')! };
    try {
      const preflight = await caller.preflight('getAccountDetails', parameters, origin);
      const failures = [
        ...allowsOrigin(preflight.headers, origin),
        ...listsAll(preflight.headers, 'Access-Control-Allow-Headers', [
          'ApplicationId',
          'Authorization',
          'Content-Type',
          'Idempotency-Key',
        ]),
        ...listsAll(preflight.headers, 'Access-Control-Allow-Methods', ['GET', 'POST', 'PUT', 'DELETE']),
      ];
      if (preflight.status < 200 || preflight.status >= 300) {
        failures.unshift({
          part: 'status',
          field: '(root)',
          problem: 'a preflight must succeed (2xx)',
          value: preflight.status,
        });
      }
      results.push({
        group,
        name: `preflight from ${origin}`,
        request: preflight.request,
        status: preflight.status,
        outcome: failures.length === 0 ? 'pass' : 'fail',
        failures,
      });
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      results.push({
        group,
        name: `preflight from ${origin}`,
        outcome: 'fail',
        failures: [{ part: 'network', field: '(root)', problem: error.message }],
      });
    }
    await check(
      group,
      'getAccountDetails',
      { parameters, bearer: token, headers: { Origin: origin } },
      { name: `getAccountDetails from ${origin}`, more: (answer) => allowsOrigin(answer.headers, origin) },
    );
  }
}

/** A status the check did not expect, with the back office's message if it gave one. */
function statusFailures(answer: CallAnswer, expected: Expected): Failure[] {
  const ok =
    expected === 'success' ? answer.status >= 200 && answer.status < 300 : expected.includes(answer.status);
  if (ok) return [];
  // An error's own words help the integrator; a success's body would only bury the status.
  const message = answer.status >= 400 ? (asJson(answer.json).message ?? answer.json) : undefined;
  return [
    {
      part: 'status',
      field: '(root)',
      problem: expected === 'success' ? 'expected a success (2xx)' : `expected ${expected.join(' or ')}`,
      value: message === undefined ? answer.status : `${answer.status} ${JSON.stringify(message)}`,
    },
  ];
}

function allowsOrigin(headers: Headers, origin: string): Failure[] {
  const allowed = headers.get('Access-Control-Allow-Origin');
  return allowed === '*' || allowed === origin
    ? []
    : [
        {
          part: 'header Access-Control-Allow-Origin',
          field: '(root)',
          problem: `must allow ${origin}`,
          value: allowed,
        },
      ];
}

function listsAll(headers: Headers, name: string, wanted: readonly string[]): Failure[] {
  const listed = (headers.get(name) ?? '').split(',').map((entry) => entry.trim().toLowerCase());
  if (listed.includes('*')) return [];
  const missing = wanted.filter((entry) => !listed.includes(entry.toLowerCase()));
  return missing.length === 0
    ? []
    : [
        {
          part: `header ${name}`,
          field: '(root)',
          problem: `must list ${missing.join(', ')}`,
          value: headers.get(name),
        },
      ];
}

/** The JSON pointers where two answers differ (leaves only). */
function differences(first: unknown, second: unknown, pointer = ''): string[] {
  if (isDeepStrictEqual(first, second)) return [];
  if (first === null || second === null || typeof first !== 'object' || typeof second !== 'object') {
    return [pointer || '(root)'];
  }
  const keys = new Set([...Object.keys(first), ...Object.keys(second)]);
  return [...keys].flatMap((key) =>
    differences(
      (first as Json)[key],
      (second as Json)[key],
      `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    ),
  );
}

function valueAtPointer(document: unknown, pointer: string): unknown {
  if (pointer === '(root)') return document;
  let target = document;
  for (const key of pointer.split('/').slice(1)) {
    target = asJson(target)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return target;
}
