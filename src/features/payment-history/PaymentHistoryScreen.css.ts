import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

/** The type and date range filters in the table's toolbar: side by side, stacked when narrow. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  '@media': { [breakpoints.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const filterField = style({ minWidth: '12em' });

export const viewBill = style({ whiteSpace: 'nowrap' });
