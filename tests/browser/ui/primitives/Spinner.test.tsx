import { expect } from 'chai';
import { Spinner } from '../../../../src/ui/primitives/Spinner/Spinner.tsx';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

describe('Spinner', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('is a status with its label for screen readers', () => {
    view = renderInShadow(<Spinner label="Loading your accounts" />);
    const status = view.root.querySelector('[role="status"]')!;
    expect(status.textContent).to.equal('Loading your accounts');
  });

  it('is hidden from screen readers when decorative', () => {
    view = renderInShadow(<Spinner decorative />);
    expect(view.root.querySelectorAll('[role="status"]')).to.have.length(0);
    expect(view.root.querySelector('span')!.getAttribute('aria-hidden')).to.equal('true');
  });
});
