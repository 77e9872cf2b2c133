import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './MoneyField.css';

export type MoneyFieldProps = Omit<TextFieldProps, 'prefix' | 'type' | 'inputMode'>;

/** An amount in dollars: a '$' in front and the decimal keypad on phones. */
export function MoneyField({ className, ...props }: MoneyFieldProps) {
  return (
    <TextField
      autoComplete="off"
      {...props}
      className={className ? `${styles.root} ${className}` : styles.root}
      prefix="$"
      type="text"
      inputMode="decimal"
    />
  );
}
