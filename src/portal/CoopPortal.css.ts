import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, focusRing, forcedColorsControl, vars } from '../ui/theme.css.ts';

// One stylesheet is shared by every coop element, so host rules name their element. The page's own rules
// beat a shadow tree's normal `:host` rules (a theme's `* { all: revert }`): the host's box is `!important`.
globalStyle(':host(coop-portal)', {
  display: 'flex !important',
  flexDirection: 'column !important' as 'column',
  background: `${vars.color.surface} !important`,
});
// The footer stays at the bottom of a portal taller than its content (a full-page portal).
globalStyle(':host(coop-portal) > [part~="base"]', {
  display: 'flex',
  flexDirection: 'column',
  flex: '1 0 auto',
});

export const portal = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: '1 0 auto',
});

export const skipLink = style([
  {
    position: 'absolute',
    left: vars.space.md,
    top: vars.space.sm,
    zIndex: 50,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius,
    background: vars.color.surface,
    color: vars.color.primary,
    fontWeight: vars.font.weightBold,
    // Off screen until focused (WCAG 2.4.1).
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none', ...focusRing } },
  },
  forcedColorsControl,
]);

export const main = style({
  flex: '1 0 auto',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '72em',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  outline: 'none',
  '@media': { [breakpoints.mobile]: { padding: `${vars.space.md} ${vars.space.sm}` } },
});

export const status = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '12em',
  padding: vars.space.lg,
});

// On paper the portal is its screen: the header, menus, account switcher, footer and chat are left off.
globalStyle(`${portal} > :not(main)`, { '@media': { print: { display: 'none' } } });
globalStyle(`${portal} > main`, { '@media': { print: { maxWidth: 'none', padding: 0 } } });
