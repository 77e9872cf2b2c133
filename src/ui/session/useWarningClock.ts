import { useEffect, useState } from 'react';
import { sessionWarningAt } from '../../domain/session.ts';

/** setTimeout's longest delay; the clock wakes again then and waits on. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/**
 * The time now, moved when it matters for a session ending at `expiresAt`: once when the warning is
 * due, then each time the seconds left change, so the dialog counts down without a timer running all
 * session long.
 */
export function useWarningClock(expiresAt: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= expiresAt) return;
      const warnAt = sessionWarningAt(expiresAt);
      const delay =
        current < warnAt
          ? Math.min(warnAt - current, MAX_TIMER_DELAY_MS)
          : ((expiresAt - current) % 1000 || 1000) + 1;
      timer = setTimeout(tick, delay);
    };
    tick();
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return now;
}
