import { useAtomValue, useStore } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { isSessionWarningDue } from '../../domain/session.ts';
import { claimSessionWarning, sessionWarningOwnerAtom } from '../../state/session-warning.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { lazyComponent } from '../lazy-component.ts';
import { useWarningClock } from './useWarningClock.ts';

// The dialog's code comes when the warning is first due, not with every screen that may show it.
const warningDialog = lazyComponent(() =>
  import('./SessionWarningDialog.tsx').then((module) => module.SessionWarningDialog),
);

/** Once due, the dialog stays mounted: it closes itself, and its closing returns the focus. */
function DialogWhenDue() {
  const session = useAtomValue(memberSessionAtom);
  const now = useWarningClock(session?.expiresAt ?? null);
  const [due, setDue] = useState(false);
  const dueNow = session !== null && isSessionWarningDue(session, now);
  useEffect(() => {
    if (dueNow) setDue(true);
  }, [dueNow]);
  const Dialog = warningDialog.Component;
  // Its own boundary: the screen beside it keeps showing while the code comes.
  return due || dueNow ? (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  ) : null;
}

/**
 * Where an element that shows member content offers the session warning. The page shows one dialog,
 * however many such elements it has: the first mounted one shows it, and the next one takes over when
 * it leaves the page.
 */
export function SessionWarning() {
  const store = useStore();
  const [claim] = useState(() => ({}));
  useEffect(() => claimSessionWarning(store, claim), [store, claim]);
  const owner = useAtomValue(sessionWarningOwnerAtom);
  return owner === claim ? <DialogWhenDue /> : null;
}
