import { type Infer, string, type } from 'superstruct';

/** The account's Service Requests (docs/api.md, "Service Requests service"). */
export const ServiceRequestsSchema = type({
  accountNumber: string(),
  /** '' when the account has none. */
  note: string(),
});
export type ServiceRequests = Infer<typeof ServiceRequestsSchema>;
