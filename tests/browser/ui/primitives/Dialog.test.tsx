import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { Button } from '../../../../src/ui/primitives/Button/Button.tsx';
import { Dialog } from '../../../../src/ui/primitives/Dialog/Dialog.tsx';
import { Tooltip } from '../../../../src/ui/primitives/Tooltip/Tooltip.tsx';
import { TextField } from '../../../../src/ui/primitives/TextField/TextField.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import {
  deepActiveElement,
  describeElement,
  expectFocusOn,
  nextTick,
  press,
} from '../../support/keyboard.ts';
import { centreOf, clickOn, pressAt, releaseAt } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

// Focus in a dialog inside a shadow root relies on the patched @radix-ui/react-focus-scope
// (patches/, radix-ui/primitives#3838). Unpatched, it reads `document.activeElement`, which is only the
// shadow host, and listens for focus changes on `document`, which does not see moves inside one shadow
// root: its first-tabbable focus lands on the content box, Tab walks out of the dialog, and focus that
// moves behind the dialog stays there.

function EditPhoneDialog({ width }: { width?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit phone</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Edit phone"
        description="We send payment receipts to this number."
        width={width}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Save</Button>
          </>
        }
      >
        <TextField label="Phone number" inputMode="tel" />
        <TextField label="Extension" inputMode="numeric" />
      </Dialog>
    </>
  );
}

