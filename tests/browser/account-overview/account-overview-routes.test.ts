import { expect } from 'chai';
import { dialogByName, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';
import { mountPortal, openAt, resetPage, signIn, waitForHeading } from '../portal/portal-test-support.ts';

describe('The account overview routes of <coop-portal>', () => {
  let simulator: InstalledSimulator;

  afterEach(() => {
    resetPage();
    simulator.uninstall();
  });

  it('accountoverview?accountno= shows that account', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('accountoverview?accountno=300100203');
    const { root } = mountPortal();
    await waitForHeading(root, 'Account Overview');
    const banner = await waitFor(
      () => root.querySelector('[data-banner="prepaid-disconnect"]'),
      'the prepaid banner',
    );
    expect(banner.textContent).to.contain('Your prepaid balance is running low.');
  });

  it('no-bill shows the overview with the no-bill dialog open', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('no-bill?accountno=300100204');
    const { root } = mountPortal();
    const dialog = await waitFor(() => dialogByName(root, 'Bill Not Available'), 'the no-bill dialog');
    expect(dialog.textContent).to.contain('The billing statement is not available. Please check back soon.');
  });

  it('viewbill on an account whose latest bill has no statement says so', async () => {
    simulator = installSimulator();
    await signIn(simulator);
    openAt('viewbill?accountno=300100204');
    const { root } = mountPortal();
    await waitFor(() => dialogByName(root, 'Bill Not Available'), 'the no-bill dialog');
  });
});
