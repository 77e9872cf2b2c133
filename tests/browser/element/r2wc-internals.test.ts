import { expect } from 'chai';
import '../../../widgets/coop-quick-pay.ts';
import { waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

// src/ui/element/define-element.tsx reaches into r2wc's state (its props and its render, under the
// symbols @r2wc/core registers) so that a removed attribute unsets its prop. package.json pins r2wc
// exactly; this test fails the day an upgrade moves that state, before any member sees a stale prop.

const r2wcProps = Symbol.for('r2wc.props');
const r2wcRender = Symbol.for('r2wc.render');

describe('r2wc’s internal state, as define-element.tsx uses it', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;

  afterEach(() => {
    element.remove();
    simulator.uninstall();
  });

  it('keeps the props under Symbol.for("r2wc.props") and renders with Symbol.for("r2wc.render")', async () => {
    simulator = installSimulator();
    element = document.createElement('coop-quick-pay');
    element.setAttribute('account-no', '300100200');
    document.body.append(element);
    const state = element as unknown as Record<symbol, unknown>;
    await waitFor(() => element.shadowRoot?.querySelector('input'), 'the form');
    expect(typeof state[r2wcRender]).to.equal('function');
    expect(state[r2wcProps]).to.include({ accountNo: '300100200' });

    element.removeAttribute('account-no');
    expect(Object.keys(state[r2wcProps] as object)).to.not.include('accountNo');
  });
});
