import { resetMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { TextField } from '../../../../src/ui/primitives/TextField/TextField.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, press, type } from '../../support/keyboard.ts';
import { clickOn } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

describe('TextField', () => {
  let view: ShadowRender | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await resetMouse();
  });

  it('focuses its input when the member clicks the label', async () => {
    view = renderInShadow(<TextField label="Account number" />);
    const input = view.root.querySelector('input')!;
    const label = view.root.querySelector('label')!;
    expect(label.htmlFor).to.equal(input.id);

    await clickOn(label);
    await expectFocusOn(input);
  });

  it('marks the input invalid and describes it with the error, in an alert region', () => {
    view = renderInShadow(<TextField label="Account number" error="Account number is required." />);
    const input = view.root.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');

    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    const error = view.root.getElementById(describedBy.at(-1)!)!;
    expect(error.textContent).to.equal('Account number is required.');
    expect(error.getAttribute('role')).to.equal('alert');
  });

  it('without an error is not invalid and its alert region is empty', () => {
    view = renderInShadow(<TextField label="Account number" />);
    const input = view.root.querySelector('input')!;
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(input.hasAttribute('aria-describedby')).to.equal(false);
    expect(view.root.querySelector('[role="alert"]')!.textContent).to.equal('');
  });

  it('puts a new error into the alert region that already exists, so it is announced', () => {
    view = renderInShadow(<TextField label="Account number" />);
    const region = view.root.querySelector('[role="alert"]')!;

    view.rerender(<TextField label="Account number" error="Account number is required." />);
    expect(view.root.querySelector('[role="alert"]') === region, 'the same alert region').to.equal(true);
    expect(region.textContent).to.equal('Account number is required.');
  });

  it('describes the input with its prefix, hint and error, in that order', () => {
    view = renderInShadow(
      <TextField label="Phone" prefix="+1" hint="The last four digits." error="Enter four digits." />,
    );
    const input = view.root.querySelector('input')!;
    const texts = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => view!.root.getElementById(id)?.textContent);
    expect(texts).to.deep.equal(['+1', 'The last four digits.', 'Enter four digits.']);
  });

  it('shows the prefix as text the member cannot edit', async () => {
    view = renderInShadow(<TextField label="Phone" prefix="+1" />);
    const input = view.root.querySelector('input')!;
    input.focus();
    await type('5551234');
    expect(input.value).to.equal('5551234');
    expect(view.root.getElementById(input.getAttribute('aria-describedby')!)?.textContent).to.equal('+1');
  });

  it('passes input props through: inputMode, maxLength, onKeyDown, onPaste, ref', async () => {
    const keys: string[] = [];
    let pasted = 0;
    let element: HTMLInputElement | null = null;
    view = renderInShadow(
      <TextField
        label="Digits"
        inputMode="numeric"
        maxLength={4}
        onKeyDown={(event) => keys.push(event.key)}
        onPaste={() => (pasted += 1)}
        ref={(node) => {
          element = node;
        }}
      />,
    );
    const input = view.root.querySelector('input')!;
    expect(element === input, 'ref is the input').to.equal(true);
    expect(input.inputMode).to.equal('numeric');
    input.focus();
    await type('123456');
    expect(input.value).to.equal('1234');
    expect(keys).to.deep.equal(['1', '2', '3', '4', '5', '6']);
    input.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, composed: true }));
    expect(pasted).to.equal(1);
  });

  it('when readOnly keeps its value whatever the member types', async () => {
    view = renderInShadow(<TextField label="Amount" readOnly defaultValue="42.00" />);
    const input = view.root.querySelector('input')!;
    expect(input.readOnly).to.equal(true);
    input.focus();
    await type('9');
    expect(input.value).to.equal('42.00');
  });

  it('shows its hint under the label and has it read with the field', () => {
    view = renderInShadow(<TextField label="Account number" hint="It is printed at the top of your bill." />);
    const input = view.root.querySelector('input')!;
    const hint = view.root.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.equal('It is printed at the top of your bill.');
    expect(hint.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(view.root.querySelectorAll('button')).to.have.length(0);
  });

  it('lets Tab go from one field straight to the next, hints and all', async () => {
    view = renderInShadow(
      <form>
        <TextField label="Account number" hint="It is printed at the top of your bill." />
        <TextField label="Phone" hint="The last four digits." />
      </form>,
    );
    const [first, second] = [...view.root.querySelectorAll('input')];
    first!.focus();
    await press('Tab');
    await expectFocusOn(second!);
  });

  it('has no WCAG A/AA violations with an error and a hint', async () => {
    view = renderInShadow(
      <TextField label="Account number" hint="Ten digits." error="Account number is required." />,
    );
    await expectNoAxeViolations();
  });
});
