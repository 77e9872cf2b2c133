import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/**
 * The inherited text properties, at the element's own values. A host page reaches into the shadow
 * root through inheritance: `body { letter-spacing: … !important }` or `* { all: revert }` on the host
 * element itself wins over any `:host` rule (the page's normal rules beat the shadow tree's), so the
 * reset must sit on an element inside the shadow root. Every element wraps its content in one.
 * Theme the elements with the `--coop-*` properties, not with these.
 */
export const textReset = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  fontStyle: 'normal',
  fontWeight: 'normal',
  fontVariant: 'normal',
  lineHeight: vars.font.lineHeight,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textAlign: 'start',
  textIndent: 0,
  textShadow: 'none',
  whiteSpace: 'normal',
  color: vars.color.text,
  visibility: 'visible',
  cursor: 'auto',
  boxSizing: 'border-box',
});

globalStyle(':host', {
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

/*
 * The host's own box: `!important` in the shadow tree's sheet is the one thing a page's rules cannot
 * override (a CMS theme's `coop-portal { display: inline }` or `[hidden] { display: block !important }`).
 * Hide an element with the `hidden` attribute.
 */
globalStyle(':host', { display: 'block !important' });
// An element paints its own surface, for the text colours it sets: on a dark CMS theme its text would
// otherwise sit on the page's background. The Quick Pay button is a control on the page, not a surface.
globalStyle(':host(:not(coop-quick-pay-button))', { background: `${vars.color.surface} !important` });
globalStyle(':host([hidden])', { display: 'none !important' });
