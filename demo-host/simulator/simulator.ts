import { Hono } from 'hono';
import { hostedPaymentRoutes } from '../gateway/hosted-payment.ts';
import { corsHeaders, type CorsPolicy } from './cors.ts';
import { faultMiddleware, type FaultRule } from './faults.ts';
import { outboxMessages } from './outbox.ts';
import { outboxPage, outboxPagePath } from './outbox-page.ts';
import { badRequest, internalServerError, messages, notFound } from './responses.ts';
import { accountOverviewRoutes } from './routes/account-overview.ts';
import { authRoutes } from './routes/auth.ts';
import { memberRoutes } from './routes/members.ts';
import { meterPortalRoutes } from './routes/meter-portal.ts';
import { paymentCallbackRoutes } from './routes/payment-callbacks.ts';
import { paymentServiceRoutes } from './routes/payment-service.ts';
import { portalRoutes } from './routes/portal.ts';
import { quickPayRoutes } from './routes/quick-pay.ts';
import { registrationRoutes } from './routes/registration.ts';
import { simulatorControlRoutes } from './routes/simulator-controls.ts';
import { createSeedState } from './seed.ts';
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
}

const controlsPrefix = '/api/__simulator';

/**
 * The cooperative's back office as one fetch handler (`app.fetch(request)`): the API under /api, the
 * payment callbacks under /PaymentCallback, the hosted payment page under /gateway and the demo
 * outbox page at /outbox. The same app serves the Node demo host, Mock Service Worker in Storybook,
 * and tests.
 */
export function createSimulator(options: SimulatorOptions = {}) {
  const now = options.now ?? (() => new Date());
  const store: SimulatorStore = {
    state: options.state ? structuredClone(options.state) : createSeedState(now()),
    now,
  };
  const faultRules: FaultRule[] = [];
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
  });
  app.use(
    '*',
    faultMiddleware(faultRules, (path) => path.startsWith(`${controlsPrefix}/`)),
  );
  if (options.persist) {
    const persist = options.persist;
    app.use('*', async (c, next) => {
      await next();
      if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) persist(store.state);
    });
  }

  app.route(controlsPrefix, simulatorControlRoutes(store, faultRules));

  const api = new Hono<ApiEnv>();
  api.use('*', async (c, next) => {
    const applicationId = c.req.header('ApplicationId') ?? '';
    const site = store.state.sites[applicationId];
    if (!site) return badRequest([messages.applicationIdUnknown]);
    const queriedApplicationId = c.req.query('applicationId');
    if (queriedApplicationId !== undefined && queriedApplicationId !== applicationId) {
      return badRequest([messages.applicationIdMismatch]);
    }
    c.set('site', site);
    await next();
  });
  api.route('/v3/quick-pay', quickPayRoutes(store));
  api.route('/v3/payments', paymentServiceRoutes(store));
  api.route('/v3/portal', portalRoutes());
  api.route('/v3/auth', authRoutes(store));
  api.route('/v3/registration', registrationRoutes(store));
  api.route('/v3/members', memberRoutes(store));
  api.route('/v3/members', accountOverviewRoutes(store));
  api.route('/v2/aclara', meterPortalRoutes(store));
  app.route('/api', api);

  app.route('/PaymentCallback', paymentCallbackRoutes(store, options.siteOrigin));
  app.get(outboxPagePath, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(outboxPage(store.state, outboxMessages(store)));
  });
  app.route('/', hostedPaymentRoutes(store, options.returnOrigins ?? []));
  return app;
}

export type Simulator = ReturnType<typeof createSimulator>;
