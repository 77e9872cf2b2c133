// browser-test-page: own (it sets the page's clock, which the page keeps)
import '../../../widgets/coop-draft-payments.ts';
import { expectAriaSnapshot, setPageTime } from '../support/aria-snapshot.ts';
import { mountElement } from '../support/mount-element.ts';
import { waitFor } from '../support/shadow-queries.ts';

// Its own file (draft-payments.test.ts has the behaviour): the page's clock is set for good.
describe('<coop-draft-payments> as a screen reader is given it', () => {
  before(() => setPageTime('2026-05-13T10:00:00-07:00'));

  it('the Accounts tab: every account with its draft, and the tabs to set one up or remove it', async () => {
    const { root } = await mountElement('coop-draft-payments', { member: 'jordan.rivera' });
    await waitFor(() => root.querySelectorAll('tbody tr').length === 6, 'the six accounts', 15_000);
    await expectAriaSnapshot('draft-payments-accounts');
  });
});
