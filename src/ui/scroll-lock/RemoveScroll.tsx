import { useEffect, type ElementType, type ReactNode, type Ref } from 'react';

/**
 * A Content-Security-Policy-safe stand-in for `react-remove-scroll`, which Radix Dialog uses to lock
 * page scrolling. The original injects a `<style>` element, which a strict policy (no
 * 'unsafe-inline') blocks; this locks scrolling through the CSSOM (`element.style`), which such a
 * policy allows. vite.config.ts aliases `react-remove-scroll` to this module.
 */
export interface RemoveScrollProps {
  readonly as?: ElementType;
  readonly children?: ReactNode;
  readonly enabled?: boolean;
  readonly ref?: Ref<unknown>;
  // Accepted for compatibility with react-remove-scroll; scrolling inside the dialog needs no help
  // because only the page's body is locked.
  readonly shards?: unknown;
  readonly allowPinchZoom?: boolean;
  readonly removeScrollBar?: boolean;
  readonly noIsolation?: boolean;
  readonly inert?: boolean;
  readonly forwardProps?: boolean;
  readonly [prop: string]: unknown;
}

let activeLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | undefined;

function lockPageScroll(): void {
  activeLocks += 1;
  if (activeLocks > 1) return;
  const { body, documentElement } = document;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the layout still when the scrollbar disappears.
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
}

function unlockPageScroll(): void {
  activeLocks = Math.max(0, activeLocks - 1);
  if (activeLocks > 0 || !savedBodyStyle) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = undefined;
}

export function RemoveScroll(props: RemoveScrollProps) {
  const {
    as: Component = 'div',
    children,
    enabled = true,
    shards: _shards,
    allowPinchZoom: _allowPinchZoom,
    removeScrollBar: _removeScrollBar,
    noIsolation: _noIsolation,
    inert: _inert,
    forwardProps: _forwardProps,
    ...rest
  } = props;

  useEffect(() => {
    if (!enabled) return undefined;
    lockPageScroll();
    return unlockPageScroll;
  }, [enabled]);

  return <Component {...rest}>{children}</Component>;
}

/** Class names react-remove-scroll exposes for fixed elements; nothing needs them here. */
RemoveScroll.classNames = {
  fullWidth: 'coop-remove-scroll-full-width',
  zeroRight: 'coop-remove-scroll-zero-right',
};
