import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visually-hidden.ts';

/** Hidden on screen, still read by screen readers. */
export const root = style(visuallyHidden);
