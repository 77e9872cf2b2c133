import { useEffect, useRef, useState } from 'react';
import { pdfViewerMessages as messages } from '../../../domain/primitive-messages/pdf-viewer.ts';
import { failureOf } from '../../../api/errors.ts';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { saveBytesAs } from './download.ts';
import type { PDFDocumentProxy, RenderTask } from './pdf-document.ts';
import { PdfPageText } from './PdfPageText.tsx';
import { useAreaSize, type AreaSize } from './useAreaSize.ts';
import * as styles from './PdfViewerDialog.css';
import { fitPageZoomIndex, zoomPercents } from './zoom.ts';

/** A PDF as the back office sends it: the file name and the decoded bytes (base64 in the response). */
export interface PdfFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/**
 * Fetches the file when the viewer opens. Resolve with `null` (or reject) when the back office has no
 * file; the viewer then shows `missingMessage`. The signal aborts when the viewer closes first.
 */
export type PdfFileLoader = (signal: AbortSignal) => Promise<PdfFile | null>;

export interface PdfViewerDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Heading of the dialog and its accessible name, e.g. the bill's date. */
  readonly title: string;
  /**
   * The document: the file itself, `null` when there is none, or a loader called once each time the
   * dialog opens (a spinner shows while it runs).
   */
  readonly file: PdfFile | PdfFileLoader | null;
  /**
   * What to say when there is no file (`null`, a loader resolving to `null`, or the back office
   * answering 404), e.g. 'Bill History File not found.' (spec 02 §8). A loader that fails otherwise is
   * told apart: a refused session (401) says the session ended; anything else offers Try again.
   */
  readonly missingMessage: string;
}

/**
 * A large dialog (94% × 90%) that shows a PDF one page at a time, with page navigation, zoom and
 * download only (spec 02 §9: bills, delinquent notices, capital credit letters). pdf.js loads when a
 * viewer first opens, not with the component; each document is destroyed when the dialog closes.
 */
export function PdfViewerDialog({ open, onOpenChange, title, file, missingMessage }: PdfViewerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={messages.close}
      className={styles.dialog}
    >
      {/* Mounted only while open: closing unmounts it, which ends the load and frees the document. */}
      <PdfViewer file={file} missingMessage={missingMessage} />
    </Dialog>
  );
}

type FileState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  /** The back office refused the member's session (it has ended; the page signs the member out). */
  | { readonly status: 'refused' }
  /** The file could not be fetched (the network, the back office failing): worth another try. */
  | { readonly status: 'unavailable' }
  | { readonly status: 'ready'; readonly file: PdfFile };

/** Why a loader failed, as the viewer tells it: no such file, a refused session, or a failure to retry. */
function fileStateOfFailure(error: unknown): FileState {
  const failure = failureOf(error);
  if (failure.kind === 'http' && failure.status === 401) return { status: 'refused' };
  if (failure.kind === 'http' && failure.status === 404) return { status: 'missing' };
  return { status: 'unavailable' };
}

type DocumentState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly document: PDFDocumentProxy };

function fileStateOf(file: PdfFile | null): FileState {
  return file ? { status: 'ready', file } : { status: 'missing' };
}

/** The file of the source: given directly, or from the loader, called once per mount and per retry. */
function useFile(source: PdfFile | PdfFileLoader | null, attempt: number): FileState {
  const [loaded, setLoaded] = useState<FileState>({ status: 'loading' });
  const loader = typeof source === 'function' ? source : null;
  // A caller's inline loader is a new function on each render; it is called once per opening.
  const loaderRef = useRef(loader);
  const hasLoader = loader !== null;

  useEffect(() => {
    const load = loaderRef.current;
    if (!load) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    load(controller.signal).then(
      (file) => {
        if (!controller.signal.aborted) setLoaded(fileStateOf(file));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded(fileStateOfFailure(error));
      },
    );
    return () => controller.abort();
  }, [hasLoader, attempt]);

  return typeof source === 'function' ? loaded : fileStateOf(source);
}

