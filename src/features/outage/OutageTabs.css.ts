import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const tabs = style({ minWidth: 0 });

/** On paper only the open tab's content is printed. */
export const tabList = style({
  '@media': {
    print: { display: 'none' },
  },
});

export const message = style({ margin: 0 });

/** The Map tab: a sentence, then the link to the map. */
export const map = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
