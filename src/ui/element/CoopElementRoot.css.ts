import { style } from '@vanilla-extract/css';
import { textReset } from '../styles/host.css.ts';
// The screens' tokens come with every element's root: React's elements and the Quick Pay dialog.
import '../theme-screens.css.ts';

/** The element's content and its dialogs' container: where the page's inherited text styles stop. */
export const root = style([textReset]);
export const portalContainer = style([textReset]);
