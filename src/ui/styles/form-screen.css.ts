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

/**
 * The answer holder's look (AnswerHolder), for a screen that moves focus to its answers on its own terms
 * (after a dialog closes, or to a notice it keeps).
 */
export { root as alertHolder } from '../primitives/AnswerHolder/AnswerHolder.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });
