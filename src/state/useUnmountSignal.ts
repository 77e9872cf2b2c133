import { useCallback, useEffect, useRef } from 'react';

/**
 * For a call a flow sends itself (outside `useQuery`): a signal that aborts when the component goes,
 * so an element taken off the page stops its calls and their automatic retries, which would otherwise
 * carry its token on after it. The controller is made when mounted, so a remount (React's strict
 * mode) gets a fresh one.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    // One asked for during the first render is kept; one aborted by an earlier unmount is replaced.
    const kept = controller.current;
    const mounted = kept && !kept.signal.aborted ? kept : new AbortController();
    controller.current = mounted;
    return () => mounted.abort();
  }, []);
  return useCallback(() => (controller.current ??= new AbortController()).signal, []);
}
