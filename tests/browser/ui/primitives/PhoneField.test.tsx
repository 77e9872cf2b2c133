import { expect } from 'chai';
import { useForm } from 'react-hook-form';
import { PhoneField } from '../../../../src/ui/primitives/PhoneField/PhoneField.tsx';
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

describe('PhoneField', () => {
  let view: ShadowRender | undefined;
  let formValue: () => string;

  function RegisteredField({ defaultValue = '' }: { defaultValue?: string }) {
    const { register, getValues } = useForm({ defaultValues: { phone: defaultValue } });
    formValue = () => getValues('phone');
    return <PhoneField label="Cell Phone" {...register('phone')} />;
  }

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('writes the punctuation of (ddd) ddd-dddd as the member types digits', async () => {
    view = renderInShadow(<RegisteredField />);
    const input = view.root.querySelector('input')!;
    expect(input.type).to.equal('tel');
    expect(input.inputMode).to.equal('numeric');
    expect(input.autocomplete).to.equal('tel-national');
    input.focus();
    await type('555');
    expect(input.value).to.equal('(555');
    await type('0');
    expect(input.value).to.equal('(555) 0');
    await type('109090');
    expect(input.value).to.equal('(555) 010-9090');
    expect(formValue()).to.equal('(555) 010-9090');
  });

  it('blocks letters and stops at ten digits', async () => {
    view = renderInShadow(<RegisteredField />);
    const input = view.root.querySelector('input')!;
    input.focus();
    await type('555abc010 90901234');
    expect(input.value).to.equal('(555) 010-9090');
  });

  it('formats pasted text from its digits, cut to ten', () => {
    view = renderInShadow(<RegisteredField />);
    const input = view.root.querySelector('input')!;
    input.focus();
    expect(paste(input, '555.010.9090 ext 12'), 'the raw paste is cancelled').to.equal(false);
    expect(input.value).to.equal('(555) 010-9090');
    expect(formValue()).to.equal('(555) 010-9090');
  });

  it('keeps the caret after the same digit when an edit in the middle moves the punctuation', async () => {
    view = renderInShadow(<RegisteredField defaultValue="(555) 010-9090" />);
    const input = view.root.querySelector('input')!;
    input.focus();
    // After "(555) 010": Backspace takes the 0 before the caret.
    input.setSelectionRange(9, 9);
    await press('Backspace');
    expect(input.value).to.equal('(555) 019-090');
    expect([input.selectionStart, input.selectionEnd]).to.deep.equal([8, 8]);
    await type('7');
    expect(input.value).to.equal('(555) 017-9090');
    expect(formValue()).to.equal('(555) 017-9090');
  });

  it('describes the input with its hint and error, and marks it invalid', () => {
    view = renderInShadow(
      <PhoneField
        label="Cell Phone"
        hint="We text the code to it."
        error="Please enter a valid phone number."
      />,
    );
    const input = view.root.querySelector('input')!;
    const texts = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => view!.root.getElementById(id)?.textContent);
    expect(texts).to.deep.equal(['We text the code to it.', 'Please enter a valid phone number.']);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('has no WCAG A/AA violations empty, with a hint, with an error, required and disabled', async () => {
    view = renderInShadow(
      <form>
        <PhoneField label="Empty" />
        <PhoneField label="With a hint" hint="We text the code to it." />
        <PhoneField label="With an error" error="Please enter a valid phone number." />
        <PhoneField label="Required" required />
        <PhoneField label="Disabled" disabled defaultValue="(555) 010-9090" />
      </form>,
    );
    await expectNoAxeViolations();
  });
});
