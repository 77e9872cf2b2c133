import { randomHex } from './random.ts';
import type { OutboxMessage } from './state.ts';
import type { SimulatorStore } from './store.ts';

/** The outbox keeps this many messages; older ones are dropped. */
const outboxCapacity = 200;

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'sentAt' | 'link' | 'code'> & {
  link?: string;
  code?: string;
};

/**
 * "Sends" an email or a text message: the demo back office delivers nothing, it keeps what it would
 * have sent for the outbox page (`/outbox`) and `GET /api/__simulator/outbox`.
 */
export function sendMessage(store: SimulatorStore, message: NewOutboxMessage): OutboxMessage {
  const sent: OutboxMessage = {
    id: randomHex(8),
    applicationId: message.applicationId,
    to: message.to,
    channel: message.channel,
    subject: message.subject,
    body: message.body,
    link: message.link ?? null,
    code: message.code ?? null,
    sentAt: store.now().toISOString(),
  };
  store.state.outbox.push(sent);
  if (store.state.outbox.length > outboxCapacity)
    store.state.outbox.splice(0, store.state.outbox.length - outboxCapacity);
  return sent;
}

/** Newest first; only one site's messages when `applicationId` is given. */
export function outboxMessages(store: SimulatorStore, applicationId?: string): OutboxMessage[] {
  return store.state.outbox
    .filter((message) => applicationId === undefined || message.applicationId === applicationId)
    .reverse();
}
