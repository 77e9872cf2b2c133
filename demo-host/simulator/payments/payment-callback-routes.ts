import { Hono } from 'hono';
import { defaultApplicationIdOf } from '../portal/site-of.ts';
import { siteRedirectLocation } from '../site-address.ts';
import type { SimulatorStore } from '../store.ts';
import { resultPagesOf } from './site-payments.ts';
import { findTransactionByEncodedParam } from './transactions.ts';

/**
 * Where the hosted payment page sends the browser back: mounted at /PaymentCallback, outside /api,
 * because the browser arrives here by navigation. Each forwards to a result page of the cooperative's
 * site: on `siteOrigin` when the back office lives apart from the site, else on the back office's own
 * origin. The result pages are site data, held to the same rule as a target the request names.
 */
export function paymentCallbackRoutes(store: SimulatorStore, siteOrigin = ''): Hono {
  const routes = new Hono();

  const resultPagesFor = (encodedParam: string | undefined) => {
    const transaction = encodedParam ? findTransactionByEncodedParam(store.state, encodedParam) : undefined;
    return resultPagesOf(store.state, transaction?.applicationId ?? defaultApplicationIdOf(store.state));
  };

  routes.on(['GET', 'POST'], '/quick-pay/success', (c) => {
    const encodedParam = c.req.query('encodedParam');
    const location = siteRedirectLocation({
      target: resultPagesFor(encodedParam).successPath,
      fallback: '/',
      siteOrigin,
      requestUrl: c.req.url,
      addTo: (address) => {
        address.searchParams.set('isFromQuickPay', 'true');
        if (encodedParam) address.searchParams.set('encodedParam', encodedParam);
      },
    });
    return c.redirect(location, 303);
  });

  routes.on(['GET', 'POST'], '/cancel', (c) => {
    const encodedParam = c.req.query('encodedParam');
    const location = siteRedirectLocation({
      target: resultPagesFor(encodedParam).cancelPath,
      fallback: '/',
      siteOrigin,
      requestUrl: c.req.url,
      addTo: (address) => {
        if (encodedParam) address.searchParams.set('encodedParam', encodedParam);
      },
    });
    return c.redirect(location, 303);
  });

  return routes;
}