/** Parses the bytes with pdf.js (loaded on first use); destroys the document when they change or on unmount. */
function usePdfDocument(bytes: Uint8Array | undefined): DocumentState {
  const [state, setState] = useState<DocumentState>({ status: 'loading' });

  useEffect(() => {
    if (!bytes) return;
    let active = true;
    let destroy: (() => Promise<void>) | undefined;
    setState({ status: 'loading' });
    import('./pdf-document.ts')
      .then(({ loadPdfDocument }) => (active ? loadPdfDocument(bytes) : undefined))
      .then((task) => {
        if (!task) return undefined;
        if (!active) {
          void task.destroy();
          return undefined;
        }
        destroy = () => task.destroy();
        return task.promise;
      })
      .then(
        (document) => {
          if (active && document) setState({ status: 'ready', document });
        },
        () => {
          if (active) setState({ status: 'failed' });
        },
      );
    return () => {
      active = false;
      void destroy?.();
    };
  }, [bytes]);

  return state;
}

function isRenderingCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'RenderingCancelledException';
}

/**
 * Draws one page into the canvas: scaled to fit the area, times the zoom and the screen's pixel
 * density. The page is drawn off screen and copied when complete, so the shown page never flickers;
 * a newer draw cancels the one in progress.
 */
function usePageDrawing(
  canvas: HTMLCanvasElement | null,
  document: PDFDocumentProxy | undefined,
  pageNumber: number,
  zoomPercent: number,
  area: AreaSize | null,
): 'drawing' | 'drawn' | 'failed' {
  const [drawn, setDrawn] = useState<{ key: string } | { failed: string } | null>(null);
  const key = `${pageNumber}@${zoomPercent}:${area?.width}x${area?.height}`;

  useEffect(() => {
    if (!canvas || !document || !area || area.width <= 0 || area.height <= 0) return;
    let active = true;
    let renderTask: RenderTask | undefined;
    const drawKey = `${pageNumber}@${zoomPercent}:${area.width}x${area.height}`;

    document
      .getPage(pageNumber)
      .then((page) => {
        if (!active) return;
        const pageSize = page.getViewport({ scale: 1 });
        const fitScale = Math.min(area.width / pageSize.width, area.height / pageSize.height);
        // At least one canvas pixel per CSS pixel: the CSS limits then set the displayed size.
        const pixelRatio = Math.max(window.devicePixelRatio || 1, 1);
        const viewport = page.getViewport({ scale: (fitScale * zoomPercent * pixelRatio) / 100 });
        const offscreen = canvas.ownerDocument.createElement('canvas');
        offscreen.width = Math.floor(viewport.width);
        offscreen.height = Math.floor(viewport.height);
        renderTask = page.render({ canvas: offscreen, viewport });
        return renderTask.promise.then(() => {
          if (!active) return;
          canvas.width = offscreen.width;
          canvas.height = offscreen.height;
          canvas.getContext('2d')?.drawImage(offscreen, 0, 0);
          setDrawn({ key: drawKey });
        });
      })
      .catch((error: unknown) => {
        if (active && !isRenderingCancelled(error)) setDrawn({ failed: drawKey });
      });

    return () => {
      active = false;
      renderTask?.cancel();
    };
  }, [canvas, document, pageNumber, zoomPercent, area]);

  if (drawn && 'failed' in drawn && drawn.failed === key) return 'failed';
  // Until the first page is drawn the viewer shows a spinner; later draws keep the previous page shown.
  return drawn && 'key' in drawn ? 'drawn' : 'drawing';
}

