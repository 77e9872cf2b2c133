import type { SimulatorService } from '../service.ts';

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
};
