import { preloadBillStatementDialogs } from '../../ui/bill-statement/bill-statement-dialogs.ts';
import { lazyComponent } from '../../ui/lazy-component.ts';

// The overview shows no dialog at first: the PDF viewer of a card's document and the history's bill
// statement dialogs (with the Radix dialog they stand on) load when the member shows intent on what opens
// them, or when one must open on load.
const pdfViewerDialog = lazyComponent(() =>
  import('../../ui/primitives/PdfViewerDialog/PdfViewerDialog.tsx').then((module) => module.PdfViewerDialog),
);

export const PdfViewerDialog = pdfViewerDialog.Component;

/** For the pointer coming over, or focus reaching, a control that opens one of them. */
export function preloadOverviewDialogs(): void {
  pdfViewerDialog.preload();
  preloadBillStatementDialogs();
}
