import { useEffect, useState } from 'react';
import { pdfPageTextLines } from '../../../domain/pdf-page-text.ts';
import { pdfViewerMessages as messages } from '../../../domain/primitive-messages/pdf-viewer.ts';
import { Alert } from '../Alert/Alert.tsx';
import type { PDFDocumentProxy } from './pdf-document.ts';
import * as styles from './PdfPageText.css.ts';
import type { ZoomPercent } from './zoom.ts';

type PageText = { readonly page: number; readonly lines: readonly string[] } | { readonly failed: number };

/** The text of one page as lines, read by pdf.js when asked for; a newer page replaces an older one. */
function usePageText(
  document: PDFDocumentProxy,
  pageNumber: number,
): readonly string[] | 'reading' | 'failed' {
  const [text, setText] = useState<PageText | null>(null);
  useEffect(() => {
    let active = true;
    document
      .getPage(pageNumber)
      .then((page) => page.getTextContent())
      .then((content) => {
        if (active) setText({ page: pageNumber, lines: pdfPageTextLines(content.items) });
      })
      .catch(() => {
        if (active) setText({ failed: pageNumber });
      });
    return () => {
      active = false;
    };
  }, [document, pageNumber]);
  if (text && 'failed' in text && text.failed === pageNumber) return 'failed';
  return text && 'lines' in text && text.page === pageNumber ? text.lines : 'reading';
}

export interface PdfPageTextProps {
  readonly document: PDFDocumentProxy;
  readonly pageNumber: number;
  readonly pageCount: number;
  readonly zoomPercent: ZoomPercent;
}

/**
 * A page's text in place of its picture: real text that reflows at any width, grows with the viewer's
 * zoom, is read aloud and can be copied. A bill drawn from a scan may have none; the member is told so and can download it.
 */
export function PdfPageText({ document, pageNumber, pageCount, zoomPercent }: PdfPageTextProps) {
  const text = usePageText(document, pageNumber);
  if (text === 'reading') {
    return (
      <p className={styles.reading} role="status">
        {messages.loadingText}
      </p>
    );
  }
  if (text === 'failed' || text.length === 0) return <Alert tone="info">{messages.noPageText}</Alert>;
  return (
    <section className={styles.textZoom[zoomPercent]} aria-label={messages.pageTextOf(pageNumber, pageCount)}>
      {text.map((line, index) => (
        <p key={index} className={styles.line}>
          {line}
        </p>
      ))}
    </section>
  );
}
