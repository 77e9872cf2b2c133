import { catalogue } from '../language.ts';
/**
 * Words of the PDF viewer dialog (bills, delinquent notices, capital credit letters). The message for
 * a file the back office does not have is the caller's (spec 02 §8, e.g. 'Bill History File not found.').
 */
export const pdfViewerMessages = catalogue(
  () =>
    ({
      toolbar: 'Document controls',
      previousPage: 'Previous page',
      nextPage: 'Next page',
      pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
      /** Text alternative of the drawn page, e.g. 'Page 1 of 3 of Bill 10/2026.pdf'. */
      pageImage: (page: number, pageCount: number, fileName: string) =>
        `Page ${page} of ${pageCount} of ${fileName}`,
      /** The toggle between the drawn page and its text, which reflows and reads aloud. */
      pageText: 'Page text',
      /** The text view's name, e.g. 'Text of page 1 of 3'. */
      pageTextOf: (page: number, pageCount: number) => `Text of page ${page} of ${pageCount}`,
      loadingText: 'Reading the page’s text…',
      noPageText: 'This page has no text to show. Download the document to read it on your device.',
      zoomOut: 'Zoom out',
      zoomIn: 'Zoom in',
      /** The current zoom, e.g. 'Zoom 125%'; 100% fits the whole page in the dialog. */
      zoomLevel: (percent: number) => `Zoom ${percent}%`,
      download: 'Download',
      close: 'Close',
      loading: 'Loading the document…',
      cannotShow: 'This document cannot be shown here. You can download it and open it on your device.',
      couldNotLoad: 'The document could not be loaded. Please check your connection and try again.',
      retry: 'Try again',
      sessionEnded: 'Your session has ended. Please sign in again to see this document.',
    }) as const,
  () => import('./es.ts'),
  'pdfViewerMessages',
);
