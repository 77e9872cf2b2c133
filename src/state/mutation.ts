import { failureOf, isOutcomeUnknown } from '../api/errors.ts';
import { newIdempotencyKey } from '../api/idempotency.ts';
import { type ErrorCatalogue, errorMessage, separateFieldErrors } from '../domain/error-messages.ts';
import { platformMessages } from '../domain/platform-messages.ts';
import { INTENT_LIFETIME_MS, type IntentKeeper, intentPrint, sessionIntentKeeper } from './money-intents.ts';
import type { QueryCache, QueryKey } from './query-cache.ts';

/** What a change's call receives besides its input. */
export interface MutationCall {
  /** Set in money mode: send it as the call's `idempotencyKey` (ApiClient). */
  readonly idempotencyKey?: string;
}

type KeysFor<TInput, TResult> =
  readonly QueryKey[] | ((result: TResult, input: TInput) => readonly QueryKey[]);

export interface MutationDefinition<TInput, TResult> {
  /** The call that makes the change, e.g. `(input, call) => updateAddress(client, member, input, call)`. */
  readonly send: (input: TInput, call: MutationCall) => Promise<TResult>;
  /** The service's error catalogue (spec §8): a failure is shown in its words. */
  readonly errors: ErrorCatalogue;
  /** The query keys (prefixes) the change makes out of date: loaded again once it succeeds. */
  readonly refresh?: KeysFor<TInput, TResult>;
  /**
   * Money mode, for every call that moves money or changes a payment setup (docs/architecture.md): one
   * idempotency key per intent, never retried automatically, and an answer that is not a clear success
   * or a 4xx refusal (a time-out, a lost answer, a 5xx) is an unknown outcome: told to the member as
   * such, `affects` loaded again, and a press again sends the same key, so the back office carries the
   * intent out once. `affects` are the keys (prefixes) whose data shows whether the change was made.
   */
  readonly money?: {
    /**
     * The intent's name, unique per kind of change ('pay-accounts.pay'): its key is kept in the tab's
     * session storage under it while the outcome is unknown, so a reload sends the same key.
     */
    readonly intent: string;
    readonly affects: readonly QueryKey[] | ((input: TInput) => readonly QueryKey[]);
    /**
     * False for an input whose call moves no money itself (the start of a hosted payment page): its lost
     * answer is a failure the member may send again, under the same key, so the back office answers
     * with the first request's answer. True when absent.
     */
    readonly movesMoney?: (input: TInput) => boolean;
  };
  /** The sentence for an unknown outcome (by the input, when one change has several kinds); the platform's when absent. */
  readonly outcomeUnknownMessage?: string | ((input: TInput) => string);
}

export type MutationStatus = 'idle' | 'pending' | 'succeeded' | 'failed' | 'unknown';

export interface MutationState<TResult> {
  readonly status: MutationStatus;
  readonly result: TResult | undefined;
  /** The text above the form: the catalogue's for a failure, the unknown-outcome sentence, else null. */
  readonly error: string | null;
  /** A 400's messages for the form's fields, by field name. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Counts the answers: the same message twice is a new one (announced and focused again). */
  readonly answerCount: number;
}

/** How a submit ended; 'busy' when it was ignored because the change was already under way. */
export type MutationOutcome<TResult> =
  | { readonly status: 'succeeded'; readonly result: TResult }
  | {
      readonly status: 'failed';
      readonly error: string | null;
      readonly fieldErrors: Readonly<Record<string, string>>;
      /** What the call threw, for a screen that treats one failure its own way (a 401, say). */
      readonly cause: unknown;
    }
  | { readonly status: 'unknown' }
  | { readonly status: 'busy' };

const idle: MutationState<never> = {
  status: 'idle',
  result: undefined,
  error: null,
  fieldErrors: {},
  answerCount: 0,
};

/** The same input gives the same text, whatever the order its properties were written in. */
function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

function unknownOutcomeText<TInput>(
  message: string | ((input: TInput) => string) | undefined,
  input: TInput,
): string {
  if (message === undefined) return platformMessages.outcomeUnknown;
  return typeof message === 'function' ? message(input) : message;
}

function keysOf<TInput, TResult>(keys: KeysFor<TInput, TResult> | undefined, result: TResult, input: TInput) {
  if (!keys) return [];
  return typeof keys === 'function' ? keys(result, input) : keys;
}

/**
 * One change a screen makes (save an address, pay a bill), framework-free: sent once while under way
 * (a second press does nothing), its failure in the service's words with a 400's field errors apart,
 * the data it changed loaded again after it succeeded, and money mode for what moves money.
 */
