import { expect } from 'chai';
import { PasswordField } from '../../../../src/ui/primitives/PasswordField/PasswordField.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, press, type } from '../../support/keyboard.ts';
import { buttonByName, fieldByLabel } from '../../support/shadow-queries.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

describe('PasswordField', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('hides the password until the member presses the toggle, which says its state', async () => {
    view = renderInShadow(<PasswordField label="Password" />);
    const password = fieldByLabel(view.root, 'Password');
    expect(password.type).to.equal('password');
    password.focus();
    await type('Sunrise#2026');
    await press('Tab');
    const toggle = buttonByName(view.root, 'Show password');
    await expectFocusOn(toggle);
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(password.id);

    await press('Space');
    expect(password.type).to.equal('text');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(toggle.getAttribute('aria-label')).to.equal('Hide password');
    expect(password.value).to.equal('Sunrise#2026');

    await press('Enter');
    expect(password.type).to.equal('password');
    expect(toggle.getAttribute('aria-label')).to.equal('Show password');
  });

  it('has no WCAG A/AA violations hidden, shown and with an error', async () => {
    view = renderInShadow(<PasswordField label="Password" error="Please enter your password." />);
    await expectNoAxeViolations();
    buttonByName(view.root, 'Show password').click();
    await expectNoAxeViolations();
  });
});
