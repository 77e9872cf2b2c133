import { createSeedState } from '../../demo-host/simulator/seed.ts';
import { createSimulator, type Simulator, type SimulatorState } from '../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../demo-host/simulator/sites.ts';
import { startFromFreshPage } from './fresh-page.ts';

/** The API base and application id every story's `<coop-config>` names. */
export const storyApiBase = '/api';
export const storyApplicationId = riverbendApplicationId;

/** A body of `POST /api/__simulator/faults` (docs/api.md, "Simulator controls"). */
export interface SimulatorFault {
  /** An HTTP method, or '*' for any. */
  method: string;
  /** A substring of the request path. */
  path: string;
  /** 'after': the call is handled (the change is made), then its answer is late, replaced or dropped. */
  when?: 'before' | 'after';
  status?: number;
  body?: unknown;
  /** Up to 60000. With no status, the call is only slow. */
  delayMs?: number;
  /** No answer at all: a network error. */
  drop?: boolean;
  times?: number;
}

/** A call that gets no HTTP answer at all, as when the network is down. */
export interface SimulatorNetworkFailure {
  method: string;
  path: string;
}

/** `parameters.simulator` of a story: how its back office differs from the seed. */
export interface SimulatorParameters {
  /** Edits a copy of the seed before the story's simulator starts (e.g. turns a feature off). */
  state?: (state: SimulatorState) => void;
  /** Fault rules armed before the story renders: errors, and delays for loading states. */
  faults?: SimulatorFault[];
  /** Calls answered with a network failure instead of a response. */
  networkFailures?: SimulatorNetworkFailure[];
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    simulator?: SimulatorParameters;
  }
}

const siteConfigurationPath = `${storyApiBase}/v3/portal/site-configuration`;

interface StorySimulator {
  readonly app: Simulator;
  readonly networkFailures: readonly SimulatorNetworkFailure[];
}

let current: StorySimulator | undefined;

/**
 * The site configuration this page has loaded: the elements load it once a page and keep it, so a
 * story that needs another one (or needs to watch it load or fail) starts from a fresh page.
 * 'pending' while a request is under way.
 */
let pageSiteConfiguration: string | undefined;

function matches(rule: { method: string; path: string }, method: string, path: string): boolean {
  return (rule.method === '*' || rule.method.toUpperCase() === method) && path.includes(rule.path);
}

function simulatorRequest(path: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  headers.set('ApplicationId', storyApplicationId);
  return new Request(new URL(path, window.location.origin), { ...init, headers });
}

/**
 * Starts a fresh simulator for the story about to render, so no state leaks from one story to the
 * next. Reloads the preview instead (and never resolves) when the page has already cached a site
 * configuration other than the one this story needs.
 */
export async function startStorySimulator(parameters: SimulatorParameters = {}): Promise<void> {
  const state = createSeedState(new Date());
  parameters.state?.(state);
  const app = createSimulator({ state });
  const faults = parameters.faults ?? [];
  const networkFailures = parameters.networkFailures ?? [];

  if (pageSiteConfiguration !== undefined) {
    const storySiteConfiguration = await (
      await app.fetch(simulatorRequest(`${siteConfigurationPath}?applicationId=${storyApplicationId}`))
    ).text();
    const disturbsSiteConfiguration = [...faults, ...networkFailures].some((rule) =>
      matches(rule, 'GET', siteConfigurationPath),
    );
    if (pageSiteConfiguration !== storySiteConfiguration || disturbsSiteConfiguration) {
      await startFromFreshPage();
    }
  }

  for (const fault of faults) {
    const response = await app.fetch(
      simulatorRequest(`${storyApiBase}/__simulator/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fault),
      }),
    );
    if (!response.ok) throw new Error(`Fault rule refused: ${await response.text()}`);
  }
  current = { app, networkFailures };
}

/** The running story's simulator, for loaders that arrange state through its API. */
export function storySimulator(): Simulator {
  if (!current) throw new Error('No story simulator: the preview loader starts one before each story.');
  return current.app;
}

/**
 * Answers a request of the page under the API base with the story's simulator (the Mock Service
 * Worker handler calls this). Anything else is left alone: undefined lets the request through.
 */
export async function forwardToStorySimulator(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${storyApiBase}/`)) return undefined;
  if (!current) return Response.json({ message: 'Internal server error' }, { status: 500 });

  if (current.networkFailures.some((rule) => matches(rule, request.method, url.pathname))) {
    return Response.error();
  }
  const isSiteConfiguration = url.pathname === siteConfigurationPath;
  if (isSiteConfiguration) pageSiteConfiguration = 'pending';
  const response = await current.app.fetch(request);
  if (isSiteConfiguration) {
    // A failed load is not kept by the elements; a successful one is, for the life of the page.
    pageSiteConfiguration = response.ok ? await response.clone().text() : undefined;
  }
  return response;
}
