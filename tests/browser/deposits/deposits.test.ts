import { expect } from 'chai';
import '../../../widgets/coop-deposits.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mountElement, type MountOptions } from '../support/mount-element.ts';
import { alertTexts, queryButton, waitFor } from '../support/shadow-queries.ts';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Each row as its cells' texts (the narrow layout's labels left out). */
function shownRows(root: ShadowRoot): string[][] {
  return [...root.querySelectorAll('tbody tr[data-row-id]')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) =>
      normalized((cell.querySelector(':scope > span:not([aria-hidden])') ?? cell).textContent),
    ),
  );
}

/** The date `months` months before today, as MM/dd/yyyy (the seed's dates). */
function monthsAgo(months: number): string {
  const date = new Date();
  const day = date.getDate();
  date.setDate(1);
  date.setMonth(date.getMonth() - months);
  date.setDate(Math.min(day, new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate()));
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
}

for (const width of [1280, 375]) {
  describe(`<coop-deposits> at ${width} px`, () => {
    /** Jordan Rivera signed in, the element open on `account`. */
    const show = (account: string, options: Omit<MountOptions, 'member' | 'account' | 'width'> = {}) =>
      mountElement('coop-deposits', { member: 'jordan.rivera', account, width, ...options });

    it('300100200: its held service deposit and the total held', async () => {
      const { element, root } = await show('300100200');
      await waitFor(() => shownRows(root).length === 1, 'the deposit');
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Deposits');
      expect(shownRows(root)).to.deep.equal([
        ['Residential service deposit', monthsAgo(38), '$150.00', '$4.52', 'Held', ''],
      ]);
      expect(normalized(root.querySelector('dl')?.textContent)).to.equal('Total Deposits Held$150.00');
      expect(queryButton(root, 'Export CSV')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });

    it('300100201: a refunded deposit, none held', async () => {
      const { element, root } = await show('300100201');
      await waitFor(() => shownRows(root).length === 1, 'the deposit');
      expect(shownRows(root)[0]?.slice(4)).to.deep.equal(['Refunded', monthsAgo(6)]);
      expect(normalized(root.querySelector('dl')?.textContent)).to.equal('Total Deposits Held$0.00');
      await expectNoAxeViolations(element);
    });

    it('300100203: no deposits', async () => {
      const { element, root } = await show('300100203');
      await waitFor(() => normalized(root.textContent).includes('This account has no deposits.'), 'empty');
      expect(root.querySelector('table')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('shows the catalogue’s message with Try again when the call fails', async () => {
      const { element, root } = await show('300100200', {
        faults: [{ method: 'GET', path: '/deposits', status: 500, times: 10 }],
      });
      await waitFor(() => queryButton(root, 'Try again'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      await expectNoAxeViolations(element);
    });

    it('goes to the account overview when the site turns Deposits off', async () => {
      const state = createSeedState(new Date());
      const site = siteOf(state, riverbendApplicationId);
      site.features = site.features.map((feature) =>
        feature.name === 'Deposits' ? { ...feature, enable: false } : feature,
      );
      const { root, navigations, simulator } = await show('300100200', { state });
      await waitFor(() => navigations.length > 0, 'the redirect');
      expect(navigations[0]).to.contain('accountoverview');
      expect(root.querySelector('table')).to.equal(null);
      expect(simulator.requests.some((request) => request.path.endsWith('/deposits'))).to.equal(false);
    });
  });
}
