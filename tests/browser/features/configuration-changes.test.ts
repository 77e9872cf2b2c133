import { expect } from 'chai';
import '../../../widgets/coop-config.ts';
import '../../../widgets/coop-quick-pay.ts';
import '../../../widgets/coop-quick-pay-button.ts';
import {
  alertTexts,
  buttonByName,
  dialogByName,
  fieldByLabel,
  shadowRootOf,
  waitFor,
} from '../support/shadow-queries.ts';
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

describe('a page that removes <coop-config> with the elements it configures', () => {
  it('logs no configuration error for an element on its way out (the Quick Pay dialog open)', async () => {
    const simulator = installSimulator();
    const button = document.createElement('coop-quick-pay-button');
    document.body.append(button);
    const root = shadowRootOf(button);
    buttonByName(root, 'Quick Pay').click();
    await waitFor(() => dialogByName(root, 'Quick Pay'), 'the Quick Pay dialog');
    await waitFor(() => fieldByLabel(root, 'Account Number'), 'the Account Number field');
    const logged: string[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));

    try {
      // A CMS swapping the page's content: the configuration goes first, in document order.
      document.querySelector('coop-config')!.remove();
      button.remove();
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      console.error = originalError;
      simulator.uninstall();
    }

    expect(logged.filter((message) => message.includes('[coop]'))).to.deep.equal([]);
    expect(root.querySelector('[role="dialog"]')).to.equal(null);
  });
});

describe('an api-base over plain http off the loopback host', () => {
  it('is refused: the console names the attribute and the element shows the configuration notice', async () => {
    const simulator = installSimulator();
    const logged: string[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    const element = document.createElement('coop-quick-pay');
    element.setAttribute('api-base', 'http://backoffice.example.coop/api');
    try {
      document.body.append(element);
      const root = shadowRootOf(element);
      await waitFor(() => alertTexts(root).includes(notConfigured), 'the configuration notice');
      expect(() => fieldByLabel(root, 'Account Number')).to.throw();
    } finally {
      console.error = originalError;
      element.remove();
      simulator.uninstall();
    }

    const configurationErrors = logged.filter((message) => message.includes('<coop-quick-pay>'));
    expect(configurationErrors).to.have.length.greaterThan(0);
    expect(configurationErrors[0]).to.contain('api-base "http://backoffice.example.coop/api" must use https');
  });
});
