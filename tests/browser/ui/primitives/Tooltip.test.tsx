import { resetMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { Dialog } from '../../../../src/ui/primitives/Dialog/Dialog.tsx';
import { Tooltip } from '../../../../src/ui/primitives/Tooltip/Tooltip.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, nextTick, press } from '../../support/keyboard.ts';
import { hoverOver, moveTo } from '../../support/mouse.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

describe('Tooltip', () => {
  let view: ShadowRender | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await resetMouse();
  });

  function partsOf(shadow: ShadowRender) {
    const trigger = shadow.root.querySelector<HTMLButtonElement>('button')!;
    const tooltip = shadow.root.querySelector<HTMLElement>('[role="tooltip"]')!;
    return { trigger, tooltip };
  }

  it('describes its button with the tooltip text even while hidden', () => {
    view = renderInShadow(<Tooltip content="Fees apply to card payments." label="About fees" />);
    const { trigger, tooltip } = partsOf(view);
    expect(trigger.type).to.equal('button');
    expect(trigger.getAttribute('aria-label')).to.equal('About fees');
    expect(trigger.getAttribute('aria-describedby')).to.equal(tooltip.id);
    expect(tooltip.hidden).to.equal(true);
  });

  it('shows on hover and stays while the pointer moves onto the text (WCAG 1.4.13 hoverable)', async () => {
    view = renderInShadow(<Tooltip content="Fees apply to card payments." label="About fees" />);
    const { trigger, tooltip } = partsOf(view);

    await hoverOver(trigger);
    expect(tooltip.hidden).to.equal(false);

    await hoverOver(tooltip.firstElementChild!);
    await nextTick(250);
    expect(tooltip.hidden).to.equal(false);

    await moveTo(700, 500);
    await nextTick(250);
    expect(tooltip.hidden).to.equal(true);
  });

  it('hides on Escape while hovered, without moving the pointer (WCAG 1.4.13 dismissable)', async () => {
    view = renderInShadow(<Tooltip content="Fees apply to card payments." label="About fees" />);
    const { trigger, tooltip } = partsOf(view);
    await hoverOver(trigger);
    expect(tooltip.hidden).to.equal(false);

    await press('Escape');
    expect(tooltip.hidden).to.equal(true);
  });

  it('shows on a tap that does not focus its button, and hides on a press elsewhere', async () => {
    view = renderInShadow(
      <>
        <Tooltip content="Fees apply to card payments." label="About fees" />
        <p>Elsewhere</p>
      </>,
    );
    const { trigger, tooltip } = partsOf(view);
    const touch = { bubbles: true, composed: true, pointerType: 'touch', isPrimary: true };
    trigger.dispatchEvent(new PointerEvent('pointerdown', touch));
    trigger.dispatchEvent(new PointerEvent('pointerup', touch));
    trigger.click();
    await nextTick(200);
    expect(tooltip.hidden).to.equal(false);

    view.root.querySelector('p')!.dispatchEvent(new PointerEvent('pointerdown', touch));
    await nextTick(0);
    expect(tooltip.hidden).to.equal(true);
  });

  it('stays inside a scrolling box that would clip it: shifted from its edge, above when there is no room below', async () => {
    view = renderInShadow(
      <div style={{ overflowX: 'auto', width: '320px', marginTop: '200px' }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', paddingTop: '120px' }}>
          <Tooltip content="Final billed accounts cannot enrol in average billing." label="Why" />
        </div>
      </div>,
    );
    const { trigger, tooltip } = partsOf(view);
    const box = view.root.querySelector('div')!.getBoundingClientRect();
    trigger.focus();
    await nextTick(0);
    expect(tooltip.hidden).to.equal(false);
    const text = tooltip.firstElementChild!.getBoundingClientRect();
    expect(text.right).to.be.at.most(box.right - 8 + 0.5);
    expect(text.left).to.be.at.least(box.left + 8 - 0.5);
    expect(tooltip.dataset.placement).to.equal('above');
    expect(text.bottom).to.be.at.most(trigger.getBoundingClientRect().top + 0.5);
  });

  it('hides when its button loses focus', async () => {
    view = renderInShadow(
      <>
        <Tooltip content="Fees apply to card payments." label="About fees" />
        <button type="button">Next</button>
      </>,
    );
    const { trigger, tooltip } = partsOf(view);
    trigger.focus();
    await nextTick(0);
    expect(tooltip.hidden).to.equal(false);

    await press('Tab');
    expect(tooltip.hidden).to.equal(true);
  });

  it('inside a dialog, Escape hides the tooltip first and leaves the dialog open', async () => {
    function DialogWithTooltip() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen} title="Pay">
          <Tooltip content="Fees apply to card payments." label="About fees" />
        </Dialog>
      );
    }
    view = renderInShadow(<DialogWithTooltip />);
    await nextTick();
    const trigger = view.portal.querySelector<HTMLButtonElement>('[aria-label="About fees"]')!;
    const tooltip = view.portal.querySelector<HTMLElement>('[role="tooltip"]')!;
    await expectFocusOn(trigger);
    expect(tooltip.hidden).to.equal(false);

    await press('Escape');
    await nextTick();
    expect(tooltip.hidden).to.equal(true);
    expect(view.portal.querySelectorAll('[role="dialog"]')).to.have.length(1);

    await press('Escape');
    await nextTick();
    expect(view.portal.querySelectorAll('[role="dialog"]')).to.have.length(0);
  });

  it('has no WCAG A/AA violations while shown', async () => {
    view = renderInShadow(<Tooltip content="Fees apply to card payments." label="About fees" />);
    const { trigger, tooltip } = partsOf(view);
    trigger.focus();
    await nextTick(0);
    expect(tooltip.hidden).to.equal(false);
    await expectNoAxeViolations();
  });
});
