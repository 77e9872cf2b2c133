import { style } from '@vanilla-extract/css';
import { focusRing, forcedColorsControl, vars } from '../../theme.css.ts';

export const toggle = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: 44,
    margin: 0,
    padding: `0 ${vars.space.sm}`,
    border: 'none',
    borderLeft: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    color: vars.color.primary,
    cursor: 'pointer',
    selectors: {
      // Inset, so the ring shows inside the control's own ring.
      '&:focus-visible': { ...focusRing, outlineOffset: '-4px' },
      '&:hover': { color: vars.color.text },
    },
  },
  forcedColorsControl,
]);
