import type { simulatorServices } from './services.ts';

type SimulatorServices = (typeof simulatorServices)[number];

export type ServiceName = SimulatorServices['name'];

/** Each service's slice of the state, under the service's name (`state.accounts`, `state.payments`). */
export type SimulatorSlices = {
  [Service in SimulatorServices as Service['name']]: ReturnType<Service['seed']>;
};

/**
 * The simulator's whole state. Plain JSON values only (no Date, Map or class), so the Node demo server
 * can write it to a file and read it back, and tests can clone it.
 */
export type SimulatorState = SimulatorSlices & {
  /** The local calendar day the seed was built for ('yyyy-mm-dd'): seeded dates are relative to it. */
  seededOn: string;
  /** Each slice's version: a saved slice of another version is migrated or seeded again on load. */
  versions: Record<ServiceName, number>;
};
