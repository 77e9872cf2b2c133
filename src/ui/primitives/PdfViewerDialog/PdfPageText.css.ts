import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';
import { zoomPercents, type ZoomPercent } from './zoom';

/** The page's text as a sheet of paper: the site's text colours, lines that wrap at any width. */
const text = style({
  maxWidth: '48em',
  margin: '0 auto',
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});

export const line = style({ margin: `0 0 ${vars.space.xs}` });

export const reading = style({ margin: 0, color: vars.color.textMuted });

/** The viewer's zoom steps scale the text too: 125% is text a quarter larger. */
export const textZoom = styleVariants(
  Object.fromEntries(zoomPercents.map((percent) => [percent, { fontSize: `${percent}%` }])) as Record<
    ZoomPercent,
    { fontSize: string }
  >,
  (size) => [text, size],
);
