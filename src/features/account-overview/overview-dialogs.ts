import { lazy } from 'react';

// The overview shows no dialog at first: the PDF viewer and the no-bill dialog (with the Radix dialog they
// stand on) load when the member shows intent on what opens them, or when one must open on load.
const loadPdfViewerDialog = () => import('../../ui/primitives/PdfViewerDialog/PdfViewerDialog.tsx');
const loadNoBillDialog = () => import('./NoBillDialog.tsx');

export const PdfViewerDialog = lazy(() =>
  loadPdfViewerDialog().then((module) => ({ default: module.PdfViewerDialog })),
);
export const NoBillDialog = lazy(() =>
  loadNoBillDialog().then((module) => ({ default: module.NoBillDialog })),
);

/** For the pointer coming over, or focus reaching, a control that opens one of them. */
export function preloadOverviewDialogs(): void {
  // A failed load is tried again when the dialog renders (React.lazy); nothing to report here.
  loadPdfViewerDialog().catch(() => undefined);
  loadNoBillDialog().catch(() => undefined);
}
