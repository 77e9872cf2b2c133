import { style } from '@vanilla-extract/css';

// The placement useWindowedRows needs: the list as tall as all its rows, each row absolutely at the
// offset the virtualizer works out. Shared by the accounts list and the review.

/** The whole list's height, with its rows placed in it. */
export const windowedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
  width: '100%',
});

/** One row, at its place in the list. */
export const windowedRow = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  boxSizing: 'border-box',
});
