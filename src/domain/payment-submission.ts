/**
 * Where a money flow is between the member's Pay and the answer, the same in every flow (Quick Pay,
 * Pay Multiple Accounts, Auto Pay, Drafts): one phase, moved by events, instead of a flag per worry.
 *
 * editing ─press→ checking ─checked→ sending ─succeeded→ editing, or leaving (the hosted page, a result)
 *    ↑               │ held                  ├─unknown→ unknown ─press→ checking (the same intent again)
 *    └───────────────┘                       └─failed→  failed  ─press→ checking
 * leaving ─returned→ editing (back from the hosted page through the back-forward cache)
 * unknown, failed ─edited→ editing (the member changed what they send)
 */
export type PaymentPhase = 'editing' | 'checking' | 'sending' | 'leaving' | 'unknown' | 'failed';

export type PaymentEvent =
  /** The member pressed Pay: the checks before paying start (a fee to wait for, a question to ask). */
  | { readonly type: 'press' }
  /** The checks passed, or the member answered their question: the call goes. */
  | { readonly type: 'checked' }
  /** A check stopped the payment: the member has something to do first. */
  | { readonly type: 'held' }
  /** The back office answered yes; `leaving` when the page now goes elsewhere. */
  | { readonly type: 'succeeded'; readonly leaving: boolean }
  /** The page leaves for the hosted payment page. */
  | { readonly type: 'leaving' }
  /** No clear answer: the payment may have been made. */
  | { readonly type: 'unknown' }
  /** A refusal, or a check that could not be made. */
  | { readonly type: 'failed' }
  /** Back from the hosted page, the page as it was when it left: nothing was paid here. */
  | { readonly type: 'returned' }
  /** The member changed what they send after an answer. */
  | { readonly type: 'edited' };

/** Whether a press of Pay starts anything now: never while a payment is under way or the page leaves. */
export function acceptsPress(phase: PaymentPhase): boolean {
  return phase === 'editing' || phase === 'unknown' || phase === 'failed';
}

/** Whether Pay shows as busy: the member waits for the checks, the answer or the next page. */
export function isPaymentBusy(phase: PaymentPhase): boolean {
  return phase === 'checking' || phase === 'sending' || phase === 'leaving';
}

/** The phase after `event`; an event that does not apply to the phase leaves it as it is. */
export function paymentPhaseAfter(phase: PaymentPhase, event: PaymentEvent): PaymentPhase {
  switch (event.type) {
    case 'press':
      return acceptsPress(phase) ? 'checking' : phase;
    case 'checked':
      return phase === 'checking' || acceptsPress(phase) ? 'sending' : phase;
    case 'held':
      return phase === 'checking' ? 'editing' : phase;
    case 'succeeded':
      if (phase !== 'sending') return phase;
      return event.leaving ? 'leaving' : 'editing';
    case 'leaving':
      return phase === 'sending' || phase === 'editing' ? 'leaving' : phase;
    case 'unknown':
      return phase === 'sending' ? 'unknown' : phase;
    case 'failed':
      return phase === 'sending' || phase === 'checking' ? 'failed' : phase;
    case 'returned':
      return phase === 'leaving' ? 'editing' : phase;
    case 'edited':
      return phase === 'unknown' || phase === 'failed' ? 'editing' : phase;
  }
}
