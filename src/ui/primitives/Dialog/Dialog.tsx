import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { usePortalContainer } from '../../portal-container.tsx';
import * as styles from './Dialog.css';
import { primitiveMessages } from '../../../domain/primitive-messages/primitives.ts';

export const dialogRoles = ['dialog', 'alertdialog'] as const;
export type DialogRole = (typeof dialogRoles)[number];

export interface DialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Heading of the dialog and its accessible name. */
  readonly title: ReactNode;
  /** Text under the title; the dialog's accessible description. */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** Buttons at the bottom, in reading order; stacked on phones. */
  readonly actions?: ReactNode;
  /** Any CSS width; `--coop-dialog-width` (600px) by default. Phones always get the full width. */
  readonly width?: string;
  /**
   * 'alertdialog' is for confirmations: it has no close button and a click outside does not close it
   * (Escape still does). A 'dialog' closes on a click outside it, never on the press alone.
   */
  readonly role?: DialogRole;
  /** Accessible name of the close button. */
  readonly closeLabel?: string;
  readonly className?: string;
  /**
   * Where focus goes when the dialog closes, when not back to the control that opened it: that control
   * may be gone with what the dialog changed (a removed item's button), and the answer is elsewhere.
   */
  readonly focusOnClose?: () => HTMLElement | null | undefined;
  /**
   * Where focus goes on closing when what had it as the dialog opened is gone, or nothing had it (a
   * dialog opened by a timer, not by a control). Without it, focus falls to the page's body, and the
   * next Tab starts over at the top of the page.
   */
  readonly focusWhenNothingToReturnTo?: () => HTMLElement | null | undefined;
}

/** The innermost focused element, looking through open shadow roots. */
function deepActiveElement(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

/** `var(--name)` → `--name`, to set a vanilla-extract variable from a prop. */
function customPropertyName(cssVar: string): string {
  return cssVar.replace(/^var\((--[^,)]+)\)$/, '$1');
}

/** Spec 02 §9 and spec 03 §9: information and confirm dialogs are 400 px wide (full width on phones). */
export const MESSAGE_DIALOG_WIDTH = '400px';

/**
 * A modal dialog rendered into the element's portal container inside its shadow root. Focus moves to
 * the first field, stays inside while open, and goes back to where it was when the dialog closes. Parts
 * `dialog-overlay`, `dialog`, `dialog-title` and `dialog-close` let the host page style it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  width,
  role = 'dialog',
  closeLabel = primitiveMessages.close,
  className,
  focusOnClose,
  focusWhenNothingToReturnTo,
}: DialogProps) {
  const container = usePortalContainer();
  const returnFocusTo = useRef<Element | null>(null);
  const widthStyle = width ? ({ [customPropertyName(styles.widthVar)]: width } as CSSProperties) : undefined;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container ?? undefined}>
        <RadixDialog.Overlay
          className={styles.overlay}
          part="dialog-overlay"
          // A press outside closes on its up event, a click on the overlay (pointer cancellation, WCAG
          // 2.5.2): a press that began inside and ends outside, or the reverse, closes nothing.
          onClick={role === 'dialog' ? () => onOpenChange(false) : undefined}
        />
        <RadixDialog.Content
          className={className ? `${styles.content} ${className}` : styles.content}
          role={role}
          part="dialog"
          style={widthStyle}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = deepActiveElement();
            // The first field, not a help button beside its label, gets focus (Radix picks the first tabbable).
            const firstField = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
            );
            if (firstField) {
              event.preventDefault();
              firstField.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to its own Dialog.Trigger; this dialog is opened by any control.
            event.preventDefault();
            // Here, not sooner: while the dialog is open its focus trap takes any focus back.
            const target = focusOnClose?.() ?? returnFocusTo.current;
            returnFocusTo.current = null;
            if (target instanceof HTMLElement && target.isConnected && target !== document.body) {
              target.focus();
            } else {
              focusWhenNothingToReturnTo?.()?.focus();
            }
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <RadixDialog.Title className={styles.title} part="dialog-title">
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
          {/* Last in the DOM so that the first field, not this button, gets focus on opening. */}
          {role === 'dialog' && (
            <RadixDialog.Close className={styles.close} part="dialog-close" aria-label={closeLabel}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path
                  d="M3.5 3.5l9 9M12.5 3.5l-9 9"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
