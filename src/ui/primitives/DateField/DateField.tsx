import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from '../fields.css.ts';

/** `min` and `max` are yyyy-MM-dd: the first and the last day the member may pick. */
export type DateFieldProps = Omit<
  TextFieldProps,
  'type' | 'prefix' | 'inputMode' | 'maxLength' | 'inputClassName'
>;

/**
 * A calendar date on the Field shell: the browser's own date input, so typing, the picker and the
 * keyboard work everywhere, and the browser shows the date in the member's format (MM/dd/yyyy in US
 * English). Its value is yyyy-MM-dd, '' while incomplete; `min`/`max` bound the picker and the arrow
 * keys, while the rules in src/domain name a date out of range. Takes react-hook-form's
 * `register(name)` spread into its props (see Field).
 */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" inputClassName={styles.tabularInput} />;
}
