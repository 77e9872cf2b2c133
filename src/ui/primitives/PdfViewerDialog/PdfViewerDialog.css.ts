import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, forcedColors, vars } from '../../theme.css';
import * as dialogStyles from '../Dialog/Dialog.css';
import { zoomPercents, type ZoomPercent } from './zoom';

/**
 * The bill viewer is 94% wide by 90% high (spec 02 §9) on every screen, phones included. Two classes
 * so that it wins over the dialog's own size and its bottom-sheet layout on phones.
 */
export const dialog = style({
  selectors: {
    [`${dialogStyles.content}&`]: {
      top: '50%',
      right: 'auto',
      bottom: 'auto',
      left: '50%',
      display: 'flex',
      flexDirection: 'column',
      width: '94%',
      height: '90%',
      maxHeight: 'none',
      overflow: 'hidden',
      transform: 'translate(-50%, -50%)',
      borderRadius: vars.radius,
    },
  },
});

// The dialog's body takes the height the title leaves, so the page area can fill it.
globalStyle(`${dialog} > ${dialogStyles.body}`, {
  display: 'flex',
  flex: '1 1 0',
  flexDirection: 'column',
  minHeight: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const toolGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Download sits at the far end of the toolbar, apart from page and zoom. */
export const download = style({
  marginLeft: 'auto',
});

/** Page and zoom read-outs between their buttons; fixed widths keep the buttons still as they change. */
export const readout = style({
  margin: 0,
  minWidth: '7.5em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

/** A button at the end of its range: still focusable (focus is not lost), visibly unavailable. */
export const unavailable = style({
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** Where the page is drawn; scrolls when the page is zoomed in beyond the dialog. */
export const pageArea = style({
  position: 'relative',
  flex: '1 1 0',
  minHeight: 0,
  overflow: 'auto',
  scrollbarGutter: 'stable',
  padding: vars.space.sm,
  borderRadius: vars.radius,
  background: vars.color.surfaceMuted,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: '100%',
  margin: 0,
  color: vars.color.textMuted,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

/**
 * The canvas holds the page at the screen's pixel density; its displayed size comes from these limits
 * (a canvas keeps its aspect ratio under max-width and max-height), so no size is set from script.
 */
const page = style({
  display: 'block',
  margin: '0 auto',
  background: '#ffffff',
  boxShadow: '0 1px 4px rgba(15, 23, 42, 0.3)',
  // The shadow that sets the paper off is gone there.
  '@media': { [forcedColors]: { outline: '1px solid CanvasText' } },
  selectors: {
    // Until the first page is drawn; `display: block` above would otherwise win over `hidden`.
    '&[hidden]': { display: 'none' },
  },
});

export const pageZoom = styleVariants(
  Object.fromEntries(
    zoomPercents.map((percent) => [percent, { maxWidth: `${percent}%`, maxHeight: `${percent}%` }]),
  ) as Record<ZoomPercent, { maxWidth: string; maxHeight: string }>,
  (limits) => [page, limits],
);
