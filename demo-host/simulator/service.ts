import type { Hono } from 'hono';
import type { ApiEnv, SimulatorStore } from './store.ts';

/** What a service's routes get: the shared state and clock, and where the deployment puts things. */
export interface ServiceContext {
  store: SimulatorStore;
  /** Origins the hosted payment page may send the browser back to, besides its own. */
  returnOrigins: readonly string[];
  /** The cooperative's site when the back office lives apart from it; '' when they share an origin. */
  siteOrigin: string;
}

/** Where a service's routes are mounted. */
export interface ServiceRoutes {
  /** Back-office calls under /api, after the ApplicationId check, by path prefix ('/v3/portal'). */
  api?: Record<string, Hono<ApiEnv>>;
  /** Test and demo controls under /api/__simulator: no ApplicationId, not part of the contract. */
  controls?: Hono;
  /** What the browser reaches by navigation, at the origin root: callbacks and pages. */
  pages?: Hono;
}

/**
 * What a service mounts, made for each simulator from its context. A service's routes module exports
 * it and the registry (services.ts) pairs it with the service: the routes import the service's slice
 * and functions, so the service never imports its routes.
 */
export type ServiceMounts = (context: ServiceContext) => ServiceRoutes;

/** A saved slice as the demo server read it back, for a service's migration. */
export interface SavedSlice {
  /** The saved slice; undefined when the saved state had none. */
  slice: unknown;
  /** Its version; undefined when the saved state had none. */
  version: number | undefined;
  /** The whole saved state, for data a newer version takes from another service's slice. */
  state: Readonly<Record<string, unknown>>;
}

/**
 * One service of the simulated back office: its own slice of the state (plain JSON, with its own
 * version), its seed (docs/demo-data.md) and its routes. Every service is listed once, in
 * `simulatorServices` (services.ts); the state's type follows from that list.
 */
export interface SimulatorService<Name extends string, Slice> {
  /** The slice's key in the state. */
  readonly name: Name;
  /** Raised when a saved slice of the previous shape can no longer be read as this one. */
  readonly version: number;
  /** The slice as the seed has it, its dates relative to `today`. */
  seed(today: Date): Slice;
  /**
   * A saved slice of another version (or a missing one) read as this version; undefined when it cannot
   * be, and the slice is seeded again. Without a migration, such a slice is always seeded again.
   */
  migrate?(saved: SavedSlice): Slice | undefined;
  /** Set by the registry (services.ts) from the service's routes module. */
  routes?: ServiceMounts;
}