describe('Dialog in a shadow root', () => {
  let view: ShadowRender | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await resetMouse();
  });

  /** Opens the dialog as a keyboard user does: focus the opener, press Enter. */
  async function openWithKeyboard(shadow: ShadowRender) {
    const opener = shadow.root.querySelector('button')!;
    opener.focus();
    await press('Enter');
    await nextTick();
    const dialog = shadow.portal.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('No dialog in the portal container');
    const [phone, extension] = [...dialog.querySelectorAll('input')];
    const buttons = [...dialog.querySelectorAll('button')];
    return { opener, dialog, phone: phone!, extension: extension!, buttons };
  }

  it('moves focus to the first field when it opens', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { phone } = await openWithKeyboard(view);
    await expectFocusOn(phone);
  });

  it('moves focus to the first field, not to the help button beside its label', async () => {
    function DialogWithHelp() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Pay</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Pay">
            <Tooltip content="It is printed at the top of your bill." label="More about the account number" />
            <TextField label="Account number" />
          </Dialog>
        </>
      );
    }
    view = renderInShadow(<DialogWithHelp />);
    view.root.querySelector('button')!.focus();
    await press('Enter');
    await nextTick();
    await expectFocusOn(view.portal.querySelector('input'));
  });

  it('exposes the parts dialog-overlay, dialog, dialog-title and dialog-close', async () => {
    function Parts() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen} title="Planned outage">
          Power will be off on Saturday.
        </Dialog>
      );
    }
    view = renderInShadow(<Parts />);
    await nextTick();
    const parts = ['dialog-overlay', 'dialog', 'dialog-title', 'dialog-close'].map(
      (name) => view!.portal.querySelectorAll(`[part~="${name}"]`).length,
    );
    expect(parts).to.deep.equal([1, 1, 1, 1]);
  });

  it('without a field moves focus to its first control', async () => {
    function NoticeDialog() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Show notice</Button>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Planned outage"
            actions={<Button onClick={() => setOpen(false)}>Got it</Button>}
          >
            Power will be off on Saturday from 8 to 10 am.
          </Dialog>
        </>
      );
    }
    view = renderInShadow(<NoticeDialog />);
    view.root.querySelector('button')!.focus();
    await press('Enter');
    await nextTick();
    const gotIt = [...view.portal.querySelectorAll('button')].find(
      (button) => button.textContent === 'Got it',
    );
    await expectFocusOn(gotIt);
  });

  it('keeps Tab inside: from the last control it wraps to the first field', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { phone, extension, buttons } = await openWithKeyboard(view);
    await expectFocusOn(phone);
    expect(buttons.map((button) => button.textContent || button.getAttribute('aria-label'))).to.deep.equal([
      'Cancel',
      'Save',
      'Close',
    ]);

    const visited: string[] = [];
    for (let step = 0; step < 5; step += 1) {
      await press('Tab');
      visited.push(describeElement(deepActiveElement()));
    }
    expect(visited).to.deep.equal(
      [extension, buttons[0]!, buttons[1]!, buttons[2]!, phone].map(describeElement),
    );
  });

  it('keeps Shift+Tab inside: from the first field it wraps to the last control', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { phone, buttons } = await openWithKeyboard(view);
    await expectFocusOn(phone);

    await press('Shift+Tab');
    await expectFocusOn(buttons[2]);
    expect(buttons[2]!.getAttribute('aria-label')).to.equal('Close');
  });

  it('takes focus back when a control behind it gets focus', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { opener, extension } = await openWithKeyboard(view);
    await press('Tab');
    await expectFocusOn(extension);

    opener.focus();
    await expectFocusOn(extension);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { opener, phone } = await openWithKeyboard(view);
    await expectFocusOn(phone);

    await press('Escape');
    await nextTick();
    expect(view.portal.querySelectorAll('[role="dialog"]')).to.have.length(0);
    await expectFocusOn(opener);
  });

  it('stays open, with focus inside, when the member clicks inside it', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { dialog, phone } = await openWithKeyboard(view);
    await expectFocusOn(phone);

    await clickOn(dialog.querySelector('p')!);
    await nextTick();
    expect(dialog.isConnected, 'dialog still open').to.equal(true);
    expect(dialog.contains(deepActiveElement()), 'focus is inside the dialog').to.equal(true);

    await clickOn(phone);
    await nextTick();
    expect(dialog.isConnected, 'dialog still open').to.equal(true);
    await expectFocusOn(phone);
  });

  it('closes when the member clicks the overlay outside it', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { opener, phone } = await openWithKeyboard(view);
    await expectFocusOn(phone);

    await clickOn(document.body.firstElementChild ?? document.body);
    await nextTick();
    expect(view.portal.querySelectorAll('[role="dialog"]')).to.have.length(0);
    await expectFocusOn(opener);
  });

  it('stays open, with what was typed, when a press outside is released inside it (closes on the up event only)', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { dialog, phone } = await openWithKeyboard(view);
    await expectFocusOn(phone);
    await sendKeys({ type: '555-0100' });
    const outside = document.body.firstElementChild ?? document.body;

    await pressAt(centreOf(outside));
    await nextTick();
    expect(dialog.isConnected, 'open after the press outside, before its release').to.equal(true);
    await releaseAt(centreOf(phone));
    await nextTick();
    expect(view.portal.querySelectorAll('[role="dialog"]')).to.have.length(1);
    expect(phone.value).to.equal('555-0100');

    // Pressed inside and released outside: not a click outside either.
    await pressAt(centreOf(phone));
    await releaseAt(centreOf(outside));
    await nextTick();
    expect(view.portal.querySelectorAll('[role="dialog"]')).to.have.length(1);
  });

  it('renders in the portal container inside the shadow root as a dialog named by its title', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { dialog, phone } = await openWithKeyboard(view);
    await expectFocusOn(phone);

    expect(dialog.getRootNode() === view.root, 'dialog is in the shadow root').to.equal(true);
    expect(view.portal.contains(dialog)).to.equal(true);
    expect(document.body.querySelectorAll('[role="dialog"]')).to.have.length(0);
    expect(dialog.getAttribute('role')).to.equal('dialog');
    const titleId = dialog.getAttribute('aria-labelledby')!;
    expect(view.root.getElementById(titleId)?.textContent).to.equal('Edit phone');
    const descriptionId = dialog.getAttribute('aria-describedby')!;
    expect(view.root.getElementById(descriptionId)?.textContent).to.equal(
      'We send payment receipts to this number.',
    );
  });

  it('is styled by the shared sheet: 600px wide by default, the full width below 600px', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { dialog, phone } = await openWithKeyboard(view);
    await expectFocusOn(phone);
    expect(getComputedStyle(dialog).position).to.equal('fixed');
    expect(dialog.getBoundingClientRect().width).to.equal(600);

    await setViewport({ width: 400, height: 700 });
    try {
      expect(dialog.getBoundingClientRect().width).to.equal(400);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('takes its width from the width prop', async () => {
    view = renderInShadow(<EditPhoneDialog width="420px" />);
    const { dialog, phone } = await openWithKeyboard(view);
    await expectFocusOn(phone);
    expect(dialog.getBoundingClientRect().width).to.equal(420);
  });

  it('has no WCAG A/AA violations when open', async () => {
    view = renderInShadow(<EditPhoneDialog />);
    const { phone } = await openWithKeyboard(view);
    await expectFocusOn(phone);
    await expectNoAxeViolations();
  });
});
