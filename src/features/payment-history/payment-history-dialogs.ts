import { lazyComponent } from '../../ui/lazy-component.ts';

// The history shows no dialog at first: the PDF viewer and the no-bill dialog (with the Radix dialog they
// stand on) load when the member shows intent on a View Bill button.
const pdfViewerDialog = lazyComponent(() =>
  import('../../ui/primitives/PdfViewerDialog/PdfViewerDialog.tsx').then((module) => module.PdfViewerDialog),
);
const infoDialog = lazyComponent(() =>
  import('../../ui/primitives/InfoDialog/InfoDialog.tsx').then((module) => module.InfoDialog),
);

export const PdfViewerDialog = pdfViewerDialog.Component;
export const InfoDialog = infoDialog.Component;

/** For the pointer coming over, or focus reaching, a View Bill button. */
export function preloadPaymentHistoryDialogs(): void {
  pdfViewerDialog.preload();
  infoDialog.preload();
}
