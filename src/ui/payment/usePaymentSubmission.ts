import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import {
  acceptsPress,
  isPaymentBusy,
  type PaymentEvent,
  type PaymentPhase,
  paymentPhaseAfter,
} from '../../domain/payment-submission.ts';
import type { MutationDefinition, MutationOutcome } from '../../state/mutation.ts';
import { useMutation } from '../../state/useMutation.ts';
import { type HostedPaymentHandOff, useHostedPaymentHandOff } from './useHostedPaymentHandOff.ts';

/** A change that moves money or changes a payment setup: money mode is not optional here. */
export type PaymentDefinition<TIntent, TAnswer> = MutationDefinition<TIntent, TAnswer> & {
  readonly money: NonNullable<MutationDefinition<TIntent, TAnswer>['money']>;
};

/** How a press ended: the call's outcome, or held by a check, or ignored while a payment is under way. */
export type PaymentOutcome<TAnswer> = MutationOutcome<TAnswer> | { readonly status: 'held' };

export interface PaymentSubmission<TIntent, TAnswer> {
  readonly phase: PaymentPhase;
  /** Pay shows busy and ignores presses: checking, sending, or the page leaving. */
  readonly busy: boolean;
  /** The text above the form: a refusal in the catalogue's words, or the unknown-outcome sentence. */
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Counts the answers: the same message twice is a new one (announced and focused again). */
  readonly answerCount: number;
  /**
   * The member pressed Pay: `check` runs first (false holds the payment: a fee to agree to, a question
   * to ask), then the intent is sent once under its key. Ignored while a payment is under way.
   */
  readonly pay: (intent: TIntent, check?: () => Promise<boolean>) => Promise<PaymentOutcome<TAnswer>>;
  /** Sends an intent the member confirmed after a check held it (their answer to its question). */
  readonly confirm: (intent: TIntent) => Promise<PaymentOutcome<TAnswer>>;
  /** The page goes to another page after an answer (a result route): nothing more is sent. */
  readonly leave: () => void;
  /** The hand-off to the hosted payment page; its post moves the phase to leaving. */
  readonly handOff: HostedPaymentHandOff;
  /** The member changed what they send after an answer: the answer's message goes. */
  readonly edit: () => void;
}

/**
 * One money flow's submission, as every money flow has it: the change in money mode (one idempotency
 * key per intent, kept until the outcome is known; an unclear answer told as unknown), the checks
 * before paying, the hand-off to the hosted page and its reset on a back-forward return, and one phase
 * (domain/payment-submission.ts) instead of a flag per worry.
 */
export function usePaymentSubmission<TIntent, TAnswer>(
  definition: PaymentDefinition<TIntent, TAnswer>,
): PaymentSubmission<TIntent, TAnswer> {
  const mutation = useMutation(definition);
  const [phases] = useState(() => new PhaseStore());
  // An external store, as the mutation's state is: the answer and the phase it moves to render together,
  // never an error shown beside a Pay still busy for a frame.
  const phase = useSyncExternalStore(phases.subscribe, phases.read);
  const dispatch = phases.dispatch;
  const handOff = useHostedPaymentHandOff({ onReturn: () => dispatch({ type: 'returned' }) });
  const { submit, reset } = mutation;

  const send = useCallback(
    async (intent: TIntent): Promise<PaymentOutcome<TAnswer>> => {
      dispatch({ type: 'checked' });
      const outcome = await submit(intent);
      if (outcome.status === 'succeeded') dispatch({ type: 'succeeded', leaving: false });
      else if (outcome.status === 'unknown') dispatch({ type: 'unknown' });
      else if (outcome.status === 'failed') dispatch({ type: 'failed' });
      return outcome;
    },
    [dispatch, submit],
  );

  const pay = useCallback(
    async (intent: TIntent, check?: () => Promise<boolean>): Promise<PaymentOutcome<TAnswer>> => {
      if (!acceptsPress(phases.read())) return { status: 'busy' };
      dispatch({ type: 'press' });
      if (check && !(await check())) {
        dispatch({ type: 'held' });
        return { status: 'held' };
      }
      return send(intent);
    },
    [dispatch, phases, send],
  );

  const confirm = useCallback(
    (intent: TIntent): Promise<PaymentOutcome<TAnswer>> =>
      acceptsPress(phases.read()) ? send(intent) : Promise.resolve({ status: 'busy' }),
    [phases, send],
  );

  const post = handOff.post;
  const handOffWithPhase = useMemo<HostedPaymentHandOff>(
    () => ({
      ...handOff,
      post: (actionUrl, fields, beforeLeaving) => {
        const left = post(actionUrl, fields, beforeLeaving);
        if (left) dispatch({ type: 'leaving' });
        return left;
      },
    }),
    [dispatch, handOff, post],
  );

  const leave = useCallback(() => dispatch({ type: 'leaving' }), [dispatch]);
  const edit = useCallback(() => {
    dispatch({ type: 'edited' });
    reset();
  }, [dispatch, reset]);

  return {
    phase,
    busy: isPaymentBusy(phase),
    error: mutation.error,
    fieldErrors: mutation.fieldErrors,
    answerCount: mutation.answerCount,
    pay,
    confirm,
    leave,
    handOff: handOffWithPhase,
    edit,
  };
}

/** The phase as of now (a second press in the same task reads it before React renders the first). */
class PhaseStore {
  #phase: PaymentPhase = 'editing';
  readonly #listeners = new Set<() => void>();

  readonly read = (): PaymentPhase => this.#phase;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly dispatch = (event: PaymentEvent): void => {
    const next = paymentPhaseAfter(this.#phase, event);
    if (next === this.#phase) return;
    this.#phase = next;
    for (const listener of [...this.#listeners]) listener();
  };
}
