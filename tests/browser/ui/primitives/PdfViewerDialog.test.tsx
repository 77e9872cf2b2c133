import { resetMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../../src/api/api-error.ts';
import { pdfViewerMessages } from '../../../../src/domain/primitive-messages/pdf-viewer.ts';
import { Button } from '../../../../src/ui/primitives/Button/Button.tsx';
import {
  PdfViewerDialog,
  type PdfFile,
  type PdfFileLoader,
} from '../../../../src/ui/primitives/PdfViewerDialog/PdfViewerDialog.tsx';
import { useAreaSize, type AreaSize } from '../../../../src/ui/primitives/PdfViewerDialog/useAreaSize.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import {
  deepActiveElement,
  describeElement,
  expectFocusOn,
  nextFrames,
  nextTick,
  press,
} from '../../support/keyboard.ts';
import { clickOn } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';
import { samplePageColours, samplePdfBytes, samplePdfFile } from '../../support/sample-pdf.ts';
import { alertTexts, buttonByName, dialogByName, waitFor } from '../../support/shadow-queries.ts';

const billNotFound = 'Bill History File not found.';
const capitalCreditNotFound = 'Capital Credit File not found.';

function BillViewer({
  file,
  missingMessage = billNotFound,
}: {
  file: PdfFile | PdfFileLoader | null;
  missingMessage?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View bill</Button>
      <PdfViewerDialog
        open={open}
        onOpenChange={setOpen}
        title="Bill of 10/01/2026"
        file={file}
        missingMessage={missingMessage}
      />
    </>
  );
}

/** Opens the viewer as a keyboard user does: focus the opener, press Enter. */
const answered = (status: number, body: unknown) =>
  new ApiError({ kind: 'http', status, statusText: 'Status', body }, 'capital-credits/view');

async function openViewer(view: ShadowRender) {
  const opener = view.root.querySelector('button')!;
  opener.focus();
  await press('Enter');
  await nextTick();
  const dialog = await waitFor(() => dialogByName(view.root, 'Bill of 10/01/2026'), 'the viewer dialog');
  return { opener, dialog };
}

function pageImage(view: ShadowRender): HTMLCanvasElement | null {
  const canvas = view.portal.querySelector<HTMLCanvasElement>('canvas[role="img"]');
  return canvas && !canvas.hidden ? canvas : null;
}

/** Waits until the page image is shown with exactly this text alternative. */
async function waitForPage(view: ShadowRender, label: string): Promise<HTMLCanvasElement> {
  return waitFor(() => {
    const canvas = pageImage(view);
    return canvas?.getAttribute('aria-label') === label ? canvas : undefined;
  }, `the page image "${label}"`);
}

function pageReadout(view: ShadowRender): string | undefined {
  return [...view.portal.querySelectorAll('[role="toolbar"] p')].map((p) => p.textContent ?? '')[0];
}

/** The colour of the pixel in the middle of the band across the top of the drawn page. */
function bandColour(canvas: HTMLCanvasElement) {
  const [red, green, blue] = canvas
    .getContext('2d')!
    .getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height * 0.1), 1, 1).data;
  return { red, green, blue };
}

function expectColourNear(
  actual: { red?: number; green?: number; blue?: number },
  expected: { red: number; green: number; blue: number },
) {
  for (const channel of ['red', 'green', 'blue'] as const) {
    expect(
      Math.abs((actual[channel] ?? -100) - expected[channel]),
      `${channel} of ${JSON.stringify(actual)}`,
    ).to.be.at.most(3);
  }
}

/** Waits until the page drawn in the canvas is the one with this band colour. */
async function waitForBand(
  canvas: HTMLCanvasElement,
  expected: { red: number; green: number; blue: number },
) {
  await waitFor(
    () => {
      const actual = bandColour(canvas);
      return ['red', 'green', 'blue'].every(
        (channel) => Math.abs(actual[channel as 'red']! - expected[channel as 'red']) <= 3,
      );
    },
    `the band colour ${JSON.stringify(expected)}`,
  );
}

