import { expect } from 'chai';
import { useForm } from 'react-hook-form';
import { DateField } from '../../../../src/ui/primitives/DateField/DateField.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { press, type } from '../../support/keyboard.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

describe('DateField', () => {
  let view: ShadowRender | undefined;
  let formValue: () => string;

  function RegisteredField({
    min,
    max,
    defaultValue = '',
  }: {
    min?: string;
    max?: string;
    defaultValue?: string;
  }) {
    const { register, getValues } = useForm({ defaultValues: { date: defaultValue } });
    formValue = () => getValues('date');
    return <DateField label="Expiration Date" min={min} max={max} {...register('date')} />;
  }

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it("is the browser's date input with its bounds, typed month, day, year", async () => {
    view = renderInShadow(<RegisteredField min="2026-01-01" max="2121-12-31" />);
    const input = view.root.querySelector('input')!;
    expect(input.type).to.equal('date');
    expect([input.min, input.max]).to.deep.equal(['2026-01-01', '2121-12-31']);
    input.focus();
    await type('03152026');
    expect(input.value).to.equal('2026-03-15');
    expect(formValue()).to.equal('2026-03-15');
  });

  it('moves the day with the arrow keys, not past max', async () => {
    view = renderInShadow(<RegisteredField max="2026-03-16" defaultValue="2026-03-15" />);
    const input = view.root.querySelector('input')!;
    input.focus();
    // The first segment is the month: move to the day.
    await press('ArrowRight');
    await press('ArrowUp');
    expect(input.value).to.equal('2026-03-16');
    expect(formValue()).to.equal('2026-03-16');
    expect(input.validity.rangeOverflow).to.equal(false);
  });

  it('describes the input with its hint and error, and marks it invalid', () => {
    view = renderInShadow(
      <DateField
        label="Expiration Date"
        hint="The last day of the round-up."
        error="You cannot use an expiration date in the past."
      />,
    );
    const input = view.root.querySelector('input')!;
    const texts = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => view!.root.getElementById(id)?.textContent);
    expect(texts).to.deep.equal([
      'The last day of the round-up.',
      'You cannot use an expiration date in the past.',
    ]);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('has no WCAG A/AA violations empty, with a hint, with an error, required and disabled', async () => {
    view = renderInShadow(
      <form>
        <DateField label="Empty" />
        <DateField label="With a hint" hint="The last day of the round-up." />
        <DateField label="With an error" error="You cannot use an expiration date in the past." />
        <DateField label="Required" required />
        <DateField label="Disabled" disabled defaultValue="2026-03-15" />
      </form>,
    );
    await expectNoAxeViolations();
  });
});
