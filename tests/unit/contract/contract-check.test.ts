import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../../build/openapi/contract-document.ts';
import type { CheckResult } from '../../../contract/check/results.ts';
import { readSettings, SettingsError } from '../../../contract/check/settings.ts';
import { runContractCheck } from '../../../contract/check/walk.ts';
import { junitReport, textReport } from '../../../contract/check/report.ts';
import { createSimulator } from '../../../demo-host/simulator/simulator.ts';
import { demoCheckArguments } from './demo-check-arguments.ts';

/**
 * `coop-contract-check` against the reference back office (every check passes) and against back offices
 * that each break the contract one way (each must fail, naming the call and the field).
 */

const apiBase = 'http://backoffice.test/api';
const everything = [...demoCheckArguments(apiBase), '--allow-changes', '--allow-money'];

type Fetch = (request: Request) => Promise<Response>;

/** A back office in front of the simulator that rewrites what `breakIt` chooses. */
function backOffice(
  breakIt?: (request: Request, answer: (request: Request) => Promise<Response>) => Promise<Response>,
) {
  const simulator = createSimulator();
  const serve: Fetch = async (request) => simulator.fetch(request);
  return ((input: string, init?: RequestInit) => {
    const request = new Request(input, init);
    return breakIt ? breakIt(request, serve) : serve(request);
  }) as typeof fetch;
}

/** The answer's JSON body changed by `change`, everything else as it was. */
async function rewritten(
  answer: Response,
  change: (body: Record<string, unknown>) => unknown,
): Promise<Response> {
  const body = change((await answer.json()) as Record<string, unknown>);
  return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
}

async function check(
  backOfficeFetch: typeof fetch,
  argv: readonly string[] = everything,
): Promise<CheckResult[]> {
  const settings = readSettings(argv);
  if (settings === 'help') throw new Error('not a check');
  return runContractCheck(settings, { document: contractDocument(), fetch: backOfficeFetch });
}

const failed = (results: readonly CheckResult[]) =>
  results
    .filter((result) => result.outcome === 'fail')
    .map((result) => ({ name: result.name, failures: result.failures }));

