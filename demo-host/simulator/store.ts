import type { SimulatorState } from './state.ts';

/** What every route shares: the current state (replaced wholesale on reset) and the clock. */
export interface SimulatorStore {
  state: SimulatorState;
  now: () => Date;
}

/** Hono environment of the API routes: the site named by the ApplicationId header. */
export interface ApiEnv {
  Variables: { applicationId: string };
}
