import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

/** Cards side by side where there is room (two columns from about 600 px), stacked below. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17em), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
