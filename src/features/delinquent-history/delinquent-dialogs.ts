import { lazyComponent } from '../../ui/lazy-component.ts';

// The screen shows no dialog at first: the PDF viewer (with the Radix dialog it stands on) loads when the
// member shows intent on a View PDF button.
const pdfViewerDialog = lazyComponent(() =>
  import('../../ui/primitives/PdfViewerDialog/PdfViewerDialog.tsx').then((module) => module.PdfViewerDialog),
);

export const PdfViewerDialog = pdfViewerDialog.Component;

/** For the pointer coming over, or focus reaching, a View PDF button. */
export function preloadDelinquentDialogs(): void {
  pdfViewerDialog.preload();
}
