import { style } from '@vanilla-extract/css';
import { forcedColors, vars } from '../../ui/theme.css.ts';
import { accountButton } from './account-button.css.ts';

export const status = style({
  minHeight: '1.5em',
  margin: `${vars.space.sm} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const results = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const result = style([
  accountButton,
  {
    display: 'grid',
    gap: 2,
    boxSizing: 'border-box',
    width: '100%',
    textAlign: 'start',
    selectors: {
      '&[aria-current="true"]': {
        borderColor: vars.color.primary,
        boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      },
    },
    '@media': {
      [forcedColors]: {
        selectors: { '&[aria-current="true"]': { outline: '2px solid Highlight', outlineOffset: '-3px' } },
      },
    },
  },
]);

export const number = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' });

export const details = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});
