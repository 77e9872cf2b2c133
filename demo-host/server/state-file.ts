import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { restoreState } from '../simulator/saved-state.ts';
import type { SimulatorState } from '../simulator/simulator.ts';
import { demoHostDirectory } from './directories.ts';

export const defaultDataFile = path.join(demoHostDirectory, '.data', 'state.json');

/**
 * The saved state, each service's slice kept when saved at its service's version, else migrated or
 * seeded again alone (saved-state.ts); undefined when there is none or it is not a simulator state.
 */
export function loadSavedState(dataFile: string, now: Date): SimulatorState | undefined {
  if (!existsSync(dataFile)) return undefined;
  try {
    const restored = restoreState(JSON.parse(readFileSync(dataFile, 'utf8')), now);
    if (!restored) {
      console.warn(`${dataFile} is not a simulator state of this layout: starting from the seed.`);
      return undefined;
    }
    for (const service of restored.migrated) {
      console.warn(
        `${dataFile}: the saved ${service} state was of another version, or missing, and was migrated.`,
      );
    }
    for (const service of restored.reseeded) {
      console.warn(
        `${dataFile}: no saved ${service} state of this version: that service starts from the seed.`,
      );
    }
    return restored.state;
  } catch (error) {
    console.warn(`${dataFile} could not be read (${String(error)}): starting from the seed.`);
  }
  return undefined;
}

export function saveState(dataFile: string, state: SimulatorState): void {
  mkdirSync(path.dirname(dataFile), { recursive: true });
  // Write then rename, so a crash mid-write never leaves half a file to load on the next start.
  const temporaryFile = `${dataFile}.${process.pid}.tmp`;
  // Without indentation: the seed's thousands of accounts (a school district) make it megabytes, and it
  // is written after every change.
  writeFileSync(temporaryFile, JSON.stringify(state));
  renameSync(temporaryFile, dataFile);
}
