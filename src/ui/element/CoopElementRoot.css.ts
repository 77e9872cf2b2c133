import { style } from '@vanilla-extract/css';
import { textReset } from '../styles/host.css.ts';

/** The element's content and its dialogs' container: where the page's inherited text styles stop. */
export const root = style([textReset]);
export const portalContainer = style([textReset]);
