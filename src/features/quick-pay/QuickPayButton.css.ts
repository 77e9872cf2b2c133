import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { forcedColors, forcedColorsControlBoundary, forcedColorsEdge, vars } from '../../ui/theme.css.ts';

// One stylesheet is shared by every coop element, so host rules name their element.
// `!important` like the platform's own `:host` display (src/ui/styles/host.css.ts): pages cannot change it.
globalStyle(':host(coop-quick-pay-button)', { display: 'inline-block !important' });
globalStyle(':host(coop-quick-pay-button[variant="banner"])', { display: 'block !important' });
globalStyle(':host(coop-quick-pay-button[hidden])', { display: 'none !important' });

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const bannerText = style({ margin: 0, flex: '1 1 16em' });

export const button = style([
  {
    fontFamily: vars.font.family,
    fontSize: vars.font.size,
    fontWeight: 600,
    minHeight: '44px',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: 'none',
    borderRadius: vars.radius,
    background: vars.color.primary,
    color: vars.color.primaryContrast,
    cursor: 'pointer',
    selectors: {
      '&:hover': { filter: 'brightness(0.92)' },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  // Neither the button nor the frame's Close is ever unavailable.
  forcedColorsControlBoundary,
]);

/*
 * The dialog's frame, drawn by the button's own small script the moment it is pressed, while the dialog's
 * code loads: the same box, place and title as the Quick Pay dialog, so the dialog replaces it in place.
 */
export const frameOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.dialog,
  background: vars.color.overlay,
});

export const frame = style([
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.z.dialog,
    boxSizing: 'border-box',
    display: 'grid',
    gap: vars.space.md,
    width: `min(${vars.dialog.width}, calc(100vw - 2 * ${vars.space.md}))`,
    padding: vars.space.lg,
    transform: 'translate(-50%, -50%)',
    borderRadius: vars.radius,
    background: vars.color.surface,
    boxShadow: vars.shadow.dialog,
    selectors: { '&:focus': { outline: 'none' } },
    '@media': {
      'screen and (max-width: 599.98px)': {
        top: 'auto',
        right: 0,
        bottom: 0,
        left: 0,
        width: '100%',
        padding: vars.space.md,
        transform: 'none',
      },
    },
  },
  forcedColorsEdge,
]);

export const frameTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const frameSpinner = style({
  justifySelf: 'center',
  width: '2em',
  height: '2em',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    // Both colours would be painted alike there, and the turning arc would not show.
    [forcedColors]: { borderColor: 'GrayText', borderTopColor: 'CanvasText' },
  },
});

export const frameStatus = style({ margin: 0, textAlign: 'center' });

export const frameClose = style([button, { justifySelf: 'end' }]);
