import '../../../widgets/coop-account-overview.ts';
import { expectAriaSnapshot } from '../support/aria-snapshot.ts';
import { mountElement } from '../support/mount-element.ts';
import { waitFor } from '../support/shadow-queries.ts';

describe('<coop-account-overview> as a screen reader is given it', () => {
  it('300100200: the banner, the cards, the usage summary and the history', async () => {
    const { root } = await mountElement('coop-account-overview', {
      member: 'jordan.rivera',
      account: '300100200',
    });
    await waitFor(() => root.querySelector('[data-section="history"] tbody'), 'the history');
    await waitFor(
      () => root.querySelector('[data-section="usage"] [part~="plot"] canvas'),
      'the usage chart',
    );
    await expectAriaSnapshot('account-overview');
  });
});
