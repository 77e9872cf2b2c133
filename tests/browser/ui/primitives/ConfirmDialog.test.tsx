import { resetMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { Button } from '../../../../src/ui/primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../../../src/ui/primitives/ConfirmDialog/ConfirmDialog.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, nextTick, press } from '../../support/keyboard.ts';
import { clickOn } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

// Initial focus inside the shadow root relies on the patched @radix-ui/react-focus-scope (patches/,
// radix-ui/primitives#3838).

function QuitConfirmation({ log }: { log: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Quit</Button>
      <ConfirmDialog
        open={open}
        title="Quit Quick Pay?"
        message="What you entered will be lost."
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => {
          log.push('confirm');
          setOpen(false);
        }}
        onCancel={() => {
          log.push('cancel');
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  let view: ShadowRender | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await resetMouse();
  });

  async function openWithKeyboard(shadow: ShadowRender) {
    const opener = shadow.root.querySelector('button')!;
    opener.focus();
    await press('Enter');
    await nextTick();
    const dialog = shadow.portal.querySelector<HTMLElement>('[role="alertdialog"]');
    if (!dialog) throw new Error('No alert dialog in the portal container');
    const [cancel, confirm] = [...dialog.querySelectorAll('button')];
    return { opener, dialog, cancel: cancel!, confirm: confirm! };
  }

  it('is an alert dialog named by its title and described by its message, with focus on cancel', async () => {
    view = renderInShadow(<QuitConfirmation log={[]} />);
    const { dialog, cancel, confirm } = await openWithKeyboard(view);
    await expectFocusOn(cancel);
    expect(cancel.textContent).to.equal('No');
    expect(confirm.textContent).to.equal('Yes');
    expect(view.root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal(
      'Quit Quick Pay?',
    );
    expect(view.root.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).to.equal(
      'What you entered will be lost.',
    );
    expect(dialog.querySelectorAll('[aria-label="Close"]')).to.have.length(0);
  });

  it('confirms with the confirm button and gives focus back to the opener', async () => {
    const log: string[] = [];
    view = renderInShadow(<QuitConfirmation log={log} />);
    const { opener, cancel, confirm } = await openWithKeyboard(view);
    await expectFocusOn(cancel);

    await press('Tab');
    await expectFocusOn(confirm);
    await press('Enter');
    await nextTick();
    expect(log).to.deep.equal(['confirm']);
    expect(view.portal.querySelectorAll('[role="alertdialog"]')).to.have.length(0);
    await expectFocusOn(opener);
  });

  it('cancels on Escape', async () => {
    const log: string[] = [];
    view = renderInShadow(<QuitConfirmation log={log} />);
    const { cancel } = await openWithKeyboard(view);
    await expectFocusOn(cancel);

    await press('Escape');
    await nextTick();
    expect(log).to.deep.equal(['cancel']);
    expect(view.portal.querySelectorAll('[role="alertdialog"]')).to.have.length(0);
  });

  it('stays open when the member clicks outside it', async () => {
    const log: string[] = [];
    view = renderInShadow(<QuitConfirmation log={log} />);
    const { dialog, cancel } = await openWithKeyboard(view);
    await expectFocusOn(cancel);

    await clickOn(document.body);
    await nextTick();
    expect(log).to.deep.equal([]);
    expect(dialog.isConnected, 'alert dialog still open').to.equal(true);
  });

  it('has no WCAG A/AA violations when open', async () => {
    view = renderInShadow(<QuitConfirmation log={[]} />);
    const { cancel } = await openWithKeyboard(view);
    await expectFocusOn(cancel);
    await expectNoAxeViolations();
  });
});
