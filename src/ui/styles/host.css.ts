import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/**
 * Inherited text properties cross the shadow boundary; a CMS page's `letter-spacing`,
 * `text-transform` or `text-align` on body would otherwise reshape every element. Reset them on the
 * host: a page can still theme an element by setting these on the element itself.
 */
globalStyle(':host', {
  display: 'block',
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  fontStyle: 'normal',
  fontWeight: 'normal',
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
});

globalStyle(':host([hidden])', { display: 'none' });
