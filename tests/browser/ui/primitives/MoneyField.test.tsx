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

  it('has no WCAG A/AA violations with an error', async () => {
    view = renderInShadow(<MoneyField label="Payment amount" error="Enter an amount of at least $1.00." />);
    await expectNoAxeViolations();
  });
});
