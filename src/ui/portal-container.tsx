import { createContext, useContext, type ReactNode } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

export interface PortalContainerProviderProps {
  /** An element inside the shadow root where dialogs render; `null` until it is mounted. */
  readonly value: HTMLElement | null;
  readonly children?: ReactNode;
}

/**
 * Tells portalled UI (dialogs) where to render. Radix portals default to `document.body`, which is
 * outside the shadow root: the shared stylesheet does not reach there.
 */
export function PortalContainerProvider({ value, children }: PortalContainerProviderProps) {
  return <PortalContainerContext value={value}>{children}</PortalContainerContext>;
}

/** The element portalled UI should render into, or `null` when none is provided. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
