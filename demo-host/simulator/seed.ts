import { toIsoDate } from './dates.ts';
import { simulatorServices } from './services.ts';
import type { SimulatorState } from './state.ts';

/** The whole seed (docs/demo-data.md): every service's slice, with every date relative to `today`. */
export function createSeedState(today: Date): SimulatorState {
  return {
    seededOn: toIsoDate(today),
    versions: Object.fromEntries(simulatorServices.map((service) => [service.name, service.version])),
    ...Object.fromEntries(simulatorServices.map((service) => [service.name, service.seed(today)])),
  } as SimulatorState;
}
