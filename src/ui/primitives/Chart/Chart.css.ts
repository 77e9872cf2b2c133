import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { focusRing, forcedColors, vars } from '../../theme.css';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

/** The plot and the line that reads out the keyboard cursor's point, without a gap while it is empty. */
export const plotArea = style({ display: 'block', minWidth: 0 });

/**
 * uPlot sizes its canvas to this box's width; it must be able to shrink below the canvas. The focus
 * ring is an outline, which the box's own overflow does not clip.
 */
export const plot = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius,
  selectors: { '&:focus-visible': focusRing },
});

// uPlot's own sheet sets its font on `.uplot`; the chart follows the theme instead.
globalStyle(`${plot} .uplot`, { fontFamily: vars.font.family, width: '100%' });

// The keyboard cursor's line: solid and in the text colour, to stand out from the bars and lines
// (WCAG 1.4.11) where uPlot draws a faint dashed one. Three classes deep to outrank uPlot's sheet,
// which loads after this one.
globalStyle(`${plot} .u-hz .u-cursor-x`, { borderRight: `2px solid ${vars.color.text}` });

/** The keyboard cursor's point, in words; empty (and without height) while no point is chosen. */
export const readout = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  selectors: { '&:not(:empty)': { paddingBlockStart: vars.space.xs } },
});

/**
 * The series colours, in order; the plot reads the same custom properties to draw on the canvas, so
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

/**
 * A swatch's fill and edge, set by its legend entry: the theme's colours, and the system colours the plot
 * draws in forced colours mode (forced-colors.ts), where the theme's would all turn into one.
 */
const swatchFill = createVar();
const swatchEdge = createVar();
const forcedSwatchFill = createVar();
const forcedSwatchEdge = createVar();

/** `var(--name)` → `--name`: the custom properties a legend entry sets in its style. */
const propertyOf = (cssVar: string) => cssVar.replace(/^var\((--[^,)]+)\)$/, '$1');
export const swatchProperties = {
  fill: propertyOf(swatchFill),
  edge: propertyOf(swatchEdge),
  forcedFill: propertyOf(forcedSwatchFill),
  forcedEdge: propertyOf(forcedSwatchEdge),
} as const;

/** A bar's swatch: its colour, outlined where the bars are. */
export const swatch = style({
  display: 'inline-block',
  boxSizing: 'border-box',
  width: '1em',
  height: '1em',
  borderRadius: 2,
  border: `1px solid ${swatchEdge}`,
  background: swatchFill,
  '@media': { [forcedColors]: { borderColor: forcedSwatchEdge, background: forcedSwatchFill } },
});

/** A line's swatch: a short stroke in its colour. */
export const lineSwatch = style({
  display: 'inline-block',
  width: '1.5em',
  height: 0,
  borderTop: `3px solid ${swatchEdge}`,
  '@media': { [forcedColors]: { borderTopColor: forcedSwatchEdge } },
});

export const dashedLineSwatch = style([lineSwatch, { borderTopStyle: 'dashed' }]);

export const toggle = style({ justifySelf: 'start' });
