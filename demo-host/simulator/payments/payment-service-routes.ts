import { Hono } from 'hono';
import { requireCaller } from '../access.ts';
import { roundToCents } from '../money.ts';
import { notFound } from '../responses.ts';
import type { ApiEnv, SimulatorStore } from '../store.ts';
import { paymentResultView } from './payment-views.ts';
import { findTransactionByEncodedParam, paymentOfTransaction } from './transactions.ts';

/** The signed-in member's payment service: mounted at /api/v3/payments. */
export function paymentServiceRoutes(store: SimulatorStore): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/result', requireCaller(store, 'anyBearer'), (c) => {
    const transaction = findTransactionByEncodedParam(store.state, c.req.query('encodedParam') ?? '');
    if (!transaction || transaction.applicationId !== c.var.applicationId) return notFound();
    const payment = paymentOfTransaction(store.state, transaction);
    if (!payment) return notFound();
    // A payment of several accounts answers its whole amount.
    const paid = store.state.payments.records
      .filter((record) => record.transNo === transaction.transNo)
      .reduce((sum, record) => sum + record.paymentAmount, 0);
    return c.json({ ...paymentResultView(payment), paymentAmount: roundToCents(paid) });
  });

  return routes;
}
