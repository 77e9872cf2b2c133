import { expect } from 'chai';
import { useForm } from 'react-hook-form';
import { DigitsField } from '../../../../src/ui/primitives/DigitsField/DigitsField.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { press, type } from '../../support/keyboard.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

function paste(input: HTMLInputElement, text: string): boolean {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  return input.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true, composed: true }),
  );
}

function drop(input: HTMLInputElement, text: string): boolean {
  const dataTransfer = new DataTransfer();
  dataTransfer.setData('text/plain', text);
  return input.dispatchEvent(
    new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true, composed: true }),
  );
}

describe('DigitsField', () => {
  let view: ShadowRender | undefined;
  let formValue: () => string;

  /** A DigitsField registered in a react-hook-form form, as the screens use it. */
  function RegisteredField({ maxLength, defaultValue = '' }: { maxLength: number; defaultValue?: string }) {
    const { register, getValues } = useForm({ defaultValues: { digits: defaultValue } });
    formValue = () => getValues('digits');
    return <DigitsField label="Account number" maxLength={maxLength} {...register('digits')} />;
  }

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('lets only digits be typed, up to its length, and asks phones for the number keypad', async () => {
    view = renderInShadow(<RegisteredField maxLength={6} />);
    const input = view.root.querySelector('input')!;
    expect(input.inputMode).to.equal('numeric');
    expect(input.maxLength).to.equal(6);
    input.focus();
    await type('4x01-9 2.7e55');
    expect(input.value).to.equal('401927');
    expect(formValue()).to.equal('401927');
  });

  it('keeps editing keys and shortcuts working: Backspace, arrows, select all', async () => {
    view = renderInShadow(<RegisteredField maxLength={12} />);
    const input = view.root.querySelector('input')!;
    input.focus();
    await type('3001');
    await press('ArrowLeft');
    await press('Backspace');
    expect(input.value).to.equal('301');
    await press('Control+a');
    await type('77');
    expect(input.value).to.equal('77');
    expect(formValue()).to.equal('77');
  });

  it('keeps only the digits of pasted text, in place of the selection, cut to its length', () => {
    view = renderInShadow(<RegisteredField maxLength={9} defaultValue="3001" />);
    const input = view.root.querySelector('input')!;
    input.focus();
    input.setSelectionRange(2, 3);
    expect(paste(input, 'acct 55-66 77'), 'the raw paste is cancelled').to.equal(false);
    expect(input.value).to.equal('305566771');
    expect(formValue()).to.equal('305566771');
  });

  it('puts the caret after the pasted digits', () => {
    view = renderInShadow(<RegisteredField maxLength={12} defaultValue="3001" />);
    const input = view.root.querySelector('input')!;
    input.focus();
    input.setSelectionRange(1, 1);
    paste(input, '9-9');
    expect(input.value).to.equal('399001');
    expect([input.selectionStart, input.selectionEnd]).to.deep.equal([3, 3]);
  });

  it('leaves the value alone when the pasted text has no digits', () => {
    view = renderInShadow(<RegisteredField maxLength={4} defaultValue="4821" />);
    const input = view.root.querySelector('input')!;
    paste(input, 'call me');
    expect(input.value).to.equal('4821');
    expect(formValue()).to.equal('4821');
  });

  it('keeps only the digits of dropped text, cut to its length', () => {
    view = renderInShadow(<RegisteredField maxLength={4} />);
    const input = view.root.querySelector('input')!;
    expect(drop(input, '(555) 010-4477'), 'the raw drop is cancelled').to.equal(false);
    expect(input.value).to.equal('5550');
    expect(formValue()).to.equal('5550');
  });

  it('lets its own onPaste cancel the paste altogether', () => {
    view = renderInShadow(
      <DigitsField
        label="Code"
        maxLength={6}
        defaultValue="12"
        onPaste={(event) => event.preventDefault()}
      />,
    );
    const input = view.root.querySelector('input')!;
    paste(input, '345');
    expect(input.value).to.equal('12');
  });

  it('works as a controlled field too: the pasted digits reach onChange', () => {
    const changes: string[] = [];
    view = renderInShadow(
      <DigitsField
        label="Code"
        maxLength={6}
        value=""
        onChange={(event) => changes.push(event.target.value)}
      />,
    );
    paste(view.root.querySelector('input')!, '12-34-56-78');
    expect(changes).to.deep.equal(['123456']);
  });

  it('describes the input with its prefix, hint and error, and marks it invalid', () => {
    view = renderInShadow(
      <DigitsField
        label="Phone Number"
        prefix="(XXX) XXX-"
        hint="The last 4 digits of the phone number on the account."
        error="Please enter the last 4 digits of your phone number."
        maxLength={4}
      />,
    );
    const input = view.root.querySelector('input')!;
    const texts = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => view!.root.getElementById(id)?.textContent);
    expect(texts).to.deep.equal([
      '(XXX) XXX-',
      'The last 4 digits of the phone number on the account.',
      'Please enter the last 4 digits of your phone number.',
    ]);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('has no WCAG A/AA violations empty, with a hint, with an error, required and disabled', async () => {
    view = renderInShadow(
      <form>
        <DigitsField label="Empty" maxLength={6} />
        <DigitsField label="With a hint" hint="Six digits." maxLength={6} />
        <DigitsField label="With an error" error="Please enter the verification code." maxLength={6} />
        <DigitsField label="Required" required maxLength={6} />
        <DigitsField label="Disabled" disabled defaultValue="123456" maxLength={6} />
      </form>,
    );
    await expectNoAxeViolations();
  });
});
