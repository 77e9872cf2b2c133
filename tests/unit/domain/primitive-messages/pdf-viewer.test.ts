import { describe, expect, it } from 'vitest';
import { pdfViewerMessages } from '../../../../src/domain/primitive-messages/pdf-viewer.ts';

describe('pdfViewerMessages', () => {
  it('names the controls', () => {
    expect(pdfViewerMessages.previousPage).toBe('Previous page');
    expect(pdfViewerMessages.nextPage).toBe('Next page');
    expect(pdfViewerMessages.zoomIn).toBe('Zoom in');
    expect(pdfViewerMessages.zoomOut).toBe('Zoom out');
    expect(pdfViewerMessages.download).toBe('Download');
    expect(pdfViewerMessages.close).toBe('Close');
    expect(pdfViewerMessages.toolbar).toBe('Document controls');
  });

  it('gives the page and zoom read-outs', () => {
    expect(pdfViewerMessages.pageOf(1, 3)).toBe('Page 1 of 3');
    expect(pdfViewerMessages.zoomLevel(125)).toBe('Zoom 125%');
  });

  it('names the drawn page after its number and the file', () => {
    expect(pdfViewerMessages.pageImage(1, 3, 'Bill 10/2026.pdf')).toBe('Page 1 of 3 of Bill 10/2026.pdf');
  });

  it('says what happens while loading and when a file cannot be drawn', () => {
    expect(pdfViewerMessages.loading).toBe('Loading the document…');
    expect(pdfViewerMessages.cannotShow).toBe(
      'This document cannot be shown here. You can download it and open it on your device.',
    );
  });
});
