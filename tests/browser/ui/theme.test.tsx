import { expect } from 'chai';
import { Button } from '../../../src/ui/primitives/Button/Button.tsx';
import { renderInShadow, type ShadowRender } from '../support/render-in-shadow.tsx';

describe('theme in a shadow root', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('styles a primary Button with the default --coop-color-primary (#0b5cad)', () => {
    view = renderInShadow(<Button>Pay</Button>);
    const button = view.root.querySelector('button')!;
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(11, 92, 173)');
    expect(getComputedStyle(button).color).to.equal('rgb(255, 255, 255)');
  });

  it('lets the host page override --coop-color-primary on the element from outside', () => {
    view = renderInShadow(<Button>Pay</Button>);
    view.host.style.setProperty('--coop-color-primary', '#7a1f5c');
    const button = view.root.querySelector('button')!;
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(122, 31, 92)');
  });

  it('lets a page stylesheet rule on the element win over the :host default', () => {
    const pageStyle = document.createElement('style');
    pageStyle.textContent = 'coop-test-host { --coop-color-primary: rgb(0, 100, 0); }';
    document.head.append(pageStyle);
    try {
      view = renderInShadow(<Button>Pay</Button>);
      const button = view.root.querySelector('button')!;
      expect(getComputedStyle(button).backgroundColor).to.equal('rgb(0, 100, 0)');
    } finally {
      pageStyle.remove();
    }
  });
});
