import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The accounts' fieldset: the table and the selection's message under it. */
export const accounts = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const rowCheckbox = style({ width: '1.25em', height: '1.25em', margin: 0 });
