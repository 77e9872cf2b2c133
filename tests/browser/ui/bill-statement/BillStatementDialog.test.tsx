import { expect } from 'chai';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { getBillingHistory } from '../../../../src/api/account-overview.ts';
import {
  type BillDialog,
  billDialogOf,
  historyRows,
} from '../../../../src/domain/account-overview/history.ts';
import { memberSessionAtom } from '../../../../src/state/session.ts';
import { BillStatementDialog } from '../../../../src/ui/bill-statement/BillStatementDialog.tsx';
import { defineCoopElement } from '../../../../src/ui/element/define-element.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { deepActiveElement, expectFocusOn, press } from '../../support/keyboard.ts';
import { mountElement } from '../../support/mount-element.ts';
import { testClient } from '../../support/session.ts';
import { buttonByName, dialogByName, waitFor } from '../../support/shadow-queries.ts';

/** What the next View Bill of the probe opens: each test sets it. */
let nextBill: BillDialog | null = null;

/** A View Bill button, as a history has, and the dialog it opens; says when the dialog asked to close. */
function BillStatementProbe() {
  const session = useAtomValue(memberSessionAtom);
  const [bill, setBill] = useState<BillDialog | null>(null);
  const [closed, setClosed] = useState(0);
  if (!session) return null;
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setBill(nextBill)}>
        View Bill
      </button>
      <p data-closed={closed} />
      <BillStatementDialog
        bill={bill}
        member={session}
        onClose={() => {
          setBill(null);
          setClosed((count) => count + 1);
        }}
      />
    </>
  );
}
defineCoopElement({ tag: 'coop-test-bill-statement' }, BillStatementProbe);

describe('BillStatementDialog', () => {
  afterEach(() => {
    nextBill = null;
  });

  /** Jordan signed in, the probe mounted; its View Bill button. */
  async function mount() {
    const mounted = await mountElement('coop-test-bill-statement', { member: 'jordan.rivera' });
    const viewBill = await waitFor(() => buttonByName(mounted.root, 'View Bill'), 'the View Bill button');
    return { ...mounted, viewBill };
  }

  /** What View Bill opens on 300100200's latest bill, from its billing history as the back office lists it. */
  async function latestBill(simulator: Parameters<typeof testClient>[0], accessToken: string | undefined) {
    const bills = await getBillingHistory(testClient(simulator), {
      memberNumber: '1001',
      accountNumber: '300100200',
      accessToken: accessToken ?? '',
    });
    const [row] = historyRows([], bills);
    const bill = row && billDialogOf(row);
    if (bill?.kind !== 'statement') throw new Error('300100200’s latest bill has no statement');
    return bill;
  }

  const closedCount = (root: ShadowRoot) => Number(root.querySelector('p')?.dataset.closed);

  /** View Bill as a keyboard user presses it: focus on it, Enter. */
  async function pressButton(button: HTMLButtonElement) {
    button.focus();
    await press('Enter');
  }

  it('shows nothing while no bill is open', async () => {
    const { root } = await mount();
    expect(root.querySelector('[role="dialog"]')).to.equal(null);
  });

  it('asks the back office for the bill’s statement, in the viewer titled with its date; closing forgets it', async () => {
    const { root, simulator, accessToken, viewBill } = await mount();
    nextBill = await latestBill(simulator, accessToken);
    const { date, billViewUrl, statementStartDate } = nextBill;
    await pressButton(viewBill);
    const viewer = await waitFor(() => dialogByName(root, `Bill of ${date}`), 'the bill viewer');
    const asked = await waitFor(
      () => simulator.requests.find((request) => request.path.includes('/bills/view?')),
      'the statement’s call',
    );
    const query = new URL(asked.path, location.origin).searchParams;
    expect(asked.path).to.match(/^\/api\/v\d+\/members\/1001\/bills\/view\?/);
    expect([query.get('url'), query.get('statementStartDate')]).to.deep.equal([
      billViewUrl,
      statementStartDate,
    ]);

    await waitFor(() => viewer.contains(deepActiveElement()), 'focus inside the viewer');
    await press('Escape');
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the viewer closed');
    expect(closedCount(root)).to.equal(1);
    await expectFocusOn(viewBill);
  });

  it("says 'Bill History File not found.' when the back office has no such statement", async () => {
    const { root, simulator, viewBill } = await mount();
    nextBill = {
      kind: 'statement',
      date: '05/01/2026',
      billViewUrl: 'no-such-bill.pdf',
      statementStartDate: '',
    };
    await pressButton(viewBill);
    const viewer = await waitFor(() => dialogByName(root, 'Bill of 05/01/2026'), 'the bill viewer');
    await waitFor(
      () => viewer.querySelector('[role="alert"]')?.textContent?.includes('Bill History File not found.'),
      'the missing-file message',
    );
    expect(simulator.requests.filter((request) => request.path.includes('/bills/view?'))).to.have.length(1);
  });

  it('says a bill without a statement is not available, in the compact dialog; OK closes it', async () => {
    const { element, root, viewBill } = await mount();
    nextBill = { kind: 'no-statement' };
    await pressButton(viewBill);
    const dialog = await waitFor(() => dialogByName(root, 'Bill Not Available'), 'the no-bill dialog');
    expect(dialog.textContent).to.contain('The billing statement is not available. Please check back soon.');
    await expectNoAxeViolations(element);

    await expectFocusOn(buttonByName(dialog, 'OK'));
    await press('Enter');
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the no-bill dialog closed');
    expect(closedCount(root)).to.equal(1);
    await expectFocusOn(viewBill);
  });
});
