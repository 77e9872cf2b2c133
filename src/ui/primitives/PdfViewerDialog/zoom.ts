/**
 * Zoom steps of the PDF viewer, in percent. 100% fits the whole page in the dialog; the steps are
 * fixed so that each one is a class in the stylesheet, not a size set from script.
 */
export const zoomPercents = [50, 75, 100, 125, 150, 200, 300] as const;
export type ZoomPercent = (typeof zoomPercents)[number];

/** Index of 100% (the whole page) in `zoomPercents`. */
export const fitPageZoomIndex = zoomPercents.indexOf(100);
