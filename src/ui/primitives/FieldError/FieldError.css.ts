import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  selectors: { '&:empty': { display: 'none' } },
});

// Aligns the icon with the first line of the message.
export const errorIcon = style({ flexShrink: 0, marginTop: '0.2em' });
