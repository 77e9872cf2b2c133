import { style } from '@vanilla-extract/css';
import { breakpoints, focusRing, minimumTargetSize, vars } from '../../ui/theme.css.ts';

export const screen = style({
  position: 'relative',
  // The background image stays behind this screen's content, not behind the host page.
  isolation: 'isolate',
  overflow: 'hidden',
  padding: vars.space.lg,
  borderRadius: vars.radius,
  '@media': {
    [breakpoints.mobile]: { padding: 0 },
  },
});

export const backgroundImage = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  '@media': {
    [breakpoints.mobile]: { display: 'none' },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 30em)',
  gap: vars.space.lg,
  alignItems: 'stretch',
  '@media': {
    [breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** Two columns when there is a right-hand image; one on phones, where the image is hidden. */
export const layoutWithImage = style({
  '@media': {
    [breakpoints.wide]: { gridTemplateColumns: 'minmax(0, 30em) minmax(0, 1fr)' },
  },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  boxSizing: 'border-box',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': {
    [breakpoints.mobile]: { padding: vars.space.md },
  },
});

export const sideImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  minHeight: '20em',
  objectFit: 'cover',
  borderRadius: vars.radius,
  '@media': {
    [breakpoints.mobile]: { display: 'none' },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  lineHeight: 1.3,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size,
  fontWeight: vars.font.weightBold,
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': {
    [breakpoints.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: minimumTargetSize,
  color: vars.color.primary,
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { textDecorationThickness: 2 },
  },
});

/**
 * The site configuration is loading: the place the sign-in form will fill (measured: about 330–360 px
 * wide, 350–380 px on phones), so the page below does not move when the form arrives.
 */
export const loadingPlace = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '20.5em',
  '@media': { [breakpoints.mobile]: { minHeight: '22em' } },
});
