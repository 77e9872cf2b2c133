import { Hono } from 'hono';
import { corsHeaders, exposedResponseHeaders, type CorsPolicy } from './cors.ts';
import { faultMiddleware, type FaultRule } from './faults.ts';
import { idempotentChanges } from './idempotency/idempotency.ts';
import { findSite } from './portal/site-of.ts';
import { badRequest, internalServerError, messages, notFound } from './responses.ts';
import { createSeedState } from './seed.ts';
import type { ServiceContext } from './service.ts';
import { simulatorServices } from './services.ts';
import { simulatorControlRoutes } from './simulator-controls.ts';
import type { SimulatorState } from './state.ts';
import type { ApiEnv, SimulatorStore } from './store.ts';

export type { SimulatorState } from './state.ts';

export interface SimulatorOptions {
  /** A state to start from (a persisted one); the seed for today when absent. It is copied, not shared. */
  state?: SimulatorState;
  /** The clock: token expiry, payment dates and the seed's "today". */
  now?: () => Date;
  /** Called with the whole state after every request that may have changed it. */
  persist?: (state: SimulatorState) => void;
  /** Which site origins may call the API from a browser; any (`*`) when absent. */
  cors?: CorsPolicy;
  /**
   * Origins the hosted payment page may send the browser back to, besides its own: the cooperative's
   * site when the back office lives on another origin.
   */
  returnOrigins?: readonly string[];
  /** The cooperative's site, when the back office lives apart from it: the payment result pages are there. */
  siteOrigin?: string;
  /**
   * Shown every API exchange the simulator itself answers (not the controls, not a fault's answer): the
   * demo host's and the tests' check of the answers against the OpenAPI document.
   */
  observe?: ExchangeObserver;
}

/** Watches one API exchange: the request as it came (a copy) and the simulator's answer (a copy). */
export type ExchangeObserver = (request: Request, answer: Response) => void | Promise<void>;

let everySimulatorsObserver: ExchangeObserver | undefined;

/**
 * Sets the observer of every simulator made afterwards without one of its own: the unit tests' setup
 * checks every contract test's exchanges this way, without each test file wiring it.
 */
export function observeEverySimulator(observer: ExchangeObserver | undefined): void {
  everySimulatorsObserver = observer;
}

const controlsPrefix = '/api/__simulator';

/**
 * The cooperative's back office as one fetch handler (`app.fetch(request)`): the API under /api, the
 * payment callbacks under /PaymentCallback, the hosted payment page under /gateway and the demo
 * outbox page at /outbox, each from its service (services.ts). The same app serves the Node demo host,
 * Mock Service Worker in Storybook, and tests. An answer a fault rule drops is a network error
 * (`Response.error()`).
 */
export function createSimulator(options: SimulatorOptions = {}) {
  const now = options.now ?? (() => new Date());
  const store: SimulatorStore = {
    state: options.state ? structuredClone(options.state) : createSeedState(now()),
    now,
  };
  const faultRules: FaultRule[] = [];
  const droppedAnswers = new WeakSet<Request>();
  const app = new Hono();

  app.onError((error, c) => {
    console.error('Simulator error:', error);
    return c.req.path.startsWith('/api/')
      ? internalServerError()
      : c.text('The demo host hit an error. Try again.', 500);
  });
  app.notFound((c) => (c.req.path.startsWith('/api/') ? notFound() : c.text('Not found', 404)));

  const corsPolicy = options.cors ?? { allowedOrigins: '*' };
  app.use('/api/*', async (c, next) => {
    const preflight =
      c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;
    const headers = corsHeaders(corsPolicy, c.req.header('Origin') ?? null, preflight);
    // A page of another origin gets no CORS headers: the browser keeps the answer from it.
    if (preflight) return c.body(null, headers ? 204 : 403, headers ?? {});
    await next();
    for (const [name, value] of Object.entries(headers ?? {})) c.res.headers.set(name, value);
    const exposed = exposedResponseHeaders.filter((name) => c.res.headers.has(name));
    if (headers && exposed.length > 0) c.res.headers.set('Access-Control-Expose-Headers', exposed.join(', '));
  });
  // Outside the idempotency keys: a call failed before it is handled leaves its key unused, and an
  // answer lost after it was handled is still recorded for the key's repeat.
  app.use(
    '*',
    faultMiddleware(faultRules, (path) => path.startsWith(`${controlsPrefix}/`), droppedAnswers),
  );
  const observe = options.observe ?? everySimulatorsObserver;
  if (observe) {
    // Inside the faults: a fault's answer is a test's choice, the simulator's own answers are the contract.
    app.use('/api/*', async (c, next) => {
      if (c.req.path.startsWith(`${controlsPrefix}/`) || c.req.method === 'OPTIONS') return next();
      const request = c.req.raw.clone();
      await next();
      await observe(request, c.res.clone());
    });
  }
  if (options.persist) {
    const persist = options.persist;
    app.use('*', async (c, next) => {
      await next();
      if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) persist(store.state);
    });
  }

  const controls = new Hono().route('/', simulatorControlRoutes(store, faultRules));
  const api = new Hono<ApiEnv>();
  api.use('*', async (c, next) => {
    const applicationId = c.req.header('ApplicationId') ?? '';
    if (!findSite(store.state, applicationId)) return badRequest([messages.applicationIdUnknown]);
    const queriedApplicationId = c.req.query('applicationId');
    if (queriedApplicationId !== undefined && queriedApplicationId !== applicationId) {
      return badRequest([messages.applicationIdMismatch]);
    }
    c.set('applicationId', applicationId);
    await next();
  });
  api.use('*', idempotentChanges(store));

  const context: ServiceContext = {
    store,
    returnOrigins: options.returnOrigins ?? [],
    siteOrigin: options.siteOrigin ?? '',
  };
  const pages = new Hono();
  for (const service of simulatorServices) {
    const routes = service.routes?.(context) ?? {};
    for (const [path, serviceRoutes] of Object.entries(routes.api ?? {})) api.route(path, serviceRoutes);
    if (routes.controls) controls.route('/', routes.controls);
    if (routes.pages) pages.route('/', routes.pages);
  }
  app.route(controlsPrefix, controls);
  app.route('/api', api);
  app.route('/', pages);

  const handle = app.fetch;
  app.fetch = async (request, ...rest) => {
    const response = await handle(request, ...rest);
    return droppedAnswers.has(request) ? Response.error() : response;
  };
  return app;
}

export type Simulator = ReturnType<typeof createSimulator>;
