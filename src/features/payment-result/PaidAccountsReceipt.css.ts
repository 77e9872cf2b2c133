import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const receipt = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.surfaceMuted}`,
});

export const heading = style({ margin: 0, fontSize: vars.font.size });

export const summary = style({ margin: 0 });
