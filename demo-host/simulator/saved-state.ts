import { fromIsoDate, toIsoDate } from './dates.ts';
import type { SimulatorService } from './service.ts';
import { simulatorServices } from './services.ts';
import type { ServiceName, SimulatorState } from './state.ts';

// A saved state read back as the current services' state, one slice at a time: a slice saved at its
// service's version is kept; any other is migrated when its service can, else seeded again alone.

export interface RestoredState {
  state: SimulatorState;
  /** The services whose saved slice was of another version, or missing, and was migrated. */
  migrated: ServiceName[];
  /** The services whose slice was seeded again: missing, or of another version it could not migrate from. */
  reseeded: ServiceName[];
}

/**
 * The state a saved one (parsed JSON) stands for today, or undefined when it is not a simulator state
 * of this layout (no `versions`, or no `seededOn` day). A slice seeded again is seeded for the saved
 * state's day, so its dates agree with the rest.
 */
export function restoreState(saved: unknown, now: Date): RestoredState | undefined {
  if (!isSavedState(saved)) return undefined;
  const restored = restoreSlices(saved, simulatorServices, seedDayOf(saved.seededOn, now));
  return {
    state: { seededOn: saved.seededOn, versions: restored.versions, ...restored.slices } as SimulatorState,
    migrated: restored.migrated as ServiceName[],
    reseeded: restored.reseeded as ServiceName[],
  };
}

export interface SavedState {
  seededOn: string;
  versions: Record<string, unknown>;
  [slice: string]: unknown;
}

/** Each service's slice of `saved`: kept, migrated or seeded again for `seedDay`. */
export function restoreSlices(
  saved: SavedState,
  services: readonly SimulatorService<string, unknown>[],
  seedDay: Date,
) {
  const slices: Record<string, unknown> = {};
  const versions: Record<string, number> = {};
  const migrated: string[] = [];
  const reseeded: string[] = [];
  for (const service of services) {
    const slice = Object.hasOwn(saved, service.name) ? saved[service.name] : undefined;
    const savedVersion = Object.hasOwn(saved.versions, service.name)
      ? saved.versions[service.name]
      : undefined;
    const version = typeof savedVersion === 'number' ? savedVersion : undefined;
    versions[service.name] = service.version;
    if (slice !== undefined && version === service.version) {
      slices[service.name] = slice;
      continue;
    }
    const migratedSlice = service.migrate?.({ slice, version, state: saved });
    if (migratedSlice !== undefined) {
      slices[service.name] = migratedSlice;
      migrated.push(service.name);
    } else {
      slices[service.name] = service.seed(seedDay);
      reseeded.push(service.name);
    }
  }
  return { slices, versions, migrated, reseeded };
}

function isSavedState(saved: unknown): saved is SavedState {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return false;
  const { seededOn, versions } = saved as Record<string, unknown>;
  return (
    typeof seededOn === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(seededOn) &&
    typeof versions === 'object' &&
    versions !== null &&
    !Array.isArray(versions)
  );
}

/** The saved state's day at the current time of day: what a slice seeded again counts its dates from. */
function seedDayOf(seededOn: string, now: Date): Date {
  if (seededOn === toIsoDate(now)) return now;
  const day = fromIsoDate(seededOn);
  day.setHours(now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds());
  return day;
}
