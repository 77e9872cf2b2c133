import type { SimulatorService } from '../service.ts';

export interface AttemptLimitsState {
  /** Failed attempts by what they count against (an account, a client), kept until they expire. */
  counters: Record<string, AttemptCounter>;
}

export interface AttemptCounter {
  /** ISO timestamps of the failures still within the window, oldest first. */
  failures: string[];
  /** ISO timestamp until which every attempt is refused, or null. */
  lockedUntil: string | null;
}

/**
 * Attempt limits (docs/api.md, "Attempt limits"): the failed sign-ins and Quick Pay verifications
 * counted per account and per client, and the locks they set. In the state, so that a reset of the
 * simulator clears them; the sign-in and verify routes apply them (attempt-limits.ts).
 */
export const attemptLimitsService: SimulatorService<'attemptLimits', AttemptLimitsState> = {
  name: 'attemptLimits',
  version: 1,
  seed: () => ({ counters: {} }),
};
