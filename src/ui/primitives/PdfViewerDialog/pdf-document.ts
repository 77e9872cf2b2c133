// Loaded only when a viewer opens (dynamic import from PdfViewerDialog): pdf.js and its worker URL
// stay out of every widget's initial chunks.
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline';

// Each document gets its own worker thread, ended when its loading task is destroyed.
GlobalWorkerOptions.workerSrc = workerUrl;

// A worker must come from the page's own origin. From a CDN, pdf.js would wrap the file in a blob: URL,
// which a strict CSP refuses (no `worker-src blob:`); instead its worker code runs on the page's thread,
// imported as the module it is (the CDN is in `script-src` already). Parsing then shares the main thread.
// (Not a top-level await: that would make the bundler split every chunk more finely.)
let workerReady: Promise<void> | undefined;
function prepareWorker(): Promise<void> {
  workerReady ??= (async () => {
    const workerAddress = new URL(workerUrl, document.baseURI);
    if (workerAddress.origin !== location.origin) {
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(
        /* @vite-ignore */ workerAddress.href
      );
    }
  })();
  return workerReady;
}

export type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

/**
 * Starts parsing a PDF in the pdf.js worker (once the worker's code is ready). Destroy the returned task
 * to stop it and free the document and its worker.
 */
export async function loadPdfDocument(bytes: Uint8Array): Promise<PDFDocumentLoadingTask> {
  await prepareWorker();
  return getDocument({
    // pdf.js transfers the buffer it is given to the worker; a copy keeps the caller's bytes for Download.
    data: bytes.slice(),
    // No `new Function` for PDF functions: the pages run under a CSP without 'unsafe-eval'.
    isEvalSupported: false,
    // WebAssembly needs 'wasm-unsafe-eval'; the JavaScript decoders work under the strict CSP.
    useWasm: false,
  });
}
