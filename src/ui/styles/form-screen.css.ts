import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css.ts';

/** The card, heading, alert holder and form of the account screens (registration, password flows). */
export const card = style({
  boxSizing: 'border-box',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': {
    [breakpoints.mobile]: { padding: vars.space.md },
  },
});

export const content = style({ display: 'grid', gap: vars.space.lg });

/** Takes focus when the step changes, so keyboard and screen-reader users continue from there. */
export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
});

/** Holds the error alert and takes focus when it appears; empty, it takes no place in the layout. */
export const alertHolder = style({
  outline: 'none',
  selectors: {
    '&:empty': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const form = style({ display: 'grid', gap: vars.space.md });
