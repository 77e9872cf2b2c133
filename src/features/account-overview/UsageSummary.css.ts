import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3, outline: 'none' });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
