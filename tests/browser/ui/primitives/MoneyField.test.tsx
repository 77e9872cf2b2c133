import { expect } from 'chai';
import { MoneyField } from '../../../../src/ui/primitives/MoneyField/MoneyField.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { type } from '../../support/keyboard.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

describe('MoneyField', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('shows a fixed "$" before the amount and asks phones for the decimal keypad', async () => {
    view = renderInShadow(<MoneyField label="Payment amount" />);
    const input = view.root.querySelector('input')!;
    expect(input.inputMode).to.equal('decimal');
    expect(view.root.getElementById(input.getAttribute('aria-describedby')!)?.textContent).to.equal('$');

    input.focus();
    await type('125.50');
    expect(input.value).to.equal('125.50');
  });

  it('keeps what cannot make an amount out of the field: letters, a second point, a third decimal', async () => {
    view = renderInShadow(<MoneyField label="Payment amount" />);
    const input = view.root.querySelector('input')!;
    input.focus();
    await type('1a2.3.4-56e');
    expect(input.value).to.equal('12.34');
  });

  it("holds its own shorter limit: Operation RoundUp's 11 characters", async () => {
    view = renderInShadow(<MoneyField label="Round-up amount" maxLength={11} />);
    const input = view.root.querySelector('input')!;
    input.focus();
    await type('1234567890123');
    expect(input.value).to.equal('12345678901');
  });

  it('refuses pasted text', async () => {
    view = renderInShadow(<MoneyField label="Payment amount" />);
    const input = view.root.querySelector('input')!;
    const paste = new ClipboardEvent('paste', {
      bubbles: true,
      cancelable: true,
      clipboardData: new DataTransfer(),
    });
    paste.clipboardData?.setData('text/plain', '500.00');
    input.dispatchEvent(paste);
    expect(paste.defaultPrevented).to.equal(true);
  });

  it('shows two decimals once the member leaves the field, before the form reads it', async () => {
    const seen: string[] = [];
    view = renderInShadow(
      <MoneyField label="Payment amount" onBlur={(event) => seen.push(event.target.value)} />,
    );
    const input = view.root.querySelector('input')!;
    input.focus();
    await type('5.5');
    input.blur();
    expect(input.value).to.equal('5.50');
    expect(seen).to.deep.equal(['5.50']);
  });

  it('has no WCAG A/AA violations with an error', async () => {
    view = renderInShadow(<MoneyField label="Payment amount" error="Enter an amount of at least $1.00." />);
    await expectNoAxeViolations();
  });
});
