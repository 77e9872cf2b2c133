// browser-test-page: own (it holds back a module's code, which a file before it could have loaded)
import { expect } from 'chai';
import { startFirstScreen } from '../../../src/portal/first-screen.ts';
import { holdModule } from '../support/module-hold.ts';
import { waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import { openAt, resetPage } from './portal-test-support.ts';

describe('the first screen of <coop-portal>, started by its script', () => {
  let simulator: InstalledSimulator;

  beforeEach(() => {
    simulator = installSimulator();
  });

  afterEach(() => {
    resetPage();
    simulator.uninstall();
  });

  /** A portal element the page holds but React has not rendered (its tag is not defined in this test). */
  function portalInPage(attributes: Record<string, string> = {}): HTMLElement {
    const element = document.createElement('coop-portal-not-yet-defined');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    return element;
  }

  it('asks for the site configuration and the route’s screen code at once, before anything renders', async () => {
    const heldScreen = await holdModule('/src/features/public-pages/ServicesAndProductsScreen.tsx');
    openAt('services-products');
    const element = portalInPage();

    startFirstScreen(element);

    await waitFor(
      () =>
        simulator.requests.find((request) => request.path.startsWith('/api/v3/portal/site-configuration')),
      'the site configuration request',
    );
    // Asked for while nothing has rendered: the test holds the request back and finds it waiting.
    await heldScreen.requested();
    expect(await heldScreen.release()).to.equal(1);
    element.remove();
  });

  it('takes the route table’s own redirects at once, keeping the query', () => {
    openAt('login?returnUrl=%2Fbillpayments');
    const element = portalInPage();
    startFirstScreen(element);
    expect(location.hash).to.equal('#/pages/login?returnUrl=%2Fbillpayments');
    element.remove();

    openAt('');
    const second = portalInPage();
    startFirstScreen(second);
    expect(location.hash).to.equal('#/home');
    second.remove();
  });

  it('leaves an address that is already a route as it is', () => {
    openAt('services-products');
    const element = portalInPage();
    startFirstScreen(element);
    expect(location.hash).to.equal('#/services-products');
    element.remove();
  });
});
