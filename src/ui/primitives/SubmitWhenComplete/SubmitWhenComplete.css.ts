import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

/** The note and the button on one line at the form's end, the note wrapping above on a phone. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const note = style({
  flex: '1 1 16em',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
