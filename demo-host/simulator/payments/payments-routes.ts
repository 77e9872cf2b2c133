import { Hono } from 'hono';
import { hostedPaymentRoutes } from '../../gateway/hosted-payment.ts';
import type { ServiceMounts } from '../service.ts';
import { paymentCallbackRoutes } from './payment-callback-routes.ts';
import { paymentServiceRoutes } from './payment-service-routes.ts';

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const paymentsMounts: ServiceMounts = ({ store, returnOrigins, siteOrigin }) => ({
  api: { '/v3/payments': paymentServiceRoutes(store) },
  controls: new Hono().get('/payments', (c) => c.json(store.state.payments.records)),
  pages: new Hono()
    .route('/PaymentCallback', paymentCallbackRoutes(store, siteOrigin))
    .route('/', hostedPaymentRoutes(store, returnOrigins)),
});
