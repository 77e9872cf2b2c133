import { style } from '@vanilla-extract/css';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

/** The account the screen is about, above the tabs. */
export const account = style({ margin: 0 });
