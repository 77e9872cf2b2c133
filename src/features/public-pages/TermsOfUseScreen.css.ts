import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../ui/theme.css.ts';

/** The site's legal text: its own headings and paragraphs, in the portal's type. */
export const legal = style({ maxWidth: '48em' });

globalStyle(`${legal} :is(h1, h2, h3, h4)`, {
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  lineHeight: 1.25,
});
globalStyle(`${legal} > :first-child`, { marginTop: 0 });
globalStyle(`${legal} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${legal} a`, { color: vars.color.primary });
globalStyle(`${legal} a:focus-visible`, focusRing);
globalStyle(`${legal} img`, { maxWidth: '100%', height: 'auto' });
