import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '32em' });

/** The typed number, under its choice. */
export const otherPhone = style({ marginTop: vars.space.sm, marginInlineStart: '1.75em' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const incomplete = style({
  flex: '1 1 16em',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
