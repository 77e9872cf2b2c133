import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { primitiveMessages } from '../../../domain/primitive-messages/primitives.ts';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The help text. */
  readonly content: ReactNode;
  /** Accessible name of the trigger button. */
  readonly label?: string;
  /** What the trigger shows; an "i" by default. */
  readonly children?: ReactNode;
  readonly className?: string;
}

interface Engagement {
  readonly hovered: boolean;
  readonly focused: boolean;
  readonly dismissed: boolean;
}

/** Once the pointer and focus have both left, a dismissed tooltip may show again. */
function engage(previous: Engagement, change: Partial<Engagement>): Engagement {
  const next = { ...previous, ...change };
  return next.hovered || next.focused ? next : { hovered: false, focused: false, dismissed: false };
}

/** Time for the pointer to cross from the trigger to the text without the text disappearing. */
const hoverGraceMs = 120;
/** Keeps the text inside the viewport, at least this far from its edges. */
const viewportMarginPx = 8;

/** The box a text shown from `element` stays inside: the viewport, less what each clipping ancestor hides. */
function visibleBounds(element: Element) {
  const bounds = {
    left: 0,
    top: 0,
    right: document.documentElement.clientWidth,
    bottom: document.documentElement.clientHeight,
  };
  let node: Element | null = element.parentElement;
  while (node) {
    const { overflowX, overflowY } = getComputedStyle(node);
    if (overflowX !== 'visible' || overflowY !== 'visible') {
      const rect = node.getBoundingClientRect();
      bounds.left = Math.max(bounds.left, rect.left);
      bounds.top = Math.max(bounds.top, rect.top);
      bounds.right = Math.min(bounds.right, rect.right);
      bounds.bottom = Math.min(bounds.bottom, rect.bottom);
    }
    const root = node.getRootNode();
    node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return bounds;
}

/**
 * A help text on a small button: shown on hover, on focus and on a tap, hoverable itself, hidden by
 * Escape and by a press elsewhere (WCAG 1.4.13). The trigger is described by the text, so screen readers read it with the button.
 */
export function Tooltip({
  content,
  label = primitiveMessages.moreInformation,
  children,
  className,
}: TooltipProps) {
  const id = useId();
  const [engagement, setEngagement] = useState<Engagement>({
    hovered: false,
    focused: false,
    dismissed: false,
  });
  const rootRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  const open = (engagement.hovered || engagement.focused) && !engagement.dismissed;

  const update = (change: Partial<Engagement>) => setEngagement((previous) => engage(previous, change));

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape hides the tooltip first; marking it handled keeps an enclosing dialog open.
      event.preventDefault();
      setEngagement((previous) => engage(previous, { dismissed: true }));
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // A tap opens it without focus where tapping does not focus a button (iOS Safari), so no blur
    // follows: a press anywhere else hides it.
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && event.composedPath().includes(root)) return;
      setEngagement({ hovered: false, focused: false, dismissed: false });
    };
    window.addEventListener('pointerdown', onPointerDown, { capture: true });
    return () => window.removeEventListener('pointerdown', onPointerDown, { capture: true });
  }, [open]);

  useLayoutEffect(() => {
    const bubble = bubbleRef.current;
    if (!open || !bubble) return;
    // Centred under the trigger unless that would cross the edge of what shows it (the viewport, or a
    // scrolling table around it); above the trigger when there is no room below but room above.
    bubble.style.removeProperty('margin-left');
    delete bubble.dataset.placement;
    const bounds = visibleBounds(bubble);
    const rect = bubble.getBoundingClientRect();
    const minLeft = bounds.left + viewportMarginPx;
    const maxRight = bounds.right - viewportMarginPx;
    const shift = rect.left < minLeft ? minLeft - rect.left : Math.min(0, maxRight - rect.right);
    if (shift !== 0) bubble.style.marginLeft = `${shift}px`;
    const trigger = bubble.parentElement?.getBoundingClientRect();
    if (trigger && rect.bottom > bounds.bottom && trigger.top - bounds.top > bounds.bottom - trigger.bottom) {
      bubble.dataset.placement = 'above';
    }
  }, [open]);

  return (
    <span
      ref={rootRef}
      className={className ? `${styles.root} ${className}` : styles.root}
      onPointerEnter={() => {
        window.clearTimeout(leaveTimer.current);
        update({ hovered: true });
      }}
      onPointerLeave={() => {
        leaveTimer.current = window.setTimeout(() => update({ hovered: false }), hoverGraceMs);
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={id}
        onFocus={() => update({ focused: true })}
        onBlur={() => update({ focused: false })}
        onClick={() => update({ focused: true, dismissed: false })}
      >
        {children ?? <span aria-hidden="true">i</span>}
      </button>
      <span ref={bubbleRef} id={id} role="tooltip" className={styles.bubble} hidden={!open}>
        <span className={styles.content}>{content}</span>
      </span>
    </span>
  );
}
