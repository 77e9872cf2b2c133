import { expect } from 'chai';
import '../../../widgets/coop-config.ts';
import '../../../widgets/coop-quick-pay.ts';
import { alertTexts, fieldByLabel, shadowRootOf, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

const notConfigured = 'This service is not set up correctly on this page. Please contact the cooperative.';

describe('configuration changed after the first render', () => {
  let simulator: InstalledSimulator;
  let element: HTMLElement;

  afterEach(() => {
    element.remove();
    simulator.uninstall();
  });

  function pageConfig(): HTMLElement {
    return document.querySelector('coop-config')!;
  }

  it('takes effect when <coop-config> gets the attribute it lacked', async () => {
    simulator = installSimulator();
    pageConfig().removeAttribute('api-base');
    element = document.createElement('coop-quick-pay');
    document.body.append(element);
    const root = shadowRootOf(element);
    await waitFor(() => alertTexts(root).includes(notConfigured), 'the configuration notice');

    pageConfig().setAttribute('api-base', simulator.apiBase);
    await waitFor(() => fieldByLabel(root, 'Account Number'), 'the Quick Pay form');
    expect(alertTexts(root)).to.deep.equal([]);
  });

  it("takes effect when the element's own attribute changes", async () => {
    simulator = installSimulator();
    pageConfig().removeAttribute('api-base');
    element = document.createElement('coop-quick-pay');
    document.body.append(element);
    const root = shadowRootOf(element);
    await waitFor(() => alertTexts(root).includes(notConfigured), 'the configuration notice');

    element.setAttribute('api-base', simulator.apiBase);
    await waitFor(() => fieldByLabel(root, 'Account Number'), 'the Quick Pay form');
  });
});
