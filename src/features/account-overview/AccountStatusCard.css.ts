import { style } from '@vanilla-extract/css';

/** The Report Outage link looks like a button but stays a link: it goes to another screen. */
export const reportOutage = style({ justifySelf: 'start' });
