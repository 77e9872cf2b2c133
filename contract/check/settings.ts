import { parseArgs } from 'node:util';

/** What one run of `coop-contract-check` checks, read from its command line. */
export interface CheckSettings {
  /** The back office's API base, as the elements' `api-base` (`https://backoffice.example.coop/api`). */
  readonly apiBase: string;
  readonly applicationId: string;
  /** A test member who signs in without MFA; without one, the member's calls are skipped. */
  readonly member?: { readonly userName: string; readonly password: string };
  /** The member's account to walk; the first the back office lists when absent. */
  readonly account?: string;
  /** An account of another member: every call for it must answer 404. */
  readonly otherAccount?: string;
  /** An account and its phone's last four digits, for Quick Pay. */
  readonly quickPay?: { readonly accountNumber: string; readonly phoneLastFour: string };
  /** The cooperative's site, for the CORS checks. */
  readonly siteOrigin?: string;
  /** The calls that change records run (against a test tenant) only with this. */
  readonly allowChanges: boolean;
  /** The calls that start a payment run (against a payment sandbox) only with this. */
  readonly allowMoney: boolean;
  /** Values for query and path parameters the walk cannot learn from the answers (`meterId`, …). */
  readonly parameters: Readonly<Record<string, string>>;
  /** Where to write the JSON report and the JUnit XML, if anywhere. */
  readonly jsonReport?: string;
  readonly junitReport?: string;
  /** How long one call may take. */
  readonly timeoutMs: number;
}

export const usage = `Usage: coop-contract-check --api-base URL --application-id ID [options]

Checks a back office against the elements' contract (the OpenAPI document in this package): the calls a
visitor and a signed-in member make, their answers, the error shapes, 401 and 404, and CORS.
Read-only unless told otherwise.

  --api-base URL            the back office's API base, as the elements' api-base
  --application-id ID       the site's ApplicationId
  --member USER:PASSWORD    a test member who signs in without MFA (the member's calls)
  --account NUMBER          the member's account to walk (default: the first listed)
  --other-account NUMBER    an account of another member: must answer 404
  --quick-pay ACCOUNT:LAST4 an account and its phone's last four digits (Quick Pay)
  --site-origin ORIGIN      the cooperative's site: checks CORS for it
  --param NAME=VALUE        a query or path value the walk cannot learn (repeatable)
  --allow-changes           also run the calls that change records (a test tenant only)
  --allow-money             also start a payment (a payment sandbox only)
  --json FILE               write the report as JSON
  --junit FILE              write the report as JUnit XML
  --timeout MS              how long one call may take (default 15000)
  --help                    this text

Exit status: 0 when every check passed, 1 when one failed, 2 when the command line is wrong.`;

/** A command line the check cannot run with. */
export class SettingsError extends Error {}

function pair(text: string, option: string, separator = ':'): [string, string] {
  const at = text.indexOf(separator);
  if (at <= 0 || at === text.length - 1) {
    throw new SettingsError(`${option} takes two values joined by "${separator}", got "${text}".`);
  }
  return [text.slice(0, at), text.slice(at + 1)];
}

function absoluteUrl(text: string, option: string): string {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return text.replace(/\/+$/, '');
  } catch {
    // Reported below.
  }
  throw new SettingsError(`${option} must be an http or https address, got "${text}".`);
}

/** The settings of a command line; `'help'` when it asks for the usage. */
export function readSettings(argv: readonly string[]): CheckSettings | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        'api-base': { type: 'string' },
        'application-id': { type: 'string' },
        member: { type: 'string' },
        account: { type: 'string' },
        'other-account': { type: 'string' },
        'quick-pay': { type: 'string' },
        'site-origin': { type: 'string' },
        param: { type: 'string', multiple: true },
        'allow-changes': { type: 'boolean' },
        'allow-money': { type: 'boolean' },
        json: { type: 'string' },
        junit: { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  const values = parsed.values;
  if (values.help) return 'help';
  if (!values['api-base']) throw new SettingsError('--api-base is required.');
  if (!values['application-id']) throw new SettingsError('--application-id is required.');
  const timeoutMs = values.timeout === undefined ? 15_000 : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new SettingsError(`--timeout takes a whole number of milliseconds, got "${values.timeout}".`);
  }
  const member = values.member === undefined ? undefined : pair(values.member, '--member');
  const quickPay = values['quick-pay'] === undefined ? undefined : pair(values['quick-pay'], '--quick-pay');
  return {
    apiBase: absoluteUrl(values['api-base'], '--api-base'),
    applicationId: values['application-id'],
    ...(member ? { member: { userName: member[0], password: member[1] } } : {}),
    ...(values.account ? { account: values.account } : {}),
    ...(values['other-account'] ? { otherAccount: values['other-account'] } : {}),
    ...(quickPay ? { quickPay: { accountNumber: quickPay[0], phoneLastFour: quickPay[1] } } : {}),
    ...(values['site-origin']
      ? { siteOrigin: new URL(absoluteUrl(values['site-origin'], '--site-origin')).origin }
      : {}),
    allowChanges: values['allow-changes'] === true,
    allowMoney: values['allow-money'] === true,
    parameters: Object.fromEntries((values.param ?? []).map((text) => pair(text, '--param', '='))),
    ...(values.json ? { jsonReport: values.json } : {}),
    ...(values.junit ? { junitReport: values.junit } : {}),
    timeoutMs,
  };
}
