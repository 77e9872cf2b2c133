import { style } from '@vanilla-extract/css';
import { minimumTargetSize } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

/** The view-PDF button of a row: a link-styled button, as large as a target must be. */
export const viewPdf = style({ minHeight: minimumTargetSize, paddingInline: 0 });
