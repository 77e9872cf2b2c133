import { expect } from 'chai';
import { useForm } from 'react-hook-form';
import { PasswordPair } from '../../../../src/ui/primitives/PasswordPair/PasswordPair.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, press, type } from '../../support/keyboard.ts';
import { fieldByLabel } from '../../support/shadow-queries.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

const ruleText =
  'It must be 8 to 50 characters long, without spaces, and contain at least 1 lowercase letter, 1 uppercase letter, 1 digit and 1 special character from !@#$%^&*.';

function paste(input: HTMLInputElement, text: string): boolean {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  return input.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true, composed: true }),
  );
}

function describedTexts(root: ShadowRoot, input: HTMLInputElement): string[] {
  return input
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => (root.getElementById(id)?.textContent ?? '').replace(/\s+/g, ' ').trim());
}

describe('PasswordPair', () => {
  let view: ShadowRender | undefined;
  let formValues: () => { password: string; confirm: string };

  function Pair({
    passwordError,
    confirmError,
    pasteAllowed,
  }: {
    passwordError?: string;
    confirmError?: string;
    pasteAllowed?: boolean;
  }) {
    const { register, getValues } = useForm({ defaultValues: { password: '', confirm: '' } });
    formValues = () => getValues();
    return (
      <form>
        <PasswordPair
          newPasswordLabel="New Password"
          confirmPasswordLabel="Confirm Password"
          newPassword={register('password')}
          confirmPassword={register('confirm')}
          newPasswordError={passwordError}
          confirmPasswordError={confirmError}
          pasteAllowed={pasteAllowed}
        />
      </form>
    );
  }

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('asks the browser for a new password in both fields, hidden as typed', () => {
    view = renderInShadow(<Pair />);
    for (const label of ['New Password', 'Confirm Password']) {
      const input = fieldByLabel(view.root, label);
      expect(input.type).to.equal('password');
      expect(input.autocomplete).to.equal('new-password');
      expect(input.maxLength).to.equal(50);
    }
  });

  it('shows the rule text and the strength, and describes the new password with both', () => {
    view = renderInShadow(<Pair />);
    const password = fieldByLabel(view.root, 'New Password');
    expect(describedTexts(view.root, password)).to.deep.equal([ruleText, 'Password strength: Too weak']);
    const meter = view.root.querySelector('[role="meter"]')!;
    expect(meter.getAttribute('aria-valuetext')).to.equal('Too weak');
  });

  it('rates the password as the member types it, and the form holds both values', async () => {
    view = renderInShadow(<Pair />);
    const password = fieldByLabel(view.root, 'New Password');
    const meter = view.root.querySelector('[role="meter"]')!;
    password.focus();
    await type('sunrise2');
    expect(meter.getAttribute('aria-valuetext')).to.equal('Weak');
    await type('6');
    await press('Control+a');
    await type('Sunrise#26');
    expect(meter.getAttribute('aria-valuetext')).to.equal('Good');
    expect(meter.getAttribute('aria-valuenow')).to.equal('3');
    await type('!x');
    expect(meter.getAttribute('aria-valuetext')).to.equal('Strong');
    await press('Tab');
    await expectFocusOn(fieldByLabel(view.root, 'Confirm Password'));
    await type('Sunrise#26!x');
    expect(formValues()).to.deep.equal({ password: 'Sunrise#26!x', confirm: 'Sunrise#26!x' });
  });

  it('ties each error to its own field', () => {
    view = renderInShadow(
      <Pair passwordError="Please enter a password." confirmError="Please enter a confirm password." />,
    );
    const password = fieldByLabel(view.root, 'New Password');
    const confirm = fieldByLabel(view.root, 'Confirm Password');
    expect(password.getAttribute('aria-invalid')).to.equal('true');
    expect(describedTexts(view.root, password)).to.deep.equal([
      ruleText,
      'Please enter a password.',
      'Password strength: Too weak',
    ]);
    expect(confirm.getAttribute('aria-invalid')).to.equal('true');
    expect(describedTexts(view.root, confirm)).to.deep.equal(['Please enter a confirm password.']);
  });

  it('lets a paste go ahead by default', () => {
    view = renderInShadow(<Pair />);
    expect(paste(fieldByLabel(view.root, 'New Password'), 'Sunrise#2026')).to.equal(true);
    expect(paste(fieldByLabel(view.root, 'Confirm Password'), 'Sunrise#2026')).to.equal(true);
  });

  it('refuses a paste into either field where the site does not allow it', () => {
    view = renderInShadow(<Pair pasteAllowed={false} />);
    expect(paste(fieldByLabel(view.root, 'New Password'), 'Sunrise#2026')).to.equal(false);
    expect(paste(fieldByLabel(view.root, 'Confirm Password'), 'Sunrise#2026')).to.equal(false);
  });

  it('has no WCAG A/AA violations empty, typed, and with errors', async () => {
    view = renderInShadow(<Pair />);
    await expectNoAxeViolations();
    fieldByLabel(view.root, 'New Password').focus();
    await type('Sunrise#2026!');
    await expectNoAxeViolations();
    view.rerender(
      <Pair passwordError="Please enter a password." confirmError="Please enter a confirm password." />,
    );
    await expectNoAxeViolations();
  });
});
