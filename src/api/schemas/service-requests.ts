import { array, boolean, type Infer, object, string, type } from 'superstruct';
import type { ServiceRequest } from '../../domain/service-requests/types.ts';

// The service request calls (spec 03 §3, §7; docs/api.md "Service Requests service").

/** GET /v2/applicationforservice/serviceordertypes/{accountNumber}: what the member may request. */
export const ServiceOrderTypesSchema = array(type({ workTypeID: string(), description: string() }));

/** GET /v2/applicationforservice/getserviceorders/{accountNumber}: the account's past requests. */
export const ServiceOrdersSchema = array(
  type({ description: string(), creation: string(), soNumber: string(), reviewed: boolean() }),
);

/** POST /v2/applicationforservice/processserviceorder: the message the member is shown. */
export const ProcessServiceOrderSchema = type({ message: string() });
export type ProcessServiceOrderResult = Infer<typeof ProcessServiceOrderSchema>;

/** POST /v2/applicationforservice/processserviceorder: the service request payload (spec 03 §3). */
export const ServiceRequestSchema = object({
  accountNumber: string(),
  workType: string(),
  comments: string(),
  phone: string(),
});

// The request the form builds must be what the body schema describes.
const sendsTheRequest = (request: ServiceRequest): Infer<typeof ServiceRequestSchema> => request;
void sendsTheRequest;
