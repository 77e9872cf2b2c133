/**
 * Hidden on screen, still read by screen readers: the rules behind `<VisuallyHidden>`, for a style that
 * hides only at some widths or media (a table's card layout, a caption on screen) or hides a part it
 * does not render (a field's label in a table cell).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
