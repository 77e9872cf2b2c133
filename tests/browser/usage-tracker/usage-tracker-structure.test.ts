// browser-test-page: own (it sets the page's clock, which the page keeps)
import '../../../widgets/coop-usage-tracker.ts';
import { expectAriaSnapshot, setPageTime } from '../support/aria-snapshot.ts';
import { press } from '../support/keyboard.ts';
import { mountElement } from '../support/mount-element.ts';
import { waitFor } from '../support/shadow-queries.ts';

function normalized(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The body rows of the table captioned `caption`. */
function rowCount(root: ShadowRoot, caption: string): number {
  const table = [...root.querySelectorAll('table')].find(
    (one) => normalized(one.caption?.textContent) === caption,
  );
  return table?.querySelectorAll('tbody tr').length ?? 0;
}

/** Account 300100200's usage tracker, once its Daily tab has its 14 days and its chart. */
async function dailyShown(): Promise<ShadowRoot> {
  const { root } = await mountElement('coop-usage-tracker', {
    member: 'jordan.rivera',
    account: '300100200',
  });
  await waitFor(
    () => rowCount(root, 'Usage details') === 14 && root.querySelector('[part~="plot"] canvas'),
    'the days and the chart',
    15_000,
  );
  return root;
}

// Its own file (usage-tracker.test.ts has the behaviour): the page's clock is set for good, as the
// readings, the projected bill and the comparisons with a year before are those of the day.
describe('<coop-usage-tracker> as a screen reader is given it', function () {
  // A year of readings drawn and tabled, on a shared machine.
  this.timeout(30_000);

  before(() => setPageTime('2026-05-13T10:00:00-07:00'));

  it('300100200: the Daily tab with its projected bill, chart, explanation and table', async () => {
    const root = await dailyShown();
    await waitFor(
      () =>
        root.querySelector('[data-section="explained"] p') &&
        !normalized(root.textContent).includes('Loading the projected bill'),
      'the explanation and the projected bill',
      15_000,
    );
    await expectAriaSnapshot('usage-tracker-daily');
  });

  it('300100200: the Monthly tab with its chart and the table of 13 months', async function () {
    this.timeout(45_000);
    // The Daily tab first, as the member meets it: its calls done, its chart drawn.
    const root = await dailyShown();
    const [daily, monthly] = ['Daily', 'Monthly'].map((name) =>
      [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find(
        (tab) => normalized(tab.textContent) === name,
      )!,
    );
    // Radix tabs select on the pointer's down event or by keyboard: a click alone does not. One key from the
    // selected tab: Radix moves the focus on a timer, so a second key pressed at once could act on the tab
    // the first one left.
    daily!.focus();
    await press('ArrowRight');
    await waitFor(() => monthly!.getAttribute('aria-selected') === 'true', 'the Monthly tab selected');
    await waitFor(
      () =>
        rowCount(root, 'Monthly usage') === 13 &&
        root.querySelector('[role="tabpanel"] [part~="plot"] canvas'),
      'the months and the chart',
      20_000,
    );
    await expectAriaSnapshot('usage-tracker-monthly');
  });
});