// Needs the test server to keep `?url&no-inline` import queries as written (the pdf.js worker URL):
// web-test-runner.config.mjs must not rewrite them as `?url=&no-inline=`.
describe('PdfViewerDialog', () => {
  let view: ShadowRender | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await resetMouse();
  });

  it('opens with a spinner, then draws page 1 of 3 into a canvas named by page and file', async () => {
    const file = await samplePdfFile();
    view = renderInShadow(<BillViewer file={file} />);
    const { dialog } = await openViewer(view);
    expect(dialog.textContent).to.contain(pdfViewerMessages.loading);
    expect(pdfViewerMessages.loading).to.equal('Loading the document…');

    const canvas = await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    expect(pageReadout(view)).to.equal('Page 1 of 3');
    expect(dialog.textContent).not.to.contain(pdfViewerMessages.loading);
    expect(canvas.getRootNode() === view.root, 'canvas is in the shadow root').to.equal(true);

    // Non-blank: a good share of the page is ink, and the top band is page 1's blue.
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200) inked += 1;
    }
    expect(inked / (canvas.width * canvas.height)).to.be.greaterThan(0.2);
    expectColourNear(bandColour(canvas), samplePageColours[0]);
  });

  it('has page navigation, zoom, the page text and download only: no edit, open-file or rotate control', async () => {
    view = renderInShadow(<BillViewer file={await samplePdfFile()} />);
    const { dialog } = await openViewer(view);
    await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    const names = [...dialog.querySelectorAll('button')].map(
      (button) => button.getAttribute('aria-label') ?? button.textContent,
    );
    expect(names).to.deep.equal([
      'Previous page',
      'Next page',
      'Zoom out',
      'Zoom in',
      'Page text',
      'Download',
      'Close',
    ]);
  });

  it('shows the page as text in place of its picture, follows the page and the zoom, and goes back', async () => {
    view = renderInShadow(<BillViewer file={await samplePdfFile()} />);
    const { dialog } = await openViewer(view);
    await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    const toggle = buttonByName(view.root, 'Page text');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    const text = await waitFor(
      () => dialog.querySelector<HTMLElement>('section[aria-label="Text of page 1 of 3"]'),
      'the text of page 1',
    );
    expect([...text.querySelectorAll('p')].map((line) => line.textContent)).to.deep.equal([
      'Riverbend Electric Cooperative: statement page 1',
      '1',
    ]);
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(pageImage(view), 'the picture is hidden').to.equal(null);
    await expectNoAxeViolations(dialog);

    buttonByName(view.root, 'Next page').click();
    await waitFor(
      () =>
        dialog.querySelector('section[aria-label="Text of page 2 of 3"]')?.textContent?.includes('page 2'),
      'the text of page 2',
    );
    const fontSizeAt = () =>
      parseFloat(getComputedStyle(dialog.querySelector('section[aria-label^="Text of page"]')!).fontSize);
    const before = fontSizeAt();
    buttonByName(view.root, 'Zoom in').click();
    await waitFor(() => fontSizeAt() > before, 'bigger text');
    expect(fontSizeAt() / before).to.be.closeTo(1.25, 0.01);

    toggle.click();
    await waitForPage(view, 'Page 2 of 3 of Bill 10/2026.pdf');
    expect(dialog.querySelector('section[aria-label^="Text of page"]')).to.equal(null);
  });

  it('moves between pages with Next and Previous, which are unavailable at the ends', async () => {
    view = renderInShadow(<BillViewer file={await samplePdfFile()} />);
    await openViewer(view);
    const canvas = await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    const previous = buttonByName(view.root, 'Previous page');
    const next = buttonByName(view.root, 'Next page');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    expect(next.getAttribute('aria-disabled')).to.equal('false');

    await clickOn(next);
    await waitForPage(view, 'Page 2 of 3 of Bill 10/2026.pdf');
    expect(pageReadout(view)).to.equal('Page 2 of 3');
    await waitForBand(canvas, samplePageColours[1]);
    expect(previous.getAttribute('aria-disabled')).to.equal('false');

    await clickOn(next);
    await waitForPage(view, 'Page 3 of 3 of Bill 10/2026.pdf');
    await waitForBand(canvas, samplePageColours[2]);
    expect(next.getAttribute('aria-disabled')).to.equal('true');

    // At the last page Next does nothing, and keeps focus rather than dropping it.
    await clickOn(next);
    await nextTick();
    expect(pageReadout(view)).to.equal('Page 3 of 3');
    await expectFocusOn(next);

    await clickOn(previous);
    await clickOn(previous);
    await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    await waitForBand(canvas, samplePageColours[0]);
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
  });

  it('moves between pages from the keyboard', async () => {
    view = renderInShadow(<BillViewer file={await samplePdfFile()} />);
    await openViewer(view);
    await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    buttonByName(view.root, 'Next page').focus();
    await press('Enter');
    await waitForPage(view, 'Page 2 of 3 of Bill 10/2026.pdf');
    await press('Space');
    await waitForPage(view, 'Page 3 of 3 of Bill 10/2026.pdf');
  });

  it('zooms: the page is redrawn bigger or smaller, and the zoom is unavailable at its limits', async () => {
    view = renderInShadow(<BillViewer file={await samplePdfFile()} />);
    const { dialog } = await openViewer(view);
    const canvas = await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    const fitted = { pixels: canvas.width, shown: canvas.getBoundingClientRect().width };
    expect(fitted.pixels).to.be.greaterThan(100);
    expect(dialog.textContent).to.contain('Zoom 100%');

    await clickOn(buttonByName(view.root, 'Zoom in'));
    await waitFor(() => canvas.width > fitted.pixels, 'a bigger canvas');
    expect(dialog.textContent).to.contain('Zoom 125%');
    expect(canvas.width / fitted.pixels).to.be.closeTo(1.25, 0.01);
    expect(canvas.getBoundingClientRect().width / fitted.shown).to.be.closeTo(1.25, 0.01);

    const zoomOut = buttonByName(view.root, 'Zoom out');
    for (let step = 0; step < 3; step += 1) await clickOn(zoomOut);
    await waitFor(() => canvas.width < fitted.pixels * 0.6, 'a canvas half the size');
    expect(dialog.textContent).to.contain('Zoom 50%');
    expect(canvas.width / fitted.pixels).to.be.closeTo(0.5, 0.01);
    expect(zoomOut.getAttribute('aria-disabled')).to.equal('true');

    const zoomIn = buttonByName(view.root, 'Zoom in');
    for (let step = 0; step < 6; step += 1) await clickOn(zoomIn);
    await waitFor(() => canvas.width > fitted.pixels * 2.9, 'a canvas three times the size');
    expect(dialog.textContent).to.contain('Zoom 300%');
    expect(zoomIn.getAttribute('aria-disabled')).to.equal('true');
    await clickOn(zoomIn);
    await nextTick();
    expect(canvas.width / fitted.pixels).to.be.closeTo(3, 0.01);
  });

  it('at 100% fits the whole page in the dialog; zoomed in, the page scrolls', async () => {
    view = renderInShadow(<BillViewer file={await samplePdfFile()} />);
    await openViewer(view);
    const canvas = await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    const area = canvas.parentElement!;
    expect(area.scrollHeight).to.be.at.most(area.clientHeight);
    expect(area.scrollWidth).to.be.at.most(area.clientWidth);

    await clickOn(buttonByName(view.root, 'Zoom in'));
    await clickOn(buttonByName(view.root, 'Zoom in'));
    await waitFor(() => area.scrollHeight > area.clientHeight, 'a page taller than the area');
    expect(area.getAttribute('tabindex'), 'the area can be scrolled from the keyboard').to.equal('0');
    await expectNoAxeViolations();
  });

  it('downloads the same bytes under the file name', async () => {
    const file = await samplePdfFile();
    const expectedBytes = file.bytes.slice();
    view = renderInShadow(<BillViewer file={file} />);
    await openViewer(view);
    await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');

    const createdBlobs: Blob[] = [];
    const clickedLinks: Array<{ download: string; href: string; inDocument: boolean }> = [];
    const originalCreate = URL.createObjectURL;
    const originalClick = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      createdBlobs.push(blob as Blob);
      return originalCreate(blob);
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clickedLinks.push({ download: this.download, href: this.href, inDocument: this.isConnected });
    };
    try {
      await clickOn(buttonByName(view.root, 'Download'));
    } finally {
      URL.createObjectURL = originalCreate;
      HTMLAnchorElement.prototype.click = originalClick;
    }

    expect(createdBlobs).to.have.length(1);
    expect(clickedLinks).to.have.length(1);
    expect(clickedLinks[0]!.download).to.equal('Bill 10/2026.pdf');
    expect(clickedLinks[0]!.href).to.match(/^blob:/);
    expect(clickedLinks[0]!.inDocument).to.equal(true);
    expect(createdBlobs[0]!.type).to.equal('application/pdf');
    const saved = new Uint8Array(await createdBlobs[0]!.arrayBuffer());
    expect(saved.length).to.equal(expectedBytes.length);
    expect(saved.every((byte, index) => byte === expectedBytes[index])).to.equal(true);
    // The link is gone again; the caller's bytes are intact after pdf.js took its copy.
    expect(document.querySelectorAll('a[download]')).to.have.length(0);
    expect(file.bytes.length).to.equal(expectedBytes.length);
  });

  it("shows the caller's message when there is no file", async () => {
    view = renderInShadow(<BillViewer file={null} />);
    const { dialog } = await openViewer(view);
    await waitFor(() => view!.root.querySelector('[role="alert"]'), 'an alert');
    expect(alertTexts(view.root)).to.deep.equal([billNotFound]);
    expect(dialog.querySelector('canvas')).to.equal(null);
    expect(dialog.querySelector('[role="toolbar"]')).to.equal(null);
    await expectNoAxeViolations();
  });

  it('loads the file with the loader once per opening, showing the loading text meanwhile', async () => {
    const file = await samplePdfFile('Capital credit letter 2026.pdf', 2);
    const signals: AbortSignal[] = [];
    let deliver: (file: PdfFile) => void = () => undefined;
    const loader: PdfFileLoader = (signal) => {
      signals.push(signal);
      return new Promise((resolve) => {
        deliver = resolve;
      });
    };
    view = renderInShadow(<BillViewer file={loader} missingMessage={capitalCreditNotFound} />);
    const { dialog } = await openViewer(view);
    expect(signals).to.have.length(1);
    expect(dialog.querySelector('[role="status"]')?.textContent).to.equal('Loading the document…');
    await expectNoAxeViolations();

    deliver(file);
    await waitForPage(view, 'Page 1 of 2 of Capital credit letter 2026.pdf');
    expect(pageReadout(view)).to.equal('Page 1 of 2');
    expect(signals).to.have.length(1);
    expect(signals[0]!.aborted).to.equal(false);
  });

  it('aborts a load still running when the viewer closes', async () => {
    const signals: AbortSignal[] = [];
    const loader: PdfFileLoader = (signal) => {
      signals.push(signal);
      return new Promise(() => undefined);
    };
    view = renderInShadow(<BillViewer file={loader} />);
    await openViewer(view);
    await press('Escape');
    await nextTick();
    expect(signals).to.have.length(1);
    expect(signals[0]!.aborted).to.equal(true);
  });

  it("shows the caller's message when the loader finds no file, or the back office has none (404)", async () => {
    view = renderInShadow(
      <BillViewer file={() => Promise.resolve(null)} missingMessage={capitalCreditNotFound} />,
    );
    await openViewer(view);
    await waitFor(() => view!.root.querySelector('[role="alert"]'), 'an alert');
    expect(alertTexts(view.root)).to.deep.equal([capitalCreditNotFound]);
    view.unmount();

    view = renderInShadow(
      <BillViewer
        file={() => Promise.reject(answered(404, { message: 'Capital Credit File not found.' }))}
        missingMessage={capitalCreditNotFound}
      />,
    );
    await openViewer(view);
    await waitFor(() => view!.root.querySelector('[role="alert"]'), 'an alert');
    expect(alertTexts(view.root)).to.deep.equal([capitalCreditNotFound]);
  });

  it('offers Try again when the file could not be fetched, and shows the document once it is', async () => {
    let calls = 0;
    const loader = () =>
      ++calls === 1
        ? Promise.reject(new ApiError({ kind: 'client', detail: 'Failed to fetch' }, 'bills/view'))
        : Promise.resolve(samplePdfFile());
    view = renderInShadow(<BillViewer file={loader} />);
    await openViewer(view);
    await waitFor(() => view!.root.querySelector('[role="alert"]'), 'an alert');
    expect(alertTexts(view.root)).to.deep.equal([
      'The document could not be loaded. Please check your connection and try again.',
    ]);
    await expectNoAxeViolations();

    buttonByName(view.root, 'Try again').click();
    await waitFor(
      () => view!.root.querySelector('canvas') && alertTexts(view!.root).length === 0,
      'the drawn page, nothing left to announce',
      15_000,
    );
    expect(calls).to.equal(2);
  });

  it('tells a refused session apart from a missing file, offering no retry', async () => {
    view = renderInShadow(
      <BillViewer file={() => Promise.reject(answered(401, { message: 'Unauthorized' }))} />,
    );
    await openViewer(view);
    await waitFor(() => view!.root.querySelector('[role="alert"]'), 'an alert');
    expect(alertTexts(view.root)).to.deep.equal([
      'Your session has ended. Please sign in again to see this document.',
    ]);
    expect([...view.root.querySelectorAll('button')].map((button) => button.textContent)).to.not.include(
      'Try again',
    );
  });

  it('says so, and still offers the download, when the file is not a PDF it can draw', async () => {
    const bytes = new TextEncoder().encode('This is not a PDF file.');
    view = renderInShadow(<BillViewer file={{ fileName: 'Bill 10/2026.pdf', bytes }} />);
    const { dialog } = await openViewer(view);
    await waitFor(() => view!.root.querySelector('[role="alert"]'), 'an alert', 15_000);
    expect(alertTexts(view.root)).to.deep.equal([
      'This document cannot be shown here. You can download it and open it on your device.',
    ]);
    expect(buttonByName(view.root, 'Download').isConnected).to.equal(true);
    expect(dialog.querySelector('canvas')).to.equal(null);
    await expectNoAxeViolations();
  });

  it('keeps Tab inside the dialog, closes on Escape and gives focus back to the opener', async () => {
    view = renderInShadow(<BillViewer file={await samplePdfFile()} />);
    const { opener, dialog } = await openViewer(view);
    await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    expect(dialog.contains(deepActiveElement()), 'focus is inside the dialog').to.equal(true);

    buttonByName(view.root, 'Previous page').focus();
    const visited: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await press('Tab');
      visited.push(describeElement(deepActiveElement()));
    }
    const area = pageImage(view)!.parentElement!;
    expect(visited).to.deep.equal(
      [
        buttonByName(view.root, 'Next page'),
        buttonByName(view.root, 'Zoom out'),
        buttonByName(view.root, 'Zoom in'),
        buttonByName(view.root, 'Page text'),
        buttonByName(view.root, 'Download'),
        area,
        buttonByName(view.root, 'Close'),
        buttonByName(view.root, 'Previous page'),
      ].map(describeElement),
    );
    await press('Shift+Tab');
    await expectFocusOn(buttonByName(view.root, 'Close'));

    await press('Escape');
    await nextTick();
    expect(view.portal.querySelectorAll('[role="dialog"]')).to.have.length(0);
    await expectFocusOn(opener);
  });

  it('closes with its Close button and gives focus back to the opener', async () => {
    view = renderInShadow(<BillViewer file={await samplePdfFile()} />);
    const { opener } = await openViewer(view);
    await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    await clickOn(buttonByName(view.root, 'Close'));
    await nextTick();
    expect(view.portal.querySelectorAll('[role="dialog"]')).to.have.length(0);
    await expectFocusOn(opener);
  });

  it('is 94% of the window wide and 90% high', async () => {
    view = renderInShadow(<BillViewer file={await samplePdfFile()} />);
    const { dialog } = await openViewer(view);
    await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    const box = dialog.getBoundingClientRect();
    expect(box.width).to.be.closeTo(window.innerWidth * 0.94, 1);
    expect(box.height).to.be.closeTo(window.innerHeight * 0.9, 1);
    expect(box.left).to.be.closeTo(window.innerWidth * 0.03, 1);
    expect(box.top).to.be.closeTo(window.innerHeight * 0.05, 1);

    // Phones too: not the bottom sheet other dialogs become.
    await setViewport({ width: 400, height: 700 });
    try {
      const phoneBox = dialog.getBoundingClientRect();
      expect(phoneBox.width).to.be.closeTo(376, 1);
      expect(phoneBox.height).to.be.closeTo(630, 1);
      expect(phoneBox.top).to.be.closeTo(35, 1);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('has no WCAG A/AA violations while loading and with a page drawn', async () => {
    view = renderInShadow(<BillViewer file={await samplePdfFile()} />);
    await openViewer(view);
    await expectNoAxeViolations();
    await waitForPage(view, 'Page 1 of 3 of Bill 10/2026.pdf');
    await expectNoAxeViolations();
  });

  it('opens a second document after the first one was closed', async () => {
    const bytes = await samplePdfBytes(2);
    view = renderInShadow(<BillViewer file={{ fileName: 'Notice.pdf', bytes }} />);
    await openViewer(view);
    await waitForPage(view, 'Page 1 of 2 of Notice.pdf');
    await press('Escape');
    await nextTick();
    await openViewer(view);
    await waitForPage(view, 'Page 1 of 2 of Notice.pdf');
  });
});

describe('useAreaSize', () => {
  /** A column 300 px high: the bar, when shown, takes 100 px of it from the area below. */
  function Column({ barShown, onSize }: { barShown: boolean; onSize: (size: AreaSize | null) => void }) {
    const [area, setArea] = useState<HTMLDivElement | null>(null);
    const size = useAreaSize(area, barShown);
    // As the page's drawing does: work after an await, done only if its effect still holds.
    useEffect(() => {
      let live = true;
      void Promise.resolve().then(() => live && onSize(size));
      return () => {
        live = false;
      };
    }, [size, barShown, onSize]);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', width: '200px', height: '300px' }}>
        {barShown && <div style={{ flex: 'none', height: '100px' }} />}
        <div ref={setArea} style={{ flex: '1 1 0', minHeight: 0, padding: '10px' }} />
      </div>
    );
  }

  it('gives the size left beside a bar in the commit that shows it: no work goes on with the size before', async () => {
    const seen: (AreaSize | null)[] = [];
    const record = (size: AreaSize | null) => void seen.push(size);
    const view = renderInShadow(<Column barShown={false} onSize={record} />);
    try {
      await waitFor(() => seen.at(-1)?.height === 280, 'the whole column as the area');
      seen.length = 0;
      view.rerender(<Column barShown onSize={record} />);
      await nextFrames(3);
      expect(seen).to.deep.equal([{ width: 180, height: 180 }]);
    } finally {
      view.unmount();
    }
  });
});
