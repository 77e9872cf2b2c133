import { type Infer, string, type } from 'superstruct';

/** The answer to a service application (docs/api.md, "Service applications service"). */
export const ServiceApplicationResultSchema = type({
  confirmationNumber: string(),
  /** The back office's own words. */
  message: string(),
});
export type ServiceApplicationResult = Infer<typeof ServiceApplicationResultSchema>;
