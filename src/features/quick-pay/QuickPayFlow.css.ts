import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export const flow = style({ display: 'grid', gap: vars.space.lg });

export const form = style({ display: 'grid', gap: vars.space.md });

export const intro = style({ margin: 0, fontWeight: vars.font.weightBold });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  '@media': {
    [breakpoints.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});

export const accountNumber = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius,
  background: vars.color.infoSurface,
  color: vars.color.info,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

export const card = style({
  maxWidth: vars.dialog.width,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': {
    [breakpoints.mobile]: { padding: vars.space.md },
  },
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const stepHeading = style({
  outline: 'none',
  // Inset, so the ring does not cover the dialog title above.
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' } },
});

export const warningIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.25em',
  height: '1.25em',
  borderRadius: '50%',
  background: vars.color.warning,
  color: vars.color.surface,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSmall,
});

/**
 * The site configuration is loading: the place the Account step will fill (measured: 359 px wide,
 * 372 px on phones), so the page below does not move when the form arrives.
 */
export const loadingPlace = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '22.5em',
  '@media': { [breakpoints.mobile]: { minHeight: '23.25em' } },
});
