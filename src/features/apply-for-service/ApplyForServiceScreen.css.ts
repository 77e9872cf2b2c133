import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, focusRing, vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

export const text = style({ margin: 0, maxWidth: '45em' });

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '44em' });

/** A group of the form under its legend: two columns, one on a phone; wide fields span both. */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  minWidth: 0,
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.sm } },
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 });

export const wide = style({ gridColumn: '1 / -1' });

/** What a choice of the identity group shows under it. */
export const identityDetail = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm });

export const notice = style({ margin: 0 });

export const ssnField = style({ maxWidth: '12em' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The confirmation: what a printed page shows, alone. */
export const confirmation = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '44em',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': {
    [breakpoints.mobile]: { padding: vars.space.md },
    print: { border: 'none', padding: 0, color: '#000', background: 'none' },
  },
});

export const confirmationHeading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const confirmationNumber = style({
  margin: 0,
  fontSize: '1.5em',
  fontWeight: 700,
  letterSpacing: '0.05em',
  fontVariantNumeric: 'tabular-nums',
});

/** Controls of the screen that a printed confirmation leaves out. */
export const notPrinted = style({ '@media': { print: { display: 'none' } } });

// Printing with the confirmation shown prints it alone: every element of this tree that neither holds it
// nor is inside it is left off the page (the portal's header, menu and footer included).
globalStyle(`*:has(${confirmation}) > :not(:has(${confirmation})):not(${confirmation})`, {
  '@media': { print: { display: 'none' } },
});
