import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';
import { narrow } from './PayAccountList.css.ts';

/** The account's card: who it is, its figures, and the box and amount; stacked when narrow. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(14em, 1.2fr) minmax(11em, 1fr)',
  gridTemplateAreas: '"identity details pay"',
  gap: `${vars.space.sm} ${vars.space.md}`,
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  minWidth: 0,
  '@container': {
    [narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"identity" "details" "pay"',
    },
  },
});

export const identity = style({ gridArea: 'identity', display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const accountHeading = style({ margin: 0, fontSize: vars.font.size });

export const address = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});

export const details = style({ gridArea: 'details', minWidth: 0 });

// The figures side by side with their labels, on phones too: a shorter card shows more accounts at once.
globalStyle(`${details} > div`, {
  gridTemplateColumns: 'minmax(5.5em, auto) minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const pay = style({ gridArea: 'pay', display: 'grid', gap: vars.space.sm, minWidth: 0 });
