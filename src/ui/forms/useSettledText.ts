import { useEffect, useState } from 'react';

/** How long a search waits after the member's last key before it asks the back office. */
export const SEARCH_PAUSE_MS = 300;

/**
 * `text` once it has stayed the same for `delayMs`: a search asks the back office once typing pauses,
 * not at every key. Starts settled on the text it is first given.
 */
export function useSettledText(text: string, delayMs = SEARCH_PAUSE_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
