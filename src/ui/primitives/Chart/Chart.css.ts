import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme.css';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

/** uPlot sizes its canvas to this box's width; it must be able to shrink below the canvas. */
export const plot = style({ display: 'block', width: '100%', minWidth: 0, overflow: 'hidden' });

// uPlot's own sheet sets its font on `.uplot`; the chart follows the theme instead.
globalStyle(`${plot} .uplot`, { fontFamily: vars.font.family, width: '100%' });

/**
 * The series colours, in order; Chart.tsx reads the same custom properties to draw on the canvas, so
 * a legend swatch always matches its line or bars.
 */
export const seriesColorProperties = [
  'coop-color-primary',
  'coop-color-warning',
  'coop-color-success',
  'coop-color-danger',
] as const;

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSmall,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const swatchBase = style({ display: 'inline-block', width: '1em', height: '1em', borderRadius: 2 });

/** One swatch class per entry of `seriesColorProperties`. */
export const swatches = seriesColorProperties.map((property) =>
  style([swatchBase, { background: `var(--${property})` }]),
);

export const toggle = style({ justifySelf: 'start' });

/** Long tables (a year of days) scroll inside the section; the box takes focus so keys can scroll it. */
export const tableScroller = style({
  overflowX: 'auto',
  maxHeight: '24rem',
  overflowY: 'auto',
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weightBold,
  paddingBlockEnd: vars.space.xs,
});

const cellBase = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
} as const;

export const columnHeader = style({
  ...cellBase,
  borderBottom: `2px solid ${vars.color.border}`,
  textAlign: 'start',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const numberColumnHeader = style([columnHeader, { textAlign: 'end' }]);

export const rowHeader = style({ ...cellBase, textAlign: 'start', fontWeight: 'normal' });

export const numberCell = style({ ...cellBase, textAlign: 'end' });
