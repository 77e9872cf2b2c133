import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export type SearchFieldProps = Omit<TextFieldProps, 'type' | 'prefix'>;

/**
 * A labelled search box: a TextField of type search that the browser neither fills from its memory of
 * other forms nor marks as misspelt (what is searched is account numbers, addresses and names).
 */
export function SearchField(props: SearchFieldProps) {
  return <TextField type="search" autoComplete="off" spellCheck={false} {...props} />;
}
