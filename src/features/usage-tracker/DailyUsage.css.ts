import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const view = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The figures over the chart. */
export const figures = style({ margin: 0 });

export const hint = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  '@media': { print: { display: 'none' } },
});

/** A part of the view with its own heading: hourly usage, Explained, the prepaid summary. */
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});

export const panelHeading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  lineHeight: 1.3,
  outline: 'none',
});

export const panelText = style({ margin: 0 });

export const panelActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { print: { display: 'none' } },
});
