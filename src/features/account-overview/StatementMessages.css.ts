import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const statement = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderLeft: `6px solid ${vars.color.primary}`,
  borderRadius: vars.radius,
  background: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});

export const heading = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const messages = style({ margin: 0, paddingLeft: '1.25em', display: 'grid', gap: vars.space.xs });
