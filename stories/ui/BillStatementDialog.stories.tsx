import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { createElement, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import type { BillingHistoryItem } from '../../src/domain/account-overview/types.ts';
import {
  type BillDialog,
  billDialogOf,
  historyRows,
  type HistoryRecordRow,
} from '../../src/domain/account-overview/history.ts';
import { accountOverviewMessages as messages } from '../../src/domain/account-overview/messages.ts';
import type { MemberSession } from '../../src/domain/session.ts';
import { memberSessionAtom } from '../../src/state/session.ts';
import { BillStatementDialog } from '../../src/ui/bill-statement/BillStatementDialog.tsx';
import { ViewBillButton } from '../../src/ui/bill-statement/ViewBillButton.tsx';
import { defineCoopElement } from '../../src/ui/element/define-element.tsx';
import { signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import { storyApiBase, storyApplicationId, storySimulator } from '../support/simulator.ts';

/** The history row of the story shown: its loader sets it. */
let shownRow: HistoryRecordRow | undefined;

/** A history's View Bill and what it opens, in an element of its own (the dialog needs its client). */
function BillStatementStory() {
  const session = useAtomValue(memberSessionAtom);
  const [bill, setBill] = useState<BillDialog | null>(null);
  const row = shownRow;
  if (!session || !row) return null;
  return (
    <>
      <ViewBillButton row={row} onViewBill={() => setBill(billDialogOf(row))} />
      <BillStatementDialog bill={bill} member={session} onClose={() => setBill(null)} />
    </>
  );
}
defineCoopElement({ tag: 'coop-story-bill-statement' }, BillStatementStory);

/**
 * Jordan Rivera signed in, and what View Bill opens on the latest bill of `accountNumber` as the back
 * office lists it: 300100200's has a statement, 300100204's has none.
 */
function latestBillOf(accountNumber: string) {
  return async () => {
    const { memberSession } = (await signInAs('jordan.rivera', 'Sunrise#2026')()) as {
      memberSession: MemberSession;
    };
    const response = await storySimulator().fetch(
      new Request(
        new URL(
          `${storyApiBase}/v3/members/${memberSession.memberNumber}/accounts/${accountNumber}/bills/history`,
          window.location.origin,
        ),
        {
          headers: {
            ApplicationId: storyApplicationId,
            Authorization: `Bearer ${memberSession.accessToken}`,
          },
        },
      ),
    );
    const { results } = (await response.json()) as { results: BillingHistoryItem[] };
    [shownRow] = historyRows([], results);
    return { memberSession, bill: shownRow ? billDialogOf(shownRow) : null };
  };
}

/** View Bill, named with the bill's date. */
const viewBillName = new RegExp(`^${messages.history.viewBill} `);

const meta = {
  title: 'Shared/Bill statement dialog',
  render: () => createElement('coop-story-bill-statement'),
  beforeEach: [startSignedIn],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account overview's and Account History's View Bill on a bill with a statement: the PDF viewer. */
export const Statement: Story = {
  name: 'A bill’s statement (300100200)',
  loaders: [latestBillOf('300100200')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-bill-statement');
    await userEvent.click(await canvas.findByRole('button', { name: viewBillName }));
    const { date } = (loaded as { bill: Extract<BillDialog, { kind: 'statement' }> }).bill;
    await expect(
      await canvas.findByRole('dialog', { name: messages.history.billViewerTitle(date) }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await canvas.findByText(/^Page 1 of \d+$/, {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** A bill without a statement: the compact no-bill dialog (spec 02 §8). */
export const NoStatement: Story = {
  name: 'A bill without a statement (300100204)',
  loaders: [latestBillOf('300100204')],
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-bill-statement');
    await userEvent.click(await canvas.findByRole('button', { name: viewBillName }));
    await expect(await canvas.findByText(messages.noBillDialog.message, {}, { timeout: 8000 })).toBeVisible();
  },
};
