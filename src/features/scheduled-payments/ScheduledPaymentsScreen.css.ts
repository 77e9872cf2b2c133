import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';
export { alertHolder } from '../../ui/styles/form-screen.css.ts';

/** The site's overview text above the list. */
export const overview = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 });

/** The delete button keeps to its text in the narrow card layout. */
export const deleteButton = style({ justifySelf: 'start' });
