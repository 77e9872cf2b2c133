import { resetMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { Alert, alertTones } from '../../../../src/ui/primitives/Alert/Alert.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { clickOn } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

describe('Alert', () => {
  let view: ShadowRender | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await resetMouse();
  });

  it('announces an error at once with role alert', () => {
    view = renderInShadow(<Alert tone="error">Payment failed.</Alert>);
    const alert = view.root.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.equal('Payment failed.');
  });

  it('announces the other tones politely with role status', () => {
    view = renderInShadow(
      <>
        <Alert tone="warning">Cut-off is at 5 pm.</Alert>
        <Alert tone="info">Your bill is ready.</Alert>
        <Alert tone="success">Payment received.</Alert>
      </>,
    );
    expect(view.root.querySelectorAll('[role="alert"]')).to.have.length(0);
    expect([...view.root.querySelectorAll('[role="status"]')].map((node) => node.textContent)).to.deep.equal([
      'Cut-off is at 5 pm.',
      'Your bill is ready.',
      'Payment received.',
    ]);
  });

  it('has no dismiss button unless it is dismissible', () => {
    view = renderInShadow(<Alert tone="info">Your bill is ready.</Alert>);
    expect(view.root.querySelectorAll('button')).to.have.length(0);
  });

  it('disappears and calls onDismiss once when the member clicks Dismiss', async () => {
    let dismissed = 0;
    view = renderInShadow(
      <Alert tone="error" onDismiss={() => (dismissed += 1)}>
        Payment failed.
      </Alert>,
    );
    const dismiss = view.root.querySelector('button')!;
    expect(dismiss.type).to.equal('button');
    expect(dismiss.getAttribute('aria-label')).to.equal('Dismiss');

    await clickOn(dismiss);
    expect(view.root.querySelectorAll('[role="alert"]')).to.have.length(0);
    expect(dismissed).to.equal(1);
  });

  it('shows its title before the message', () => {
    view = renderInShadow(
      <Alert tone="warning" title="Service notice">
        Payments made after 5 pm post the next business day.
      </Alert>,
    );
    expect(view.root.querySelector('[role="status"]')!.textContent).to.equal(
      'Service noticePayments made after 5 pm post the next business day.',
    );
  });

  it('has no WCAG A/AA violations in any tone', async () => {
    view = renderInShadow(
      <>
        {alertTones.map((tone) => (
          <Alert key={tone} tone={tone} title={`A ${tone} title`} dismissible>
            A {tone} message with a <a href="#details">link</a>.
          </Alert>
        ))}
      </>,
    );
    await expectNoAxeViolations();
  });
});
