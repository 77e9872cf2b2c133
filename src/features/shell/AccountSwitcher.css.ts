import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, forcedColors, vars } from '../../ui/theme.css.ts';
import { accountButton } from './account-button.css.ts';

export const bar = style({
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  maxWidth: '72em',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  listStyle: 'none',
  '@media': { [breakpoints.mobile]: { flexDirection: 'column' } },
});

export const account = style([
  accountButton,
  {
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: vars.space.sm,
    selectors: {
      '&[aria-pressed="true"]': {
        borderColor: vars.color.primary,
        boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
        fontWeight: vars.font.weightBold,
        cursor: 'default',
      },
    },
    '@media': {
      [breakpoints.mobile]: { width: '100%' },
      // The inset shadow that marks the chosen account is gone there: a Highlight edge instead (no fill, which
      // would leave the muted account type unreadable on it).
      [forcedColors]: {
        selectors: {
          '&[aria-pressed="true"]': {
            borderColor: 'Highlight',
            outline: '2px solid Highlight',
            outlineOffset: '-3px',
          },
          '&[aria-pressed="true"]:focus-visible': focusRing,
        },
      },
    },
  },
]);

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const type = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** The search button: a link-like action beside the accounts, not an account itself. */
export const find = style({
  borderStyle: 'dashed',
  color: vars.color.primary,
  fontWeight: vars.font.weightBold,
});
