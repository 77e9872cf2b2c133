import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The choices sit side by side and wrap; on paper they are left out (the chart and table are the page). */
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const field = style({ flex: '1 1 11em', minWidth: 0, maxWidth: '16em' });

/** The button lines up with the fields' controls, under their labels. */
export const submit = style({ alignSelf: 'flex-end', paddingBlockEnd: 2 });
