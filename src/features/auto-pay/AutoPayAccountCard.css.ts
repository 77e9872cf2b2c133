import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** One account: its address, its auto payment or what keeps it from one, and the button to change it. */
export { card as account } from '../../ui/styles/account-screen.css.ts';

export const accountHeading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

export const details = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const enrolledMarker = style({
  justifySelf: 'start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  color: vars.color.success,
  background: vars.color.successSurface,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
