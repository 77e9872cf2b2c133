import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { switchLanguage } from '../../../../src/domain/language.ts';
import { Stepper } from '../../../../src/ui/primitives/Stepper/Stepper.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';
import { waitFor } from '../../support/shadow-queries.ts';

const steps = ['Account', 'Verify', 'Pay'];

describe('Stepper', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('is an ordered list with aria-current="step" on the current step only', () => {
    view = renderInShadow(<Stepper steps={steps} current={1} />);
    const list = view.root.querySelector('ol')!;
    expect(list.getAttribute('aria-label')).to.equal('Progress');
    const items = [...list.querySelectorAll('li')];
    expect(items.map((item) => item.getAttribute('aria-current'))).to.deep.equal([null, 'step', null]);
  });

  it('tells screen readers which steps are complete', () => {
    view = renderInShadow(<Stepper steps={steps} current={2} />);
    const items = [...view.root.querySelectorAll('li')];
    expect(items.map((item) => item.textContent)).to.deep.equal([
      '✓Account (complete)',
      '✓Verify (complete)',
      '3Pay',
    ]);
  });

  it('states the progress as "Step 2 of 3: Verify" in a status region, updated when the step changes', () => {
    view = renderInShadow(<Stepper steps={steps} current={1} />);
    const status = view.root.querySelector('[role="status"]')!;
    expect(status.textContent).to.equal('Step 2 of 3: Verify');

    view.rerender(<Stepper steps={steps} current={2} />);
    expect(view.root.querySelector('[role="status"]') === status, 'the same status region').to.equal(true);
    expect(status.textContent).to.equal('Step 3 of 3: Pay');
    expect(view.root.querySelector('[aria-current="step"]')!.textContent).to.equal('3Pay');
  });

  it('says its progress and finished steps in Spanish on a Spanish page', async () => {
    view = renderInShadow(<Stepper steps={['Cuenta', 'Verificar', 'Pagar']} current={1} />);
    try {
      await switchLanguage('es');
      await waitFor(
        () => view!.root.querySelector('[role="status"]')!.textContent === 'Paso 2 de 3: Verificar',
        'the progress in Spanish',
      );
      expect(view.root.querySelector('ol')!.getAttribute('aria-label')).to.equal('Progreso');
      expect(view.root.querySelector('li')!.textContent).to.equal('✓Cuenta (completado)');
    } finally {
      await switchLanguage('en');
    }
  });

  it('on a phone shows the name of the current step only', async () => {
    view = renderInShadow(<Stepper steps={steps} current={1} />);
    const labels = [...view.root.querySelectorAll('li')].map((item) => item.lastElementChild!);
    await setViewport({ width: 400, height: 700 });
    try {
      expect(labels.map((label) => label.getBoundingClientRect().width > 1)).to.deep.equal([
        false,
        true,
        false,
      ]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
    expect(labels.map((label) => label.getBoundingClientRect().width > 1)).to.deep.equal([true, true, true]);
  });

  it('has no WCAG A/AA violations', async () => {
    view = renderInShadow(<Stepper steps={steps} current={1} />);
    await expectNoAxeViolations();
  });
});
