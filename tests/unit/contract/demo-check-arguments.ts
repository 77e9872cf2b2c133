/**
 * The command line of `coop-contract-check` that checks the demo's back office as fully as a read-only
 * run can: the demo member, another member's account, a Quick Pay account and the site's origin
 * (docs/demo-data.md).
 */
export function demoCheckArguments(apiBase: string): string[] {
  return [
    '--api-base',
    apiBase,
    '--application-id',
    'RIVERBEND-WEB',
    '--member',
    'jordan.rivera:Sunrise#2026',
    '--other-account',
    '300200300',
    '--quick-pay',
    '300100200:4821',
    '--site-origin',
    'https://www.riverbend.example',
  ];
}
