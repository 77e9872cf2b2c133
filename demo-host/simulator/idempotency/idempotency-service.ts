import type { SimulatorService } from '../service.ts';

export interface IdempotencyState {
  /** The changes carried out under an idempotency key, oldest first, until they expire. */
  records: IdempotencyRecord[];
}

export interface IdempotencyRecord {
  applicationId: string;
  key: string;
  /** What a repeat must match to be the same request. */
  request: IdempotentRequest;
  /** The first request's answer, given again to every repeat. */
  response: { status: number; headers: Record<string, string>; body: string };
  /** ISO timestamps. */
  recordedAt: string;
  expiresAt: string;
}

export interface IdempotentRequest {
  method: string;
  /** The path with its query. */
  target: string;
  /** The body; a JSON body with its objects' members in order, so their order does not matter. */
  body: string;
}

/**
 * Idempotency keys (docs/api.md, "Idempotency keys"): the first answer of every change sent with an
 * `Idempotency-Key`, so that a repeat is answered without being carried out again. The middleware that
 * applies them to every call is `idempotentChanges` (idempotency.ts).
 */
export const idempotencyService: SimulatorService<'idempotency', IdempotencyState> = {
  name: 'idempotency',
  version: 1,
  seed: () => ({ records: [] }),
};