describe('coop-contract-check', () => {
  it('passes every check against the reference back office, changes and a payment included', async () => {
    const results = await check(backOffice());
    expect(failed(results)).toEqual([]);
    expect(results.filter((result) => result.outcome === 'skip')).toEqual([]);
    expect(results.length).toBeGreaterThan(60);
    // The walk makes the calls of each kind a back office must get right.
    expect(results.map((result) => result.name)).toEqual(
      expect.arrayContaining([
        'login',
        'getAccountDetails',
        'getAccountDetails: a page of one (limit=1) counts every account',
        'getAccountDetails: one account by its number (accountNumber=…)',
        'getAccountDetails: a search for an account number finds it (search=…)',
        '400 for a page over 100 accounts (limit=101): getAccountDetails',
        'getDailyUsage',
        '401 without a token: getAccountDetails',
        '404 for another member’s account: getAccountInfo',
        'addContact: a contact added twice under one key (again, same key and body)',
        'initiatePayment: a payment started twice under one key (again, same key and body)',
        'preflight from https://www.riverbend.example',
        '401 after signing out: getAccountDetails',
      ]),
    );
  });

  it('is read-only unless told: the changes and the payment are skipped, saying how to allow them', async () => {
    const sent: string[] = [];
    const results = await check(
      backOffice(async (request, serve) => {
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        return serve(request);
      }),
      everything.filter((argument) => !argument.startsWith('--allow-')),
    );
    expect(failed(results)).toEqual([]);
    expect(results.filter((result) => result.outcome === 'skip').map((result) => result.reason)).toEqual([
      'starts a payment: only with --allow-money, against a payment sandbox',
      'changes records: only with --allow-changes, against a test tenant',
    ]);
    // The only POSTs are the sign-in, the Quick Pay lookup and the sign-out.
    expect([
      ...new Set(sent.filter((call) => !call.startsWith('GET') && !call.startsWith('OPTIONS'))),
    ]).toEqual([
      'POST /api/v3/auth/login',
      'POST /api/v3/quick-pay/verify/account/phone',
      'POST /api/v3/auth/logout',
    ]);
  });

  it('fails a renamed field: the call and the field the document requires', async () => {
    const results = await check(
      backOffice(async (request, serve) => {
        const answer = await serve(request);
        if (
          !new URL(request.url).pathname.endsWith('/members/1001/accounts/details') ||
          answer.status !== 200
        ) {
          return answer;
        }
        return rewritten(answer, (body) => ({
          ...body,
          accounts: (body.accounts as Array<Record<string, unknown>>).map(({ accountNumber, ...rest }) => ({
            ...rest,
            accountNo: accountNumber,
          })),
        }));
      }),
    );
    expect(failed(results)[0]).toEqual({
      name: 'getAccountDetails',
      failures: expect.arrayContaining([
        {
          part: 'answer 200',
          field: '/accounts/0/accountNumber',
          problem: 'missing (the document requires it)',
        },
      ]),
    });
  });

  it('fails pages that do not keep the paging rules: the page, its count and the lookups', async () => {
    // A back office that ignores the query: every account on every page, counted as the page.
    const results = await check(
      backOffice(async (request, serve) => {
        const url = new URL(request.url);
        if (request.method !== 'GET' || !url.pathname.endsWith('/accounts/details')) return serve(request);
        url.search = '';
        const answer = await serve(new Request(url, request));
        return rewritten(answer, (body) => ({
          ...body,
          totalRecords: request.url.includes('limit=1') ? 1 : body.totalRecords,
        }));
      }),
    );
    expect(failed(results)).toEqual([
      {
        name: 'getAccountDetails: a page of one (limit=1) counts every account',
        failures: [
          {
            part: 'answer 200',
            field: '/accounts',
            problem: 'a page of limit=1 holds more than one account',
            value: 6,
          },
          {
            part: 'answer 200',
            field: '/totalRecords',
            problem: 'must count every account (6), not the page',
            value: 1,
          },
        ],
      },
      {
        name: 'getAccountDetails: one account by its number (accountNumber=…)',
        failures: [
          {
            part: 'answer 200',
            field: '/accounts',
            problem: 'must be 300100200 alone, and totalRecords 1',
            value: ['300100200', '300100201', '300100202', '300100203', '300100204', '300100205'],
          },
        ],
      },
      {
        name: '400 for a page over 100 accounts (limit=101): getAccountDetails',
        failures: [{ part: 'status', field: '(root)', problem: 'expected 400', value: 200 }],
      },
    ]);
  });

  it('fails a changed type, with the value found', async () => {
    const results = await check(
      backOffice(async (request, serve) => {
        const answer = await serve(request);
        if (!new URL(request.url).pathname.endsWith('/accounts/details') || answer.status !== 200) {
          return answer;
        }
        return rewritten(answer, (body) => ({
          ...body,
          accounts: (body.accounts as Array<Record<string, unknown>>).map((account) => ({
            ...account,
            accountBalance: String(account.accountBalance),
          })),
        }));
      }),
    );
    const balanceOfTheFirst = {
      part: 'answer 200',
      field: '/accounts/0/accountBalance',
      problem: 'must be number',
      value: '128.45',
    };
    // Every answer of the call with an account in it: the list, its pages and lookups, the CORS call.
    expect(failed(results)).toEqual(
      [
        'getAccountDetails',
        'getAccountDetails: a page of one (limit=1) counts every account',
        'getAccountDetails: one account by its number (accountNumber=…)',
        'getAccountDetails: a search for an account number finds it (search=…)',
        'getAccountDetails from https://www.riverbend.example',
      ].map((name) => ({ name, failures: expect.arrayContaining([balanceOfTheFirst]) })),
    );
  });

  it('fails a reshaped error body: a 401 without the catalogue’s message', async () => {
    const results = await check(
      backOffice(async (request, serve) => {
        const answer = await serve(request);
        return answer.status === 401 ? rewritten(answer, (body) => ({ error: body.message })) : answer;
      }),
    );
    const unauthorized = failed(results).filter((result) => result.name.startsWith('401'));
    expect(unauthorized.map((result) => result.name)).toEqual([
      '401 without a token: getAccountDetails',
      '401 with a wrong token: getAccountDetails',
      '401 without a token: getAccountInfo',
      '401 after signing out: getAccountDetails',
    ]);
    expect(unauthorized[0]!.failures).toEqual(
      expect.arrayContaining([
        { part: 'answer 401', field: '/message', problem: 'missing (the document requires it)' },
      ]),
    );
  });

  it('fails a back office that ignores the idempotency key: the second answer is not the first', async () => {
    const results = await check(
      backOffice(async (request, serve) => {
        const headers = new Headers(request.headers);
        headers.delete('Idempotency-Key');
        return serve(new Request(request, { headers }));
      }),
    );
    const failures = failed(results);
    expect(failures.map((result) => result.name)).toEqual([
      'initiatePayment: a payment started twice under one key (again, same key and body)',
      'addContact: a contact added twice under one key (again, same key and body)',
    ]);
    expect(failures[0]!.failures).toEqual([
      expect.objectContaining({
        part: 'answer 200',
        field: '/paymentRequisitionSettings/transNo',
        problem: 'differs from the first answer under the same key',
      }),
      expect.objectContaining({ field: '/paymentRequisitionSettings/securityToken' }),
    ]);
    // The reference back office refuses the same address twice: the repeat is a new request to it.
    expect(failures[1]!.failures).toEqual([
      {
        part: 'status',
        field: '(root)',
        problem: 'expected 201',
        value: '400 [{"field":"value","message":"This contact is already on your list."}]',
      },
    ]);
  });

  it('fails a back office that answers another member’s account', async () => {
    const results = await check(
      backOffice(async (request, serve) => {
        const url = new URL(request.url);
        if (!url.pathname.includes('/accounts/300200300/')) return serve(request);
        // Answered from the signed-in member's own account: as a back office that never checks the owner.
        url.pathname = url.pathname.replace('/accounts/300200300/', '/accounts/300100200/');
        return serve(new Request(url, request));
      }),
    );
    expect(failed(results).map((result) => result.name)).toEqual([
      '404 for another member’s account: getAccountInfo',
      '404 for another member’s account: getBillingHistory',
      '404 for another member’s account: getPaymentHistory',
    ]);
    expect(failed(results)[0]!.failures).toEqual([
      { part: 'status', field: '(root)', problem: 'expected 404', value: 200 },
      {
        part: 'path',
        field: 'accountNumber',
        problem: 'another member’s account was answered',
        value: '300200300',
      },
    ]);
  });

  it('fails CORS that does not allow the site', async () => {
    const results = await check(
      backOffice(async (request, serve) => {
        const answer = await serve(request);
        const headers = new Headers(answer.headers);
        headers.delete('Access-Control-Allow-Origin');
        return new Response(answer.body, { status: answer.status, headers });
      }),
    );
    expect(failed(results).map((result) => result.name)).toEqual([
      'preflight from https://www.riverbend.example',
      'getAccountDetails from https://www.riverbend.example',
    ]);
  });

  it('reports each call as text and JUnit XML, failures with their field and value', async () => {
    const results: CheckResult[] = [
      {
        group: 'member',
        name: 'getAccountDetails',
        request: 'GET /v3/members/1001/accounts/details',
        status: 200,
        outcome: 'pass',
        failures: [],
      },
      {
        group: 'member',
        name: 'getAccountDetails: a page of one',
        request: 'GET /v3/members/1001/accounts/details?limit=1',
        status: 200,
        outcome: 'fail',
        failures: [
          {
            part: 'answer 200',
            field: '/accounts/0/accountBalance',
            problem: 'must be number',
            value: '128.45',
          },
        ],
      },
      {
        group: 'cors',
        name: 'getAccountDetails',
        outcome: 'skip',
        failures: [],
        reason: 'no --site-origin given',
      },
    ];
    const heading = {
      apiBase,
      applicationId: 'RIVERBEND-WEB',
      startedAt: new Date('2026-11-29T10:00:00Z'),
      durationMs: 1234,
    };
    expect(textReport(heading, results)).toBe(
      [
        'coop-contract-check: http://backoffice.test/api (ApplicationId RIVERBEND-WEB)',
        '',
        'member',
        '  pass  getAccountDetails  GET /v3/members/1001/accounts/details → 200',
        '  FAIL  getAccountDetails: a page of one  GET /v3/members/1001/accounts/details?limit=1 → 200',
        '          answer 200 /accounts/0/accountBalance: must be number (found "128.45")',
        '',
        'cors',
        '  skip  getAccountDetails  skipped: no --site-origin given',
        '',
        '1 passed, 1 failed, 1 skipped (1.2 s)',
        '',
      ].join('\n'),
    );
    const junit = junitReport(heading, results);
    expect(junit).toContain(
      '<testsuites name="coop-contract-check http://backoffice.test/api" tests="3" failures="1" skipped="1" time="1.234">',
    );
    expect(junit).toContain(
      '<failure message="answer 200 /accounts/0/accountBalance: must be number (found &quot;128.45&quot;)">',
    );
    expect(junit).toContain('<skipped message="no --site-origin given"/>');
  });

  it('reads its command line, and refuses one it cannot run with', () => {
    expect(readSettings(['--help'])).toBe('help');
    expect(
      readSettings([
        '--api-base',
        'https://bo.example.coop/api/',
        '--application-id',
        'X',
        '--param',
        'meterId=M-1',
      ]),
    ).toEqual({
      apiBase: 'https://bo.example.coop/api',
      applicationId: 'X',
      allowChanges: false,
      allowMoney: false,
      parameters: { meterId: 'M-1' },
      timeoutMs: 15_000,
    });
    expect(() => readSettings(['--application-id', 'X'])).toThrow(
      new SettingsError('--api-base is required.'),
    );
    expect(() => readSettings(['--api-base', 'ftp://x', '--application-id', 'X'])).toThrow(
      '--api-base must be an http or https address, got "ftp://x".',
    );
    expect(() =>
      readSettings(['--api-base', 'https://x', '--application-id', 'X', '--member', 'nopassword']),
    ).toThrow('--member takes two values joined by ":", got "nopassword".');
  });
});
