import { primitiveMessages } from '../../../domain/primitive-messages/primitives.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  readonly label?: string;
  readonly size?: SpinnerSize;
  /** Hides the spinner from assistive technology when its container already says it is busy. */
  readonly decorative?: boolean;
  readonly className?: string;
}

/** A loading indicator; announced as a status unless decorative. */
export function Spinner({
  label = primitiveMessages.loading,
  size = 'medium',
  decorative = false,
  className,
}: SpinnerProps) {
  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  const circle = <span className={`${styles.circle} ${styles.sizes[size]}`} aria-hidden="true" />;
  if (decorative) {
    return (
      <span className={rootClass} part="spinner" aria-hidden="true">
        {circle}
      </span>
    );
  }
  return (
    <span className={rootClass} part="spinner" role="status">
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
