import { accountArea } from '../../state/query-keys.ts';

/** The Service Requests area's keys under the account: its service types and its history. */
export const serviceRequestsKeys = accountArea('service-requests');
