import { expect } from 'chai';
import { compareAriaSnapshot, expectAriaSnapshot } from '../support/aria-snapshot.ts';

function element(tag: string, attributes: Record<string, string> = {}, text = ''): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.textContent = text;
  return created;
}

/** The comparison every element's structure test makes (support/aria-snapshot-plugin.mjs), on a fixture. */
describe('ARIA snapshots', () => {
  let host: HTMLElement;
  let root: ShadowRoot;

  beforeEach(() => {
    // A coop element's shape: the content in an open shadow root of a host on the page.
    host = element('coop-test-aria-fixture');
    document.body.append(host);
    root = host.attachShadow({ mode: 'open' });
    const form = element('section', { 'aria-label': 'Payment' });
    form.append(
      element('h2', {}, 'Make a payment'),
      // What the day changes: the normalized snapshot kept says <date>, <time> and <count>.
      element('p', {}, 'Due 11/29/2026 (Sunday, November 29, 2026 at 3:45 PM), in 3 days.'),
      element('label', { for: 'amount' }, 'Amount'),
      element('input', { id: 'amount' }),
      element('button', {}, 'Pay'),
      element('p', { role: 'status' }, 'Nothing paid yet.'),
    );
    root.append(form);
  });

  afterEach(() => host.remove());

  it('matches the kept snapshot, dates, times and counts from today normalized', async () => {
    await expectAriaSnapshot('aria-snapshot-fixture', 'coop-test-aria-fixture');
  });

  it('fails on a lost button name and a changed heading level, naming the lines', async () => {
    root.querySelector('button')!.textContent = 'Submit';
    root.querySelector('h2')!.replaceWith(element('h3', {}, 'Make a payment'));
    const result = await compareAriaSnapshot('aria-snapshot-fixture', 'coop-test-aria-fixture', {
      write: false,
      settleMs: 0,
    });
    expect(result.status).to.equal('mismatched');
    expect(result.message).to.contain(
      "The ARIA snapshot of 'coop-test-aria-fixture' differs from tests/browser/accessibility/__snapshots__/aria-snapshot-fixture.aria.yml (first at line 2)",
    );
    expect(result.message).to.contain('COOP_UPDATE_ARIA_SNAPSHOTS=1');
    const changed = (result.diff ?? '').split('\n').filter((line) => /^[-+] /.test(line));
    expect(changed).to.deep.equal([
      '-  - heading "Make a payment" [level=2]',
      '+  - heading "Make a payment" [level=3]',
      '-  - button "Pay"',
      '+  - button "Submit"',
    ]);
    expect(result.diff).to.match(/^@@ -1,\d+ \+1,\d+ @@$/m);
  });

  it('fails on a missing snapshot, saying how to create it, and writes nothing', async () => {
    const result = await compareAriaSnapshot('aria-snapshot-never-kept', 'coop-test-aria-fixture', {
      write: false,
      settleMs: 0,
    });
    expect(result.status).to.equal('missing');
    expect(result.message).to.equal(
      'No ARIA snapshot tests/browser/accessibility/__snapshots__/aria-snapshot-never-kept.aria.yml: create it with COOP_UPDATE_ARIA_SNAPSHOTS=1 npm run test:browser -- <test files> and review it.',
    );
    const again = await compareAriaSnapshot('aria-snapshot-never-kept', 'coop-test-aria-fixture', {
      write: false,
      settleMs: 0,
    });
    expect(again.status).to.equal('missing');
  });
});