function PdfViewer({ file: source, missingMessage }: Pick<PdfViewerDialogProps, 'file' | 'missingMessage'>) {
  const [attempt, setAttempt] = useState(0);
  const fileState = useFile(source, attempt);
  const file = fileState.status === 'ready' ? fileState.file : undefined;
  const documentState = usePdfDocument(file?.bytes);
  const pdf = documentState.status === 'ready' ? documentState.document : undefined;

  const [pageNumber, setPageNumber] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(fitPageZoomIndex);
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [showText, setShowText] = useState(false);
  // The toolbar shows with the document.
  const areaSize = useAreaSize(area, pdf);
  const zoomPercent = zoomPercents[zoomIndex] ?? 100;
  const drawing = usePageDrawing(canvas, pdf, pageNumber, zoomPercent, areaSize);

  if (fileState.status === 'missing') {
    return <Alert tone="error">{missingMessage}</Alert>;
  }
  if (fileState.status === 'refused') {
    return <Alert tone="error">{messages.sessionEnded}</Alert>;
  }
  if (fileState.status === 'unavailable') {
    return (
      <div className={styles.failure}>
        <Alert tone="error">{messages.couldNotLoad}</Alert>
        <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          {messages.retry}
        </Button>
      </div>
    );
  }

  const pageCount = pdf?.numPages ?? 0;
  const failed = documentState.status === 'failed' || drawing === 'failed';
  const downloadButton = (className?: string) =>
    file && (
      <Button
        variant="secondary"
        className={className}
        onClick={() => saveBytesAs(file.bytes, file.fileName)}
      >
        {messages.download}
      </Button>
    );

  if (failed) {
    return (
      <div className={styles.failure}>
        <Alert tone="error">{messages.cannotShow}</Alert>
        {downloadButton()}
      </div>
    );
  }

  const atFirstPage = pageNumber <= 1;
  const atLastPage = pageNumber >= pageCount;
  const atMinZoom = zoomIndex <= 0;
  const atMaxZoom = zoomIndex >= zoomPercents.length - 1;
  const shown = pdf !== undefined && drawing === 'drawn';

  return (
    <>
      {pdf && file && (
        <div className={styles.toolbar} role="toolbar" aria-label={messages.toolbar}>
          <div className={styles.toolGroup}>
            <Button
              variant="secondary"
              className={styles.unavailable}
              aria-disabled={atFirstPage}
              onClick={() => !atFirstPage && setPageNumber(pageNumber - 1)}
            >
              {messages.previousPage}
            </Button>
            <p className={styles.readout} aria-live="polite">
              {messages.pageOf(pageNumber, pageCount)}
            </p>
            <Button
              variant="secondary"
              className={styles.unavailable}
              aria-disabled={atLastPage}
              onClick={() => !atLastPage && setPageNumber(pageNumber + 1)}
            >
              {messages.nextPage}
            </Button>
          </div>
          <div className={styles.toolGroup}>
            <Button
              variant="secondary"
              className={styles.unavailable}
              aria-disabled={atMinZoom}
              onClick={() => !atMinZoom && setZoomIndex(zoomIndex - 1)}
            >
              {messages.zoomOut}
            </Button>
            <p className={styles.readout} aria-live="polite">
              {messages.zoomLevel(zoomPercent)}
            </p>
            <Button
              variant="secondary"
              className={styles.unavailable}
              aria-disabled={atMaxZoom}
              onClick={() => !atMaxZoom && setZoomIndex(zoomIndex + 1)}
            >
              {messages.zoomIn}
            </Button>
          </div>
          <Button variant="secondary" aria-pressed={showText} onClick={() => setShowText(!showText)}>
            {messages.pageText}
          </Button>
          {downloadButton(styles.download)}
        </div>
      )}
      <div
        ref={setArea}
        className={styles.pageArea}
        // Focusable so that a zoomed page can be scrolled with the keyboard.
        tabIndex={shown ? 0 : undefined}
        role={shown ? 'region' : undefined}
        aria-label={shown && file ? file.fileName : undefined}
      >
        {!shown && (
          <div className={styles.status} role="status">
            <Spinner size="large" decorative />
            <p>{messages.loading}</p>
          </div>
        )}
        {pdf && file && (
          <canvas
            ref={setCanvas}
            className={styles.pageZoom[zoomPercents[zoomIndex] ?? 100]}
            role="img"
            aria-label={messages.pageImage(pageNumber, pageCount, file.fileName)}
            hidden={!shown || showText}
          />
        )}
        {shown && showText && (
          <PdfPageText
            document={pdf}
            pageNumber={pageNumber}
            pageCount={pageCount}
            zoomPercent={zoomPercent}
          />
        )}
      </div>
    </>
  );
}
