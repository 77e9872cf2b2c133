import { catalogue, nameFrom } from '../language.ts';

/**
 * The account statuses the back office sends (derivedStatus and accountStatus; spec 02 §4 names the
 * past-due-or-cutoff ones), as the member reads them. Not in the spec: it shows the values; a Spanish
 * page says them in Spanish.
 */
export const accountStatusNames = catalogue(
  () =>
    ({
      current: 'Current',
      active: 'Active',
      inactive: 'Inactive',
      'past due': 'Past Due',
      'pending reconnect': 'Pending Reconnect',
      'pending disconnect': 'Pending Disconnect',
      disconnected: 'Disconnected',
      'final billed': 'Final Billed',
    }) as const,
  () => import('./es.ts'),
  'accountStatusNames',
);

/**
 * An account status in the page's language, matched whatever its case or spacing; a status the back
 * office adds later shows as sent.
 */
export function accountStatusName(status: string): string {
  return nameFrom(accountStatusNames, status.trim().replace(/\s+/g, ' ').toLowerCase(), status);
}
