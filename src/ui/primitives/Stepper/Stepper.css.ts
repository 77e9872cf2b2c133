import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, forcedColors, vars } from '../../theme.css';

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

const stepBase = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingTop: vars.space.sm,
  borderTop: '4px solid',
  color: vars.color.textMuted,
});

// In forced colours every bar and marker would take one colour: the current step is in Highlight, the
// steps to come in GrayText, and a complete step's marker stays filled.
export const steps = styleVariants({
  complete: [stepBase, { borderTopColor: vars.color.primary, color: vars.color.text }],
  current: [
    stepBase,
    {
      borderTopColor: vars.color.primary,
      color: vars.color.text,
      fontWeight: vars.font.weightBold,
      '@media': { [forcedColors]: { borderTopColor: 'Highlight' } },
    },
  ],
  upcoming: [
    stepBase,
    { borderTopColor: vars.color.border, '@media': { [forcedColors]: { borderTopColor: 'GrayText' } } },
  ],
});

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: '2px solid',
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

export const markers = styleVariants({
  complete: [
    markerBase,
    {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.primaryContrast,
      '@media': { [forcedColors]: { background: 'CanvasText', color: 'Canvas' } },
    },
  ],
  current: [
    markerBase,
    {
      borderColor: vars.color.primary,
      background: vars.color.surface,
      color: vars.color.primary,
      '@media': { [forcedColors]: { borderColor: 'Highlight' } },
    },
  ],
  upcoming: [
    markerBase,
    {
      borderColor: vars.color.border,
      background: vars.color.surface,
      color: vars.color.textMuted,
      '@media': { [forcedColors]: { borderColor: 'GrayText', color: 'GrayText' } },
    },
  ],
});

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': {
    // Phones show only the current step's name; the others keep their numbered marker.
    [breakpoints.mobile]: {
      selectors: {
        [`${stepBase}:not([aria-current]) &`]: {
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});
