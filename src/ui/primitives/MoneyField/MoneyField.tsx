import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from '../fields.css.ts';

export type MoneyFieldProps = Omit<TextFieldProps, 'prefix' | 'type' | 'inputMode' | 'inputClassName'>;

/**
 * An amount in dollars on the Field shell: a '$' in front, digits of equal width and the decimal keypad
 * on phones. Takes react-hook-form's `register(name)` spread into its props (see Field).
 */
export function MoneyField(props: MoneyFieldProps) {
  return (
    <TextField
      autoComplete="off"
      {...props}
      inputClassName={styles.tabularInput}
      prefix="$"
      type="text"
      inputMode="decimal"
    />
  );
}
