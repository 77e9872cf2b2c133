import { Hono } from 'hono';
import type { ServiceMounts } from '../service.ts';
import { outboxMessages } from './outbox.ts';
import { outboxPage, outboxPagePath } from './outbox-page.ts';

/** Where the simulator mounts this service's routes: services.ts pairs them with the service. */
export const outboxMounts: ServiceMounts = ({ store }) => ({
  controls: new Hono()
    .get('/outbox', (c) => c.json(outboxMessages(store, c.req.query('applicationId'))))
    .delete('/outbox', (c) => {
      store.state.outbox.messages = [];
      return c.body(null, 204);
    }),
  pages: new Hono().get(outboxPagePath, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(outboxPage(store.state, outboxMessages(store)));
  }),
});
