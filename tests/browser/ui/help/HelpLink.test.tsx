import { resetMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { HelpLink } from '../../../../src/ui/help/HelpLink.tsx';
import { lazyComponent } from '../../../../src/ui/lazy-component.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { deepActiveElement, expectFocusOn, nextTick, press } from '../../support/keyboard.ts';
import { hoverOver } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';
import { dialogByName, waitFor } from '../../support/shadow-queries.ts';

// The help dialog as an area has it: a component of its own code, loaded when first wanted.
const helpDialog = lazyComponent(() =>
  import('../../../../src/ui/primitives/InfoDialog/InfoDialog.tsx').then((module) => module.InfoDialog),
);
const HelpDialog = helpDialog.Component;

describe('HelpLink', () => {
  let view: ShadowRender | undefined;
  let preloads = 0;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    preloads = 0;
    await resetMouse();
  });

  function show() {
    view = renderInShadow(
      <HelpLink
        preload={() => {
          preloads += 1;
          helpDialog.preload();
        }}
        dialog={(help) => (
          <HelpDialog {...help} title="About draft payments">
            A draft pays your bill from a bank account or a card.
          </HelpDialog>
        )}
      >
        Help
      </HelpLink>,
    );
    return { view, link: view.root.querySelector('button')! };
  }

  it('is a link-styled button that says it opens a dialog; no dialog until it is pressed', () => {
    const { view, link } = show();
    expect(view.root.querySelectorAll('button')).to.have.length(1);
    expect(link.textContent).to.equal('Help');
    expect(link.type).to.equal('button');
    expect(link.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(view.root.querySelector('[role="dialog"]')).to.equal(null);
    expect(preloads).to.equal(0);
  });

  it('starts loading the dialog when the pointer comes over it and when focus reaches it', async () => {
    const { link } = show();
    await hoverOver(link);
    await waitFor(() => preloads === 1, 'the preload on the pointer');
    link.focus();
    await waitFor(() => preloads === 2, 'the preload on focus');
    expect(view!.root.querySelector('[role="dialog"]')).to.equal(null);
  });

  it('opens the area’s dialog, and gives focus back to the link when it closes; it opens again', async () => {
    const { view, link } = show();
    link.focus();
    await press('Enter');
    const dialog = await waitFor(() => dialogByName(view.root, 'About draft payments'), 'the help dialog');
    expect(dialog.textContent).to.contain('A draft pays your bill from a bank account or a card.');
    await waitFor(() => dialog.contains(deepActiveElement()), 'focus in the dialog');
    await expectNoAxeViolations(view.host);

    await press('Escape');
    await waitFor(() => !view.root.querySelector('[role="dialog"]'), 'the dialog closed');
    await expectFocusOn(link);

    await press('Enter');
    await waitFor(() => dialogByName(view.root, 'About draft payments'), 'the help dialog again');
    await nextTick();
  });
});
