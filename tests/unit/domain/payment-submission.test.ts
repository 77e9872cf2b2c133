import { describe, expect, it } from 'vitest';
import {
  acceptsPress,
  isPaymentBusy,
  type PaymentEvent,
  type PaymentPhase,
  paymentPhaseAfter,
} from '../../../src/domain/payment-submission.ts';

const after = (phase: PaymentPhase, ...events: PaymentEvent['type'][]) =>
  events.reduce<PaymentPhase>(
    (current, type) =>
      paymentPhaseAfter(
        current,
        type === 'succeeded' ? { type, leaving: false } : ({ type } as PaymentEvent),
      ),
    phase,
  );

describe('a money flow’s phase', () => {
  it('goes from a press through the checks and the call to the answer', () => {
    expect(after('editing', 'press')).toBe('checking');
    expect(after('editing', 'press', 'checked')).toBe('sending');
    expect(after('editing', 'press', 'checked', 'succeeded')).toBe('editing');
    expect(paymentPhaseAfter('sending', { type: 'succeeded', leaving: true })).toBe('leaving');
    expect(after('editing', 'press', 'checked', 'unknown')).toBe('unknown');
    expect(after('editing', 'press', 'checked', 'failed')).toBe('failed');
  });

  it('goes back to editing when a check holds the payment, and sends on the member’s answer', () => {
    expect(after('editing', 'press', 'held')).toBe('editing');
    expect(after('editing', 'press', 'held', 'checked')).toBe('sending');
  });

  it('ignores a second press while checking, sending or leaving', () => {
    for (const phase of ['checking', 'sending', 'leaving'] as const) {
      expect(acceptsPress(phase), phase).toBe(false);
      expect(after(phase, 'press'), phase).toBe(phase);
      expect(isPaymentBusy(phase), phase).toBe(true);
    }
  });

  it('takes a press again after an unknown outcome or a refusal: the same intent may go again', () => {
    expect(after('unknown', 'press')).toBe('checking');
    expect(after('failed', 'press')).toBe('checking');
    expect(isPaymentBusy('unknown')).toBe(false);
  });

  it('is ready again only when the page comes back from the hosted page', () => {
    expect(after('editing', 'press', 'checked', 'succeeded', 'leaving')).toBe('leaving');
    expect(after('leaving', 'unknown', 'failed', 'edited', 'held')).toBe('leaving');
    expect(after('leaving', 'returned')).toBe('editing');
    expect(after('editing', 'returned')).toBe('editing');
  });

  it('forgets an answer once the member changes what they send', () => {
    expect(after('unknown', 'edited')).toBe('editing');
    expect(after('failed', 'edited')).toBe('editing');
    expect(after('sending', 'edited')).toBe('sending');
  });
});
