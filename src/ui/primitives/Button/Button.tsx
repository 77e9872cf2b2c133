import type { ComponentProps } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonWidths = ['auto', 'full', 'fullOnMobile'] as const;
export type ButtonWidth = (typeof buttonWidths)[number];

export interface ButtonProps extends ComponentProps<'button'> {
  readonly variant?: ButtonVariant;
  /** Shows a spinner, sets `aria-busy` and disables the button until the work is done. */
  readonly loading?: boolean;
  readonly width?: ButtonWidth;
}

const widthClass: Record<ButtonWidth, string | undefined> = {
  auto: undefined,
  full: styles.fullWidth,
  fullOnMobile: styles.fullWidthOnMobile,
};

export function Button({
  variant = 'primary',
  loading = false,
  width = 'auto',
  type = 'button',
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = [styles.variants[variant], widthClass[width], className].filter(Boolean).join(' ');
  return (
    <button
      {...props}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}
