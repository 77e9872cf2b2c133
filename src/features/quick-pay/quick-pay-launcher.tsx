import { useAtomValue } from 'jotai';
import { useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { followPageLanguage } from '../../state/language.ts';
import { isSignedInAtom } from '../../state/session.ts';
import { CoopElementRoot } from '../../ui/element/CoopElementRoot.tsx';
import { useCoopEvents } from '../../ui/element/ElementContext.tsx';
import { dispatchCoopEvent } from '../../ui/element/events.ts';
import { useLanguage } from '../../ui/element/useLanguage.ts';
import type { QuickPayLauncher } from './QuickPayButtonElement.ts';
import { QuickPayDialog } from './QuickPayDialog.tsx';
import { SignedInPaymentDialog } from './SignedInPaymentDialog.tsx';

/** Open state shared between the plain button element and the React dialog. */
function createOpenState() {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    set(next: boolean) {
      open = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type OpenState = ReturnType<typeof createOpenState>;

function QuickPayLauncherDialogs({ openState }: { openState: OpenState }) {
  const open = useSyncExternalStore(openState.subscribe, openState.get);
  const signedIn = useAtomValue(isSignedInAtom);
  const emit = useCoopEvents();
  // Decided when the dialog opens, so signing in elsewhere does not swap a dialog in use.
  const [signedInAtOpen, setSignedInAtOpen] = useState(signedIn);
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) setSignedInAtOpen(signedIn);
  }

  const onOpenChange = (next: boolean) => {
    openState.set(next);
    if (!next) emit('coop-quick-pay-close', {});
  };
  return signedInAtOpen ? (
    <SignedInPaymentDialog open={open} onOpenChange={onOpenChange} />
  ) : (
    <QuickPayDialog open={open} onOpenChange={onOpenChange} />
  );
}

function QuickPayLauncherTree({
  host,
  root,
  openState,
}: {
  host: HTMLElement;
  root: ShadowRoot;
  openState: OpenState;
}) {
  const language = useLanguage();
  return (
    <CoopElementRoot host={host} root={root} language={language}>
      <QuickPayLauncherDialogs openState={openState} />
    </CoopElementRoot>
  );
}

/** Mounts the dialogs into the button's shadow root; loaded on the visitor's first sign of intent. */
export function mountQuickPayLauncher(host: HTMLElement, root: ShadowRoot): QuickPayLauncher {
  // The button reads the page's language itself; the dialog's catalogues follow it from now on.
  followPageLanguage();
  const container = document.createElement('div');
  container.dataset.coopLauncher = '';
  root.append(container);
  const openState = createOpenState();
  const reactRoot = createRoot(container);
  reactRoot.render(<QuickPayLauncherTree host={host} root={root} openState={openState} />);
  return {
    open() {
      if (openState.get()) return;
      openState.set(true);
      dispatchCoopEvent(host, 'coop-quick-pay-open', {});
    },
    unmount() {
      reactRoot.unmount();
      container.remove();
    },
  };
}
