import { expect } from 'chai';
import { Button } from '../../../../src/ui/primitives/Button/Button.tsx';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

describe('Button', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('is a plain button (type "button") so it never submits a form by accident', () => {
    view = renderInShadow(<Button>Pay</Button>);
    const button = view.root.querySelector('button')!;
    expect(button.type).to.equal('button');
    expect(button.disabled).to.equal(false);
    expect(button.hasAttribute('aria-busy')).to.equal(false);
  });

  it('while loading is disabled, marked aria-busy and shows a spinner hidden from screen readers', () => {
    view = renderInShadow(<Button loading>Pay</Button>);
    const button = view.root.querySelector('button')!;
    expect(button.disabled).to.equal(true);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.textContent).to.equal('Pay');
    expect(button.querySelectorAll(':scope > [aria-hidden="true"]')).to.have.length(1);
  });

  it('forwards its ref to the button element', () => {
    let element: HTMLButtonElement | null = null;
    view = renderInShadow(
      <Button
        ref={(node) => {
          element = node;
        }}
      >
        Pay
      </Button>,
    );
    expect(element === view.root.querySelector('button'), 'ref is the button').to.equal(true);
  });
});
