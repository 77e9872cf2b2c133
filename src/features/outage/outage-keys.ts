import { accountArea } from '../../state/query-keys.ts';

/** The Outage area's keys under the account: its status, its report form and its location's history. */
export const outageKeys = accountArea('outage');
