import { useEffect, useRef } from 'react';
import { getMaintenanceStatus } from '../../api/accounts.ts';
import { publicPageMessages } from '../../domain/public-pages/messages.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { PublicPage } from './PublicPage.tsx';
import * as styles from './PublicPage.css.ts';

/** How often the page asks whether maintenance is over (spec 03 §2.12). */
export const MAINTENANCE_POLL_INTERVAL_MS = 30_000;

export interface MaintenanceScreenProps {
  /** Called once the back office is out of maintenance; the portal then goes home. */
  readonly onMaintenanceOver: () => void;
}

/**
 * The maintenance page (spec 03 §2.12): asks every 30 seconds, and at once when the member comes back to
 * the tab, whether maintenance is over.
 */
export function MaintenanceScreen({ onMaintenanceOver }: MaintenanceScreenProps) {
  const { client } = useElementContext();
  const onOver = useRef(onMaintenanceOver);
  useEffect(() => {
    onOver.current = onMaintenanceOver;
  }, [onMaintenanceOver]);

  useEffect(() => {
    let stopped = false;
    const check = () => {
      getMaintenanceStatus(client).then(
        ({ maintenance }) => {
          if (!stopped && !maintenance) onOver.current();
        },
        // Still unreachable: ask again at the next turn.
        () => undefined,
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(check, MAINTENANCE_POLL_INTERVAL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client]);

  return (
    <PublicPage title={publicPageMessages.maintenance.heading}>
      <p className={styles.text}>{publicPageMessages.maintenance.text}</p>
    </PublicPage>
  );
}
