import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, minimumTargetSize, vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

const mobile = breakpoints.mobile;

export const content = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const intro = style({ margin: 0, maxWidth: '48em' });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const statusHolder = style({ selectors: { '&:empty': { display: 'none' } } });

/**
 * A matrix wider than its column (many contacts, a narrow window or a zoomed page) scrolls sideways in
 * its own box instead of the page (WCAG 1.4.10's exception for data tables).
 */
export const gridScroller = style({ overflowX: 'auto', position: 'relative', minWidth: 0 });

/** The type × contact matrix; on phones each row becomes a card with its boxes listed. */
export const grid = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { [mobile]: { display: 'block' } },
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLarge,
  paddingBottom: vars.space.sm,
  '@media': { [mobile]: { display: 'block' } },
});

/**
 * On phones the column headings are read from each box's own label instead. Not merely clipped: a
 * table header group ignores width and overflow, so its cells kept the page wider than the phone.
 */
export const head = style({
  '@media': { [mobile]: { display: 'none' } },
});

globalStyle(`${head} th`, {
  textAlign: 'start',
  verticalAlign: 'bottom',
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const contactColumn = style({ minWidth: '8em' });

export const kind = style({ display: 'block', fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const contactValue = style({ display: 'block', overflowWrap: 'anywhere' });

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mobile]: {
      display: 'grid',
      gap: vars.space.sm,
      padding: vars.space.md,
      marginBottom: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius,
    },
  },
});

export const rowHeader = style({
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: 'normal',
  padding: vars.space.sm,
  display: 'table-cell',
  maxWidth: '22em',
  '@media': { [mobile]: { display: 'grid', gap: vars.space.xs, padding: 0, maxWidth: 'none' } },
});

export const alertName = style({ display: 'block', fontWeight: vars.font.weightBold });

export const description = style({
  display: 'block',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

const state = style({ display: 'block', fontSize: vars.font.sizeSmall });
export const stateOn = style([state, { color: vars.color.success }]);
export const stateOff = style([state, { color: vars.color.textMuted }]);

export const cell = style({
  verticalAlign: 'top',
  padding: vars.space.sm,
  '@media': { [mobile]: { display: 'block', padding: 0 } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: minimumTargetSize,
  cursor: 'pointer',
});

export const checkbox = style({ width: '20px', height: '20px', margin: 0, cursor: 'pointer' });

/** Shown beside the box on phones only; on wide screens the column heading says it. */
export const boxLabel = style({
  display: 'none',
  overflowWrap: 'anywhere',
  '@media': { [mobile]: { display: 'inline' } },
});

export const settingCell = style({
  verticalAlign: 'top',
  padding: vars.space.sm,
  minWidth: '12em',
  '@media': { [mobile]: { display: 'block', padding: 0, minWidth: 0 } },
});

export const noSetting = style({
  padding: vars.space.sm,
  '@media': { [mobile]: { display: 'none' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
