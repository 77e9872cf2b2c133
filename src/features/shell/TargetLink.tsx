import type { ReactNode } from 'react';
import { type LinkTarget, portalUrl } from '../../domain/portal/links.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';

export interface TargetLinkProps {
  readonly target: LinkTarget;
  readonly children: ReactNode;
  readonly className?: string;
  /** Called when the link is followed (menus close). */
  readonly onFollow?: () => void;
}

/** Web addresses open in a new tab; mailto: and tel: hand over to the device. */
function opensNewTab(href: string): boolean {
  return /^https?:/i.test(href) || href.startsWith('/');
}

/**
 * A link to a menu or footer target: a portal route routes inside the portal; an address outside it
 * opens in a new tab (rel=noopener, and says so to screen readers).
 */
export function TargetLink({ target, children, className, onFollow }: TargetLinkProps) {
  if (target.kind === 'route') {
    return (
      <RouteLink to={portalUrl(target)} className={className} onClick={onFollow}>
        {children}
      </RouteLink>
    );
  }
  if (!opensNewTab(target.href)) {
    return (
      <a href={target.href} className={className} onClick={onFollow}>
        {children}
      </a>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
      {children}
      <VisuallyHidden> ({portalMessages.shell.opensInNewWindow})</VisuallyHidden>
    </a>
  );
}
