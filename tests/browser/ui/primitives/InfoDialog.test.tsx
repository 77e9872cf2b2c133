import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { Button } from '../../../../src/ui/primitives/Button/Button.tsx';
import { InfoDialog, type InfoDialogSize } from '../../../../src/ui/primitives/InfoDialog/InfoDialog.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { deepActiveElement, nextTick, press } from '../../support/keyboard.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

const noBill = 'The billing statement is not available. Please check back soon.';

function Opener({ size }: { readonly size?: InfoDialogSize }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View Bill</Button>
      <InfoDialog open={open} onOpenChange={setOpen} title="Billing Statement" {...(size ? { size } : {})}>
        {noBill}
      </InfoDialog>
    </>
  );
}

describe('InfoDialog', () => {
  let view: ShadowRender | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await setViewport({ width: 1024, height: 768 });
  });

  async function open(size?: InfoDialogSize) {
    view = renderInShadow(<Opener {...(size ? { size } : {})} />);
    const opener = view.root.querySelector('button')!;
    opener.focus();
    await press('Enter');
    await nextTick(50);
    return { opener, dialog: view.portal.querySelector<HTMLElement>('[role="dialog"]')! };
  }

  it('is 400 px wide, says its message and puts focus on OK', async () => {
    await setViewport({ width: 1024, height: 768 });
    const { dialog } = await open();
    expect(Math.round(dialog.getBoundingClientRect().width)).to.equal(400);
    expect(dialog.querySelector('p')?.textContent).to.equal(noBill);
    expect(deepActiveElement()?.textContent).to.equal('OK');
    await expectNoAxeViolations();
  });

  it('in its compact size is 400 × 150 (spec 02 §9)', async () => {
    await setViewport({ width: 1024, height: 768 });
    const { dialog } = await open('compact');
    const box = dialog.getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(400);
    expect(Math.round(box.height)).to.be.at.least(150);
  });

  it('takes the full width on a phone', async () => {
    await setViewport({ width: 400, height: 700 });
    const { dialog } = await open('compact');
    expect(Math.round(dialog.getBoundingClientRect().width)).to.equal(400);
    await expectNoAxeViolations();
  });

  it('closes with OK or Escape and gives focus back to what opened it', async () => {
    const first = await open();
    (deepActiveElement() as HTMLButtonElement).click();
    await nextTick(50);
    expect(view!.portal.querySelector('[role="dialog"]')).to.equal(null);
    expect(deepActiveElement()).to.equal(first.opener);

    first.opener.focus();
    await press('Enter');
    await nextTick(50);
    await press('Escape');
    await nextTick(50);
    expect(view!.portal.querySelector('[role="dialog"]')).to.equal(null);
    expect(deepActiveElement()).to.equal(first.opener);
  });
});
