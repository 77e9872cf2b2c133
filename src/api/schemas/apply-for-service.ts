import { enums, type Infer, literal, object, string, type } from 'superstruct';
import { REQUEST_TYPES, type ServiceApplicationRequest } from '../../domain/apply-for-service/application.ts';
import { anyOf } from './contract.ts';

/** The answer to a service application (docs/api.md, "Application For Service service"). */
export const ServiceApplicationResultSchema = type({
  confirmationNumber: string(),
  /** The back office's own words. */
  message: string(),
});
export type ServiceApplicationResult = Infer<typeof ServiceApplicationResultSchema>;

/**
 * POST /v3/service-applications: a start, stop or move request. `previousAddress` is '' but for a move;
 * `phone` and `zip` are digits only; identity is the SSN's last 4 digits or the accepted deposit notice.
 */
export const ServiceApplicationRequestSchema = object({
  requestType: enums(REQUEST_TYPES),
  accountType: string(),
  firstName: string(),
  lastName: string(),
  serviceAddress: object({
    address1: string(),
    address2: string(),
    city: string(),
    state: string(),
    zip: string(),
  }),
  previousAddress: string(),
  requestedDate: string(),
  phone: string(),
  email: string(),
  identity: anyOf([
    object({ method: literal('ssn'), ssnLast4: string() }),
    object({ method: literal('deposit'), depositAcknowledged: literal(true) }),
  ]),
  comments: string(),
});

// The application the form builds must be what the body schema describes.
const sendsTheApplication = (
  request: ServiceApplicationRequest,
): Infer<typeof ServiceApplicationRequestSchema> => request;
void sendsTheApplication;