export class Mutation<TInput, TResult> {
  #state: MutationState<TResult> = idle;
  readonly #listeners = new Set<() => void>();
  /** From a submit until its promise settles: longer than `pending`, which ends with the answer. */
  #underWay = false;

  /**
   * `definition` is read at each submit, so its call may close over what changes between renders (the
   * client of the element's configuration, the member's current token). `intents` keeps a money
   * intent's key until its outcome is known (the tab's session storage).
   */
  constructor(
    private readonly definition: () => MutationDefinition<TInput, TResult>,
    private readonly cache: QueryCache,
    private readonly intents: IntentKeeper = sessionIntentKeeper(),
  ) {}

  get state(): MutationState<TResult> {
    return this.#state;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(next: Partial<MutationState<TResult>>) {
    // Descriptors, not a spread: an error's text is a getter, read in the page's language when shown.
    this.#state = Object.defineProperties(
      {},
      { ...Object.getOwnPropertyDescriptors(this.#state), ...Object.getOwnPropertyDescriptors(next) },
    ) as MutationState<TResult>;
    for (const listener of [...this.#listeners]) listener();
  }

  /** Back to idle (a form the member starts again); an unknown outcome's key is kept for the same input. */
  reset(): void {
    if (this.#state.status !== 'pending') this.#set({ ...idle, answerCount: this.#state.answerCount });
  }

  /**
   * The key of this intent, kept before it is sent: a submit with the same input after an unknown
   * outcome, a lost answer or a reload in the middle is the same intent, so the back office answers it
   * with the first request's answer instead of doing it twice. Any other submit is a new intent: the
   * previous one was answered, or the member changed what they send.
   */
  #keyFor(name: string, input: TInput): string {
    const print = intentPrint(fingerprint(input));
    const kept = this.intents.read(name);
    if (kept?.print === print) return kept.key;
    const key = newIdempotencyKey();
    this.intents.keep(name, { print, key, expiresAt: Date.now() + INTENT_LIFETIME_MS });
    return key;
  }

  async submit(input: TInput): Promise<MutationOutcome<TResult>> {
    // Under way until its promise settles, the refresh after the answer included: the screen acts on
    // the outcome only then (a confirmation closes), and a press meanwhile would send it again.
    if (this.#underWay) return { status: 'busy' };
    this.#underWay = true;
    try {
      return await this.#send(input);
    } finally {
      this.#underWay = false;
    }
  }

  async #send(input: TInput): Promise<MutationOutcome<TResult>> {
    const definition = this.definition();
    const { money } = definition;
    const call: MutationCall = money ? { idempotencyKey: this.#keyFor(money.intent, input) } : {};
    this.#set({ status: 'pending', error: null, fieldErrors: {} });
    const answerCount = this.#state.answerCount + 1;
    try {
      const result = await definition.send(input, call);
      if (money) this.intents.forget(money.intent);
      this.#set({ status: 'succeeded', result, answerCount });
      await this.#refresh(keysOf(definition.refresh, result, input));
      return { status: 'succeeded', result };
    } catch (error) {
      if (money && isOutcomeUnknown(error)) {
        const textNow = () => unknownOutcomeText(definition.outcomeUnknownMessage, input);
        if (money.movesMoney?.(input) === false) {
          this.#set(withErrorText({ status: 'failed', fieldErrors: {}, answerCount }, textNow));
          return withErrorText({ status: 'failed', fieldErrors: {}, cause: error } as const, textNow);
        }
        this.#set(withErrorText({ status: 'unknown', answerCount }, textNow));
        const affects = typeof money.affects === 'function' ? money.affects(input) : money.affects;
        await this.#refresh(affects);
        return { status: 'unknown' };
      }
      if (money) this.intents.forget(money.intent);
      const { fieldErrors, formFailure } = separateFieldErrors(failureOf(error));
      const textNow = () => (formFailure ? errorMessage(formFailure, definition.errors) : null);
      this.#set(withErrorText({ status: 'failed', fieldErrors, answerCount }, textNow));
      // The outcome's text too is read when shown, for a screen that keeps the outcome.
      return withErrorText({ status: 'failed', fieldErrors, cause: error } as const, textNow);
    }
  }

  async #refresh(keys: readonly QueryKey[]): Promise<void> {
    await Promise.all(keys.map((key) => this.cache.invalidate(key)));
  }
}

/**
 * `state` with its `error` read when shown: the catalogue's text in the page's language at that moment,
 * so a language switch re-renders a failure in the new language (the server's own words stay as sent).
 */
function withErrorText<State extends object>(
  state: State,
  text: () => string | null,
): State & { readonly error: string | null } {
  return Object.defineProperty(state, 'error', { get: text, enumerable: true }) as State & {
    readonly error: string | null;
  };
}
