/** A service order type (spec 03 §3): what the member may request for the account. */
export interface ServiceOrderType {
  readonly workTypeID: string;
  readonly description: string;
}

/** The service request payload (spec 03 §3): the phone as digits only. */
export interface ServiceRequest {
  readonly accountNumber: string;
  readonly workType: string;
  readonly comments: string;
  readonly phone: string;
}

/** A service order history row (spec 03 §3). */
export interface ServiceOrderRow {
  readonly description: string;
  /** When it was requested, an ISO date or date-time. */
  readonly creation: string;
  readonly soNumber: string;
  readonly reviewed: boolean;
}
