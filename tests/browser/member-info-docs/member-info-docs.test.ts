import { expect } from 'chai';
import '../../../widgets/coop-member-info-docs.ts';
import { siteOf } from '../../../demo-host/simulator/portal/site-of.ts';
import { createSeedState } from '../../../demo-host/simulator/seed.ts';
import type { SimulatorState } from '../../../demo-host/simulator/simulator.ts';
import { riverbendApplicationId } from '../../../demo-host/simulator/sites.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mountElement } from '../support/mount-element.ts';
import { alertTexts, queryButton, waitFor } from '../support/shadow-queries.ts';

const generic = 'We are unable to process your request at this time. Please try again later.';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

for (const width of [1280, 375]) {
  describe(`<coop-member-info-docs> at ${width} px`, () => {
    /** Jordan Rivera signed in, `faults` armed, the seed changed by `state`. */
    function show({
      faults = [],
      state,
    }: { faults?: readonly object[]; state?: (state: SimulatorState) => void } = {}) {
      const seed = createSeedState(new Date());
      state?.(seed);
      return mountElement('coop-member-info-docs', { member: 'jordan.rivera', state: seed, faults, width });
    }

    it('lists the documents under the configured heading, each opening in a new tab', async () => {
      const { element, root } = await show();
      const links = await waitFor(() => {
        const found = [...root.querySelectorAll<HTMLAnchorElement>('li a')];
        return found.length > 0 ? found : undefined;
      }, 'the links');
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Member Documents');
      expect(links.map((link) => normalized(link.textContent))).to.deep.equal([
        '2026 Annual Report (opens in a new tab)',
        'Bylaws (opens in a new tab)',
        'Rate Schedule (opens in a new tab)',
      ]);
      for (const link of links) {
        expect(link.target).to.equal('_blank');
        expect(link.rel).to.equal('noopener noreferrer');
        expect(link.href).to.match(/\/member-documents\/[a-z0-9-]+\.pdf$/);
      }
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      await expectNoAxeViolations(element);
    });

    it('takes the screen’s title as its heading when the site names none', async () => {
      const { element, root } = await show({
        state: (state) => {
          siteOf(state, riverbendApplicationId).configuration.memberInfoDocsLinkName = null;
        },
      });
      await waitFor(() => root.querySelectorAll('li a').length === 3, 'the links');
      expect(normalized(root.querySelector('h2')?.textContent)).to.equal('Member Information Documents');
      await expectNoAxeViolations(element);
    });

    it("says 'There are no member information documents found.' when there are none", async () => {
      const { element, root } = await show({
        state: (state) => {
          state.memberInfoDocs.sites[riverbendApplicationId] = [];
        },
      });
      await waitFor(
        () =>
          normalized(root.querySelector('p')?.textContent) ===
          'There are no member information documents found.',
        'the empty message',
      );
      expect(root.querySelector('li a')).to.equal(null);
      await expectNoAxeViolations(element);
    });

    it('a failed load says the generic message with Try again', async () => {
      const { element, root } = await show({
        faults: [{ method: 'GET', path: '/member-info-docs', status: 500, times: 10 }],
      });
      await waitFor(() => alertTexts(root).includes(generic), 'the failure');
      expect(queryButton(root, 'Try again')).to.not.equal(undefined);
      await expectNoAxeViolations(element);
    });
  });
}
