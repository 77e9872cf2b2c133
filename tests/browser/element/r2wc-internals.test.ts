import { expect } from 'chai';
import '../../../widgets/coop-quick-pay.ts';
import { waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

// src/ui/element/define-element.tsx reaches into r2wc's state (its props and its render, under the
// symbols @r2wc/core registers) so that a removed attribute unsets its prop, and guards r2wc's render
// so that an element renders only in a document. package.json pins r2wc exactly; this test fails the
// day an upgrade moves that state, before any member sees a stale prop or a detached element running.

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
    // r2wc's own class (the one our element class extends) renders under the symbol.
    const r2wcClass = Object.getPrototypeOf(customElements.get('coop-quick-pay')!.prototype) as object;
    expect(Object.hasOwn(r2wcClass, r2wcRender), 'r2wc’s class has its render').to.equal(true);
    expect(state[r2wcProps]).to.include({ accountNo: '300100200' });

    element.removeAttribute('account-no');
    expect(Object.keys(state[r2wcProps] as object)).to.not.include('accountNo');
  });
});
