import { Hono } from 'hono';
import type { SimulatorService } from '../service.ts';
import { outboxMessages } from './outbox.ts';
import { outboxPage, outboxPagePath } from './outbox-page.ts';

export interface OutboxState {
  /** Everything the back office "sent" by email or text message, oldest first. */
  messages: OutboxMessage[];
}

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  id: string;
  applicationId: string;
  to: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  /** ISO timestamp. */
  sentAt: string;
}

/**
 * The demo outbox: what the back office "sent" (codes, reset links, usernames), for a person trying
 * the demo (the /outbox page) and for tests (`/api/__simulator/outbox`).
 */
export const outboxService: SimulatorService<'outbox', OutboxState> = {
  name: 'outbox',
  version: 1,
  seed: () => ({ messages: [] }),
  routes: ({ store }) => ({
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
  }),
};
