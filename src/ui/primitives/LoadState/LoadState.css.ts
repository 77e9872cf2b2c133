import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const failed = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.md} 0`,
  color: vars.color.textMuted,
});
