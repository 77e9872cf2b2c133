import { resetMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../../../src/ui/primitives/CheckboxField/CheckboxField.tsx';
import { DateField } from '../../../../src/ui/primitives/DateField/DateField.tsx';
import { DigitsField } from '../../../../src/ui/primitives/DigitsField/DigitsField.tsx';
import { Field } from '../../../../src/ui/primitives/Field/Field.tsx';
import { MoneyField } from '../../../../src/ui/primitives/MoneyField/MoneyField.tsx';
import { PhoneField } from '../../../../src/ui/primitives/PhoneField/PhoneField.tsx';
import { SelectField } from '../../../../src/ui/primitives/SelectField/SelectField.tsx';
import { TextField } from '../../../../src/ui/primitives/TextField/TextField.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, press, type } from '../../support/keyboard.ts';
import { clickOn } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

function describedTexts(root: ShadowRoot, control: Element): (string | undefined)[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? undefined);
}

describe('Field', () => {
  let view: ShadowRender | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await resetMouse();
  });

  it('ties its label to the control, so a click on the label focuses it', async () => {
    view = renderInShadow(<Field label="Account number">{(control) => <input {...control} />}</Field>);
    const input = view.root.querySelector('input')!;
    const label = view.root.querySelector('label')!;
    expect(label.htmlFor).to.equal(input.id);
    expect(input.labels?.[0]?.textContent).to.equal('Account number');

    await clickOn(label);
    await expectFocusOn(input);
  });

  it('uses the id it is given for the control', () => {
    view = renderInShadow(
      <Field label="Account number" controlId="account-number">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(view.root.querySelector('input')!.id).to.equal('account-number');
    expect(view.root.querySelector('label')!.htmlFor).to.equal('account-number');
  });

  it('without hint or error describes nothing, is not invalid, and keeps an empty alert region', () => {
    view = renderInShadow(<Field label="Account number">{(control) => <input {...control} />}</Field>);
    const input = view.root.querySelector('input')!;
    expect(input.hasAttribute('aria-describedby')).to.equal(false);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(input.hasAttribute('aria-required')).to.equal(false);
    expect(view.root.querySelector('[role="alert"]')!.textContent).to.equal('');
  });

  it('describes the control with its hint, then its error, and marks it invalid while there is an error', () => {
    view = renderInShadow(
      <Field
        label="Account number"
        hint="It is printed at the top of your bill."
        error="Please enter your account number."
      >
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = view.root.querySelector('input')!;
    expect(describedTexts(view.root, input)).to.deep.equal([
      'It is printed at the top of your bill.',
      'Please enter your account number.',
    ]);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const error = view.root.querySelector('[role="alert"]')!;
    expect(error.textContent).to.equal('Please enter your account number.');
  });

  it('reads ids before the hint and after the error in that order', () => {
    view = renderInShadow(
      <>
        <span id="before">$</span>
        <span id="after">Password strength: Weak</span>
        <Field
          label="Amount"
          hint="In dollars."
          error="Enter an amount."
          describedByBefore="before"
          describedByAfter="after"
        >
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(describedTexts(view.root, view.root.querySelector('input')!)).to.deep.equal([
      '$',
      'In dollars.',
      'Enter an amount.',
      'Password strength: Weak',
    ]);
  });

  it('puts a new error into the alert region that already exists, and takes it away again', () => {
    const render = (error?: string) => (
      <Field label="Account number" error={error}>
        {(control) => <input {...control} />}
      </Field>
    );
    view = renderInShadow(render());
    const region = view.root.querySelector('[role="alert"]')!;
    view.rerender(render('Please enter your account number.'));
    expect(view.root.querySelector('[role="alert"]') === region, 'the same alert region').to.equal(true);
    expect(region.textContent).to.equal('Please enter your account number.');

    view.rerender(render());
    expect(region.textContent).to.equal('');
    expect(view.root.querySelector('input')!.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('when required shows "(required)" beside the label and sets aria-required, keeping the label as the name', () => {
    view = renderInShadow(
      <Field label="Username" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = view.root.querySelector('input')!;
    expect(input.getAttribute('aria-required')).to.equal('true');
    expect(input.labels?.[0]?.textContent).to.equal('Username');
    const mark = [...view.root.querySelectorAll('span')].find((span) => span.textContent === '(required)');
    expect(mark, 'the required mark').to.not.equal(undefined);
    expect(mark!.getAttribute('aria-hidden')).to.equal('true');
    expect(mark!.getBoundingClientRect().width).to.be.greaterThan(0);
  });

  it('names its parts for host pages: field, label, hint, input, error', () => {
    view = renderInShadow(
      <Field label="Account number" hint="Ten digits." error="Please enter your account number.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const part = (name: string) => view!.root.querySelector(`[part~="${name}"]`);
    expect(part('field')?.contains(part('label')!)).to.equal(true);
    expect(part('label')?.textContent).to.equal('Account number');
    expect(part('hint')?.textContent).to.equal('Ten digits.');
    expect(part('input')).to.equal(view.root.querySelector('input'));
    expect(part('error')?.textContent).to.equal('Please enter your account number.');
  });

  it('places a checkbox before its label, and a click on the label toggles it', async () => {
    view = renderInShadow(<CheckboxField label="Send me paperless bills" />);
    const checkbox = view.root.querySelector('input')!;
    const label = view.root.querySelector('label')!;
    expect(checkbox.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    await clickOn(label);
    expect(checkbox.checked).to.equal(true);
  });

  it('describes a select and a checkbox with their errors, as it does a text input', () => {
    view = renderInShadow(
      <>
        <SelectField
          label="Security Question"
          placeholder="Select a question"
          options={[{ value: '1', label: 'Your first pet?' }]}
          error="Please select a security question."
        />
        <CheckboxField label="I agree" error="Please confirm." />
      </>,
    );
    const select = view.root.querySelector('select')!;
    const checkbox = view.root.querySelector('input')!;
    expect(select.getAttribute('aria-invalid')).to.equal('true');
    expect(describedTexts(view.root, select)).to.deep.equal(['Please select a security question.']);
    expect(checkbox.getAttribute('aria-invalid')).to.equal('true');
    expect(describedTexts(view.root, checkbox)).to.deep.equal(['Please confirm.']);
  });

  it('offers an empty first choice only when the select is given a placeholder', () => {
    view = renderInShadow(
      <>
        <SelectField
          label="Question"
          placeholder="Select a question"
          options={[{ value: '1', label: 'Your first pet?' }]}
        />
        <SelectField
          label="Unit"
          options={[
            { value: 'usage', label: 'Usage' },
            { value: 'demand', label: 'Demand' },
          ]}
        />
      </>,
    );
    const [question, unit] = [...view.root.querySelectorAll('select')];
    expect([...question!.options].map((option) => option.value)).to.deep.equal(['', '1']);
    expect([...unit!.options].map((option) => option.value)).to.deep.equal(['usage', 'demand']);
    expect(unit!.value).to.equal('usage');
  });

  it('lets Tab go from field to field: no field holds a button of its own', async () => {
    view = renderInShadow(
      <form>
        <TextField label="Username" hint="6 to 60 characters." required />
        <SelectField
          label="Security Question"
          placeholder="Select a question"
          options={[]}
          hint="Pick one."
        />
        <DigitsField label="Code" maxLength={6} hint="Six digits." />
      </form>,
    );
    const [username, code] = [...view.root.querySelectorAll('input')];
    const select = view.root.querySelector('select')!;
    expect(view.root.querySelectorAll('button')).to.have.length(0);
    username!.focus();
    await press('Tab');
    await expectFocusOn(select);
    await press('Tab');
    await expectFocusOn(code!);
  });

  it('takes react-hook-form registrations spread into every field primitive, and submits what was typed', async () => {
    let submitted: Record<string, unknown> | undefined;
    function Form() {
      const { register, handleSubmit } = useForm({
        defaultValues: {
          username: '',
          question: '',
          paperless: false,
          code: '',
          phone: '',
          amount: '',
          start: '',
        },
      });
      return (
        <form onSubmit={handleSubmit((values) => (submitted = values))}>
          <TextField label="Username" {...register('username')} />
          <SelectField
            label="Security Question"
            placeholder="Select a question"
            options={[{ value: 'pet', label: 'Your first pet?' }]}
            {...register('question')}
          />
          <CheckboxField label="Paperless" {...register('paperless')} />
          <DigitsField label="Code" maxLength={6} {...register('code')} />
          <PhoneField label="Cell phone" {...register('phone')} />
          <MoneyField label="Amount" {...register('amount')} />
          <DateField label="Start date" {...register('start')} />
          <button type="submit">Submit</button>
        </form>
      );
    }
    view = renderInShadow(<Form />);
    const [username, paperless, code, phone, amount, start] = [...view.root.querySelectorAll('input')];
    username!.focus();
    await type('jordan.rivera');
    const select = view.root.querySelector('select')!;
    select.focus();
    await press('ArrowDown');
    paperless!.focus();
    await press('Space');
    code!.focus();
    await type('12a345');
    phone!.focus();
    await type('5550109090');
    amount!.focus();
    await type('42.50');
    start!.focus();
    await type('03152026');
    view.root.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(submitted).to.deep.equal({
      username: 'jordan.rivera',
      question: 'pet',
      paperless: true,
      code: '12345',
      phone: '(555) 010-9090',
      amount: '42.50',
      start: '2026-03-15',
    });
  });

  it('has no WCAG A/AA violations empty, with a hint, with an error, required and disabled', async () => {
    view = renderInShadow(
      <form>
        <TextField label="Empty" />
        <TextField label="With a hint" hint="It is printed at the top of your bill." />
        <TextField label="With an error" error="Please enter your account number." />
        <TextField label="Required" required />
        <TextField label="Disabled" disabled defaultValue="300100200" />
        <SelectField label="Select" placeholder="Select a question" options={[]} error="Please select one." />
        <CheckboxField label="Checkbox" required error="Please confirm." />
      </form>,
    );
    await expectNoAxeViolations();
  });
});
