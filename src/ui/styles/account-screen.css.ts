import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, vars } from '../theme.css.ts';

/** The column every signed-in account screen stacks its sections in (overview, account list, …). */
export const screen = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });

/** The screen's title; it can take focus (a route change moves focus to it). */
export const heading = style({
  margin: 0,
  fontSize: '1.75em',
  lineHeight: 1.2,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [breakpoints.mobile]: { fontSize: vars.font.sizeLarge } },
});

/** A screen's list of cards: two a row where there is room, one on a phone. */
export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

/** One item of a screen's list drawn as a card (a stored payment method, an account's auto pay). */
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});
