import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

export const content = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The tabs' buttons are left off paper: the page prints the chart and the table. */
export const tabList = style({ '@media': { print: { display: 'none' } } });

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  paddingBlockStart: vars.space.md,
});

export const disclaimer = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
