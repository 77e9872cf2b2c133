import { ApiError } from '../../src/api/api-error.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { pdfViewerMessages } from '../../src/domain/primitive-messages/pdf-viewer.ts';
import { Button } from '../../src/ui/primitives/Button/Button.tsx';
import {
  PdfViewerDialog,
  type PdfFile,
  type PdfFileLoader,
} from '../../src/ui/primitives/PdfViewerDialog/PdfViewerDialog.tsx';
import { samplePdfFile } from '../../tests/browser/support/sample-pdf.ts';
import { inShadowRoot } from '../support/InShadowRoot.tsx';
import { withinShadowRootOf } from '../support/shadow.ts';

interface ViewerArgs {
  /** Heading of the dialog. */
  title: string;
  /** Shown when there is no file (spec 02 §8). */
  missingMessage: string;
}

interface ViewerLoaded {
  /** The document each story shows: a file, none, or a loader. */
  file: PdfFile | PdfFileLoader | null;
}

/** Opens at once, as after the member chose "View bill"; the button opens it again after closing. */
function OpenViewer({ file, title, missingMessage }: ViewerArgs & ViewerLoaded) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View bill</Button>
      <PdfViewerDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        file={file}
        missingMessage={missingMessage}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/PDF viewer dialog',
  decorators: [inShadowRoot],
  args: {
    title: 'Bill of 10/01/2026',
    missingMessage: 'Bill History File not found.',
  },
  render: (args, { loaded }) => <OpenViewer {...args} file={(loaded as ViewerLoaded).file} />,
} satisfies Meta<ViewerArgs>;

/** A failed call as the API client reports it. */
const answered = (status: number, body: unknown) =>
  new ApiError({ kind: 'http', status, statusText: 'Status', body }, 'capital-credits/view');

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePageBill: Story = {
  name: 'A three-page bill',
  loaders: [async (): Promise<ViewerLoaded> => ({ file: await samplePdfFile('Bill 10/2026.pdf') })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(
      await canvas.findByRole('img', { name: 'Page 1 of 3 of Bill 10/2026.pdf' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(pdfViewerMessages.pageOf(1, 3))).toBeVisible();
  },
};

/** Page text pressed: the page's text in place of its picture, reflowing and read aloud. */
export const PageText: Story = {
  name: 'The page as text',
  loaders: [async (): Promise<ViewerLoaded> => ({ file: await samplePdfFile('Bill 10/2026.pdf') })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await canvas.findByRole('img', { name: 'Page 1 of 3 of Bill 10/2026.pdf' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: pdfViewerMessages.pageText }));
    const text = await canvas.findByRole('region', { name: pdfViewerMessages.pageTextOf(1, 3) });
    await expect(text).toHaveTextContent('Riverbend Electric Cooperative: statement page 1');
  },
};

export const Loading: Story = {
  name: 'Loading the document',
  loaders: [(): ViewerLoaded => ({ file: () => new Promise<PdfFile | null>(() => undefined) })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(await canvas.findByText(pdfViewerMessages.loading)).toBeVisible();
  },
};

export const BillNotFound: Story = {
  name: 'Bill file not found',
  loaders: [(): ViewerLoaded => ({ file: () => Promise.resolve(null) })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bill History File not found.');
  },
};

/** The back office has no such letter: 404, the caller's message. */
export const CapitalCreditNotFound: Story = {
  name: 'Capital credit letter not found (404)',
  args: { title: 'Capital credit letter', missingMessage: 'Capital Credit File not found.' },
  loaders: [
    (): ViewerLoaded => ({
      file: () => Promise.reject(answered(404, { message: 'Capital Credit File not found.' })),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Capital Credit File not found.');
  },
};

/** The file could not be fetched (the network failed): Try again. */
export const CouldNotLoad: Story = {
  name: 'The load failed (Try again)',
  loaders: [
    (): ViewerLoaded => ({
      file: () => Promise.reject(new ApiError({ kind: 'client', detail: 'Failed to fetch' }, 'bills/view')),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(pdfViewerMessages.couldNotLoad);
    await expect(canvas.getByRole('button', { name: pdfViewerMessages.retry })).toBeVisible();
  },
};

/** The back office refused the member's session: it has ended, no retry offered. */
export const SessionEnded: Story = {
  name: 'The session was refused (401)',
  loaders: [(): ViewerLoaded => ({ file: () => Promise.reject(answered(401, { message: 'Unauthorized' })) })],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(pdfViewerMessages.sessionEnded);
  },
};

export const CannotShow: Story = {
  name: 'A file that cannot be drawn (download still offered)',
  loaders: [
    (): ViewerLoaded => ({
      file: { fileName: 'Bill 10/2026.pdf', bytes: new TextEncoder().encode('Not a PDF file.') },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      pdfViewerMessages.cannotShow,
    );
    await expect(canvas.getByRole('button', { name: pdfViewerMessages.download })).toBeVisible();
  },
};
