import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

/** The title with the help button beside it. */
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const content = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Proceed at the end of the table, with the hint beside it while nothing is selected. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const helpText = style({ display: 'grid', gap: vars.space.sm });

globalStyle(`${helpText} p`, { margin: 0 });
