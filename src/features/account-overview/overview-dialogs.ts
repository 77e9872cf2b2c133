import { lazyComponent } from '../../ui/lazy-component.ts';

// The overview shows no dialog at first: the PDF viewer and the no-bill dialog (with the Radix dialog they
// stand on) load when the member shows intent on what opens them, or when one must open on load.
const pdfViewerDialog = lazyComponent(() =>
  import('../../ui/primitives/PdfViewerDialog/PdfViewerDialog.tsx').then((module) => module.PdfViewerDialog),
);
const noBillDialog = lazyComponent(() => import('./NoBillDialog.tsx').then((module) => module.NoBillDialog));

export const PdfViewerDialog = pdfViewerDialog.Component;
export const NoBillDialog = noBillDialog.Component;

/** For the pointer coming over, or focus reaching, a control that opens one of them. */
export function preloadOverviewDialogs(): void {
  pdfViewerDialog.preload();
  noBillDialog.preload();
}
