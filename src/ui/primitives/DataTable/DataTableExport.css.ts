import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { narrow } from './DataTable.css';

/** At the end of the table's toolbar; across the whole width in the card layout. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  '@container': {
    [narrow]: { alignItems: 'stretch', marginInlineStart: 0 },
  },
  '@media': {
    print: { display: 'none' },
  },
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const button = style({
  whiteSpace: 'nowrap',
  '@container': {
    [narrow]: { flex: '1 1 auto' },
  },
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSmall,
});
