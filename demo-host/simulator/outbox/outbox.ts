import { randomHex } from '../random.ts';
import type { SimulatorStore } from '../store.ts';
import type { OutboxMessage } from './outbox-service.ts';

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
  const messages = store.state.outbox.messages;
  messages.push(sent);
  if (messages.length > outboxCapacity) messages.splice(0, messages.length - outboxCapacity);
  return sent;
}

/** Newest first; only one site's messages when `applicationId` is given. */
export function outboxMessages(store: SimulatorStore, applicationId?: string): OutboxMessage[] {
  return store.state.outbox.messages
    .filter((message) => applicationId === undefined || message.applicationId === applicationId)
    .reverse();
}
