import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../ui/theme.css.ts';

/**
 * A button naming one of the member's accounts: the switcher's and its search's. Each adds its layout
 * and how it marks the account shown.
 */
export const accountButton = style({
  minHeight: 44,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});
