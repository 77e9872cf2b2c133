import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  // Long addresses and server texts wrap instead of widening the card.
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3 });
