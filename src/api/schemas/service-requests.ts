import { array, boolean, type Infer, string, type } from 'superstruct';

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
