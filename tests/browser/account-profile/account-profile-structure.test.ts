// browser-test-page: own (it sets the page's clock, which the page keeps)
import '../../../widgets/coop-account-profile.ts';
import { expectAriaSnapshot, setPageTime } from '../support/aria-snapshot.ts';
import { mountElement } from '../support/mount-element.ts';
import { waitFor } from '../support/shadow-queries.ts';

// Its own file (account-profile.test.ts has the behaviour): the page's clock is set for good.
describe('<coop-account-profile> as a screen reader is given it', () => {
  before(() => setPageTime('2026-05-13T10:00:00-07:00'));

  it('300100200: the name, address and phones on file, each section with its Edit', async () => {
    const { root } = await mountElement('coop-account-profile', {
      member: 'jordan.rivera',
      account: '300100200',
    });
    await waitFor(() => root.querySelector('[data-section="phones"]'), 'the sections', 15_000);
    await expectAriaSnapshot('account-profile');
  });
});
