import { useStore } from 'jotai';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { Mutation, type MutationDefinition, type MutationOutcome, type MutationState } from './mutation.ts';
import { queryCacheOf } from './query-cache.ts';

export interface MutationHandle<TInput, TResult> extends MutationState<TResult> {
  /** Sends the change; does nothing (answers 'busy') while it is under way. */
  readonly submit: (input: TInput) => Promise<MutationOutcome<TResult>>;
  /** True while the change is under way: the submit button shows it and ignores presses. */
  readonly pending: boolean;
  readonly reset: () => void;
}

/**
 * A change a screen makes, on the page's query cache (see Mutation): `submit(input)` once per press,
 * `pending` for the button, `error` and `fieldErrors` for the form, the refreshed data after success,
 * and in money mode the unknown outcome as its own status. The latest render's definition is used at
 * each submit.
 */
export function useMutation<TInput, TResult>(
  definition: MutationDefinition<TInput, TResult>,
): MutationHandle<TInput, TResult> {
  const cache = queryCacheOf(useStore());
  const latest = useRef(definition);
  latest.current = definition;
  const [mutation] = useState(() => new Mutation(() => latest.current, cache));
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => mutation.subscribe(listener), [mutation]),
    () => mutation.state,
  );
  const submit = useCallback((input: TInput) => mutation.submit(input), [mutation]);
  const reset = useCallback(() => mutation.reset(), [mutation]);
  return { ...state, submit, reset, pending: state.status === 'pending' };
}
