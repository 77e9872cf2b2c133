import { style } from '@vanilla-extract/css';
import { focusRing, forcedColorsControl, minimumTargetSize, vars } from '../../ui/theme.css.ts';

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: minimumTargetSize,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  textDecoration: 'underline',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
} as const;

export const link = style(linkBase);

/** A link that opens a document in the viewer: a button that reads as a link. */
export const documentButton = style([linkBase, forcedColorsControl]);
