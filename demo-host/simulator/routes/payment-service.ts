import { Hono } from 'hono';
import { bearerToken } from '../quick-pay-tokens.ts';
import { notFound, unauthorized } from '../responses.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { findTransactionByEncodedParam, paymentOfTransaction } from '../transactions.ts';
import { paymentResultView } from '../views.ts';

/** The signed-in member's payment service: mounted at /api/v3/payments. */
export function paymentServiceRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/result', (c) => {
    // Member sign-in is not simulated yet: any bearer token stands for a signed-in member.
    if (!bearerToken(c.req.raw)) return unauthorized();
    const site = c.get('site');
    const transaction = findTransactionByEncodedParam(store.state, c.req.query('encodedParam') ?? '');
    if (!transaction || transaction.applicationId !== site.applicationId) return notFound();
    const payment = paymentOfTransaction(store.state, transaction);
    return payment ? c.json(paymentResultView(payment)) : notFound();
  });

  return routes;
}
