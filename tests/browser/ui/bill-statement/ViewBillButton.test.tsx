import { expect } from 'chai';
import { historyRows } from '../../../../src/domain/account-overview/history.ts';
import { ViewBillButton } from '../../../../src/ui/bill-statement/ViewBillButton.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { press } from '../../support/keyboard.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

/** A bill of 05/01/2026 and a payment of 05/15/2026, as a history lists them (newest first). */
const [paymentRow, billRow] = historyRows(
  [{ paymentDate: '2026-05-15', paymentAmount: 40 }],
  [{ billDate: '2026-05-01', endingBalance: 40, billViewUrl: 'bills/2026-05.pdf' }],
);

describe('ViewBillButton', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('is a link-styled button on a bill’s row, named with the bill’s date, that opens a dialog', async () => {
    let viewed = 0;
    view = renderInShadow(
      <ViewBillButton row={billRow!} className="area-place" onViewBill={() => (viewed += 1)} />,
    );
    const buttons = view.root.querySelectorAll('button');
    expect(buttons).to.have.length(1);
    const button = buttons[0]!;
    expect(button.textContent).to.equal('View Bill 05/01/2026');
    // The date is for screen readers: the row shows it in its own cell.
    expect(button.querySelector('span')?.textContent).to.equal(' 05/01/2026');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(button.type).to.equal('button');
    expect(button.classList.contains('area-place')).to.equal(true);
    await expectNoAxeViolations(view.host);

    button.focus();
    await press('Enter');
    expect(viewed).to.equal(1);
  });

  it('shows nothing on a payment’s row', () => {
    view = renderInShadow(<ViewBillButton row={paymentRow!} onViewBill={() => undefined} />);
    expect(view.root.querySelector('button')).to.equal(null);
  });
});
