import { expect } from 'chai';
import '../../../widgets/coop-arrangements.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mountElement, type MountOptions } from '../support/mount-element.ts';
import { alertTexts, queryButton, waitFor } from '../support/shadow-queries.ts';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** MM/dd/yyyy `days` from today (the seed's dates). */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
}

function details(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('dl > div')].map((row) =>
    [...row.children].map((part) => normalized(part.textContent)).join(': '),
  );
}

for (const width of [1280, 375]) {
  describe(`<coop-arrangements> at ${width} px`, () => {
    /** Jordan Rivera signed in, the element open on `account`. */
    const show = (account: string, options: Omit<MountOptions, 'member' | 'account' | 'width'> = {}) =>
      mountElement('coop-arrangements', { member: 'jordan.rivera', account, width, ...options });

    it('300100205: the arrangement, its balance and next payment, overdue since its due date passed', async () => {
      const { element, root } = await show('300100205');
      const section = await waitFor(() => root.querySelector('[data-arrangement]'), 'the arrangement');
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Arrangements');
      expect(section.getAttribute('data-arrangement')).to.equal('overdue');
      expect(normalized(section.querySelector('h3')?.textContent)).to.equal('Arrangement Details');
      expect(normalized(section.textContent)).to.contain('Payment arrangement: 6 monthly payments of $45.00');
      expect(details(root)).to.deep.equal([
        'Arrangement Balance: $270.00',
        'Next Payment Amount: $45.00',
        `Next Payment Due Date: ${daysFromToday(-3)}Overdue`,
      ]);
      expect(alertTexts(root)).to.deep.equal([
        `Your arrangement payment of $45.00 was due on ${daysFromToday(-3)} and is overdue.`,
      ]);
      await expectNoAxeViolations(element);
    });

    it('300100200: no arrangement', async () => {
      const { element, root } = await show('300100200');
      await waitFor(
        () => normalized(root.textContent).includes('This account has no payment arrangement.'),
        'the note',
      );
      expect(root.querySelector('[data-arrangement]')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('an arrangement whose next payment is not yet due is not overdue', async () => {
      const state = createSeedState(new Date());
      const account = state.accounts.sites[riverbendApplicationId]!.accounts['300100205']!;
      const soon = new Date();
      soon.setDate(soon.getDate() + 5);
      account.arrangement = {
        ...account.arrangement!,
        nextPaymentDueDate: `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`,
      };
      const { element, root } = await show('300100205', { state });
      const section = await waitFor(() => root.querySelector('[data-arrangement]'), 'the arrangement');
      expect(section.getAttribute('data-arrangement')).to.equal('current');
      expect(details(root)[2]).to.equal(`Next Payment Due Date: ${daysFromToday(5)}`);
      expect(alertTexts(root)).to.deep.equal([]);
      await expectNoAxeViolations(element);
    });

    it('shows the catalogue’s message with Try again when the account cannot be loaded', async () => {
      const { element, root } = await show('300100205', {
        faults: [{ method: 'GET', path: '/info', status: 500, times: 10 }],
      });
      await waitFor(() => queryButton(root, 'Try again'), 'the failure');
      expect(alertTexts(root)).to.deep.equal([
        'We are unable to process your request at this time. Please try again later.',
      ]);
      await expectNoAxeViolations(element);
    });

    it('goes to the account overview when the site turns Arrangements off', async () => {
      const state = createSeedState(new Date());
      const site = siteOf(state, riverbendApplicationId);
      site.features = site.features.map((feature) =>
        feature.name === 'Arrangements' ? { ...feature, enable: false } : feature,
      );
      const { root, navigations } = await show('300100205', { state });
      await waitFor(() => navigations.length > 0, 'the redirect');
      expect(navigations[0]).to.contain('accountoverview');
      expect(root.querySelector('[data-arrangement]')).to.equal(null);
    });
  });
}
