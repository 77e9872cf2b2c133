import { useState, type ReactNode } from 'react';
import { primitiveMessages } from '../../../domain/primitive-messages/primitives.ts';
import * as styles from './Alert.css';

export const alertTones = ['error', 'warning', 'info', 'success'] as const;
export type AlertTone = (typeof alertTones)[number];

export interface AlertProps {
  readonly tone?: AlertTone;
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  /** Shows a dismiss button; true by default when `onDismiss` is given. */
  readonly dismissible?: boolean;
  /** Called after the member dismisses the alert. */
  readonly onDismiss?: () => void;
  /** Accessible name of the dismiss button. */
  readonly dismissLabel?: string;
  readonly className?: string;
}

const iconPaths: Record<AlertTone, ReactNode> = {
  error: (
    <>
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="14.25" r="1.2" fill="currentColor" />
    </>
  ),
  warning: (
    <>
      <path d="M10 2 18.5 17H1.5Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M10 7.5v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="14.25" r="1.1" fill="currentColor" />
    </>
  ),
  info: (
    <>
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 9v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="5.75" r="1.2" fill="currentColor" />
    </>
  ),
  success: (
    <>
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="m6 10.5 2.75 2.75L14.5 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

/**
 * A message in a coloured box with an icon, so the tone is not told by colour alone. Errors are
 * announced at once (role alert), other tones politely (role status).
 */
export function Alert({
  tone = 'info',
  title,
  children,
  dismissible = false,
  onDismiss,
  dismissLabel = primitiveMessages.dismiss,
  className,
}: AlertProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  const showDismiss = dismissible || onDismiss !== undefined;
  return (
    <div
      className={className ? `${styles.tones[tone]} ${className}` : styles.tones[tone]}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <svg className={`${styles.icon} ${styles.iconTones[tone]}`} viewBox="0 0 20 20" aria-hidden="true">
        {iconPaths[tone]}
      </svg>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {showDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel}
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
