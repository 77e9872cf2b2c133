import { expect } from 'chai';
import {
  createQuickPayButtonElement,
  type QuickPayLauncher,
} from '../../../src/features/quick-pay/QuickPayButtonElement.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { deepActiveElement, nextTick, press } from '../support/keyboard.ts';
import { shadowRootOf, waitFor } from '../support/shadow-queries.ts';

/** The product's button element, with the dialog's code held back by the test. */
let pendingLoad: { resolve: (launcher: QuickPayLauncher) => void; reject: (error: unknown) => void };
const opened: string[] = [];
customElements.define(
  'coop-test-held-quick-pay-button',
  createQuickPayButtonElement(
    () =>
      new Promise<QuickPayLauncher>((resolve, reject) => {
        pendingLoad = { resolve, reject };
      }),
  ),
);
const launcher: QuickPayLauncher = { open: () => opened.push('open'), unmount: () => undefined };

describe('<coop-quick-pay-button> before the dialog’s code has arrived', () => {
  let element: HTMLElement;

  beforeEach(() => {
    opened.length = 0;
    element = document.createElement('coop-test-held-quick-pay-button');
    document.body.append(element);
  });

  afterEach(() => element.remove());

  const frameOf = (root: ShadowRoot) => root.querySelector<HTMLElement>('[role="dialog"]');

  it('shows the dialog’s frame at once on a press, focused and busy, then hands over to the dialog', async () => {
    const root = shadowRootOf(element);
    root.querySelector('button')!.click();
    const frame = frameOf(root);
    expect(frame?.getAttribute('aria-busy')).to.equal('true');
    expect(root.getElementById(frame!.getAttribute('aria-labelledby')!)?.textContent).to.equal('Quick Pay');
    expect(frame?.querySelector('[role="status"]')?.textContent).to.equal('Loading Quick Pay…');
    expect(frame!.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(deepActiveElement()).to.equal(frame);
    await expectNoAxeViolations();

    pendingLoad.resolve(launcher);
    await waitFor(() => opened.length === 1, 'the dialog opened');
    expect(frameOf(root)).to.equal(null);
  });

  it('closes the frame with Escape, gives focus back and does not open the dialog when the code arrives', async () => {
    const root = shadowRootOf(element);
    const button = root.querySelector('button')!;
    button.focus();
    button.click();
    await nextTick(0);
    await press('Escape');
    expect(frameOf(root)).to.equal(null);
    expect(deepActiveElement()).to.equal(button);
    pendingLoad.resolve(launcher);
    await nextTick(20);
    expect(opened).to.deep.equal([]);
  });

  it('says the dialog could not be loaded, with a Close button, when its code fails to arrive', async () => {
    const root = shadowRootOf(element);
    root.querySelector('button')!.click();
    pendingLoad.reject(new TypeError('Failed to fetch dynamically imported module'));
    await waitFor(() => frameOf(root)?.querySelector('[role="alert"]'), 'the failure');
    expect(frameOf(root)?.querySelector('[role="alert"]')?.textContent).to.equal(
      'Quick Pay could not be loaded. Please check your connection and try again.',
    );
    expect(deepActiveElement()?.textContent).to.equal('Close');
    await expectNoAxeViolations();
    (deepActiveElement() as HTMLButtonElement).click();
    expect(frameOf(root)).to.equal(null);
  });
});
