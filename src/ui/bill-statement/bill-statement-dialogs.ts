import { lazyComponent } from '../lazy-component.ts';

// A history shows no dialog at first: the PDF viewer and the no-bill dialog (with the Radix dialog they
// stand on) load when the member shows intent on a View Bill button, or when one must open on load.
const pdfViewerDialog = lazyComponent(() =>
  import('../primitives/PdfViewerDialog/PdfViewerDialog.tsx').then((module) => module.PdfViewerDialog),
);
const noBillDialog = lazyComponent(() => import('./NoBillDialog.tsx').then((module) => module.NoBillDialog));

export const PdfViewerDialog = pdfViewerDialog.Component;
export const NoBillDialog = noBillDialog.Component;

/** For the pointer coming over, or focus reaching, a View Bill button. */
export function preloadBillStatementDialogs(): void {
  pdfViewerDialog.preload();
  noBillDialog.preload();
}
