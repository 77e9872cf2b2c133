import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';

/** A part of the screen (the form, the history) under its own heading. */
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionHeading = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '32em' });
