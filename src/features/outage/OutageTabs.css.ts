import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui/theme.css.ts';

export const tabs = style({ minWidth: 0 });

/**
 * Four tabs do not fit a phone's width: they wrap onto a second row there rather than scroll sideways
 * (WCAG 1.4.10, measured by tests/e2e/reflow.spec.ts). On paper only the open tab's content is printed.
 */
export const tabList = style({
  '@media': {
    [breakpoints.mobile]: { flexWrap: 'wrap', overflowX: 'visible' },
    print: { display: 'none' },
  },
});

export const message = style({ margin: 0 });

/** The Map tab: a sentence, then the link to the map. */
export const map = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
