import type { Browser, Page } from 'playwright-core';

// A member with thousands of accounts (a school district, a county) against one with six, screen by
// screen: how long each takes to show, the longest main-thread task meanwhile, the slowest interaction
// (the Event Timing API's duration, what INP reports), and the bytes of account data each loads. CPU not
// slowed. Timings are reported, never asserted; the bytes at sign-in are checked by the caller.

/** Who is measured: Jordan Rivera's six accounts, and the school district grown to `largeCount`. */
export const accountScaleMembers = {
  small: { userName: 'jordan.rivera', password: 'Sunrise#2026', memberNumber: '1001' },
  large: { userName: 'riverbend.schools', password: 'Recess#2026', memberNumber: '1010' },
} as const;

/** The count of the issue's budget: every screen within 1.5 s and 200 ms per interaction at 5,000. */
export const largeAccountCount = 5000;

export interface ScreenMeasure {
  /** From the navigation (or the press) to the screen's content on screen, in ms. */
  readonly shownMs: number;
  /** The longest main-thread task meanwhile, in ms (0 when none passed 50 ms). */
  readonly longestTaskMs: number;
  /** The slowest interaction's duration (Event Timing), in ms; null when the step has none. */
  readonly interactionMs: number | null;
  /** Bytes of the member's account answers (`accountAnswer`). */
  readonly accountBytes: number;
}

export interface AccountScaleMeasure {
  readonly accounts: number;
  readonly signIn: ScreenMeasure;
  readonly switcherSearch: ScreenMeasure;
  readonly viewAllAccounts: ScreenMeasure;
  readonly viewAllAccountsSort: ScreenMeasure;
  readonly payAccounts: ScreenMeasure;
  readonly selectAllDue: ScreenMeasure;
  readonly typedAmount: ScreenMeasure;
  readonly draftPayments: ScreenMeasure;
  readonly autoPayments: ScreenMeasure;
  readonly operationRoundUp: ScreenMeasure;
  readonly paperless: ScreenMeasure;
}

/** Watches long tasks and interactions in the page from its first script. */
function observeMainThread(): void {
  const record = { longestTask: 0, slowestEvent: 0 };
  (window as unknown as { __coopBench: typeof record }).__coopBench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longestTask = Math.max(record.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as PerformanceEntry & { interactionId?: number }).interactionId) {
        record.slowestEvent = Math.max(record.slowestEvent, entry.duration);
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Reads and resets what `observeMainThread` saw since the last call. */
async function mainThreadSince(page: Page): Promise<{ longestTask: number; slowestEvent: number }> {
  return page.evaluate(() => {
    const record = (window as unknown as { __coopBench: { longestTask: number; slowestEvent: number } })
      .__coopBench;
    const seen = { ...record };
    record.longestTask = 0;
    record.slowestEvent = 0;
    return seen;
  });
}

/** The answers that list the member's accounts: the account pages and each screen's list of every account. */
const accountAnswer =
  /\/v3\/members\/[^/]+\/(accounts|pay-accounts|drafts|auto-payments|operation-roundup|member-details|paperless-accounts)(\/|$|\?)/;

/** Counts the bytes of the member's account answers from here on; `take` reads and resets the count. */
function countAccountBytes(page: Page): { take(): Promise<number> } {
  let pending: Promise<number>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!accountAnswer.test(path)) return;
    pending.push(
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  });
  return {
    async take() {
      const sizes = await Promise.all(pending);
      pending = [];
      return sizes.reduce((sum, size) => sum + size, 0);
    },
  };
}

async function step(
  page: Page,
  bytes: { take(): Promise<number> },
  run: () => Promise<void>,
  interactive: boolean,
): Promise<ScreenMeasure> {
  await mainThreadSince(page);
  await bytes.take();
  const started = Date.now();
  await run();
  const shownMs = Date.now() - started;
  // A frame for the last interaction's entry to be reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const seen = await mainThreadSince(page);
  return {
    shownMs,
    longestTaskMs: Math.round(seen.longestTask),
    interactionMs: interactive ? Math.round(seen.slowestEvent) : null,
    accountBytes: await bytes.take(),
  };
}

/**
 * Signs `member` in on the portal's sign-in screen, then opens the switcher's search and searches,
 * View All Accounts (and sorts it), Pay Multiple Accounts (selects all due, types an amount), Draft
 * Payments, Auto Payments, Operation RoundUp and My Profile's paperless tab, each measured.
 */
export async function measureAccountScale(
  browser: Browser,
  origin: string,
  member: (typeof accountScaleMembers)[keyof typeof accountScaleMembers],
  accounts: number,
): Promise<AccountScaleMeasure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(observeMainThread);
    const page = await context.newPage();
    const bytes = countAccountBytes(page);
    await page.goto(`${origin}/portal.html#/login`);
    await page.getByLabel('Username').fill(member.userName);
    await page.getByLabel('Password', { exact: true }).fill(member.password);

    const signIn = await step(
      page,
      bytes,
      async () => {
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.getByRole('heading', { name: 'Account Overview' }).waitFor();
        await page.locator('main dl, main [role="alert"]').first().waitFor();
      },
      true,
    );

    const switcherSearch = await step(
      page,
      bytes,
      async () => {
        await page.getByRole('button', { name: 'Find an account' }).click();
        const dialog = page.getByRole('dialog', { name: 'Find an account' });
        await dialog.getByRole('list').waitFor();
        await dialog.getByLabel('Account number, address or name').pressSequentially('pine', { delay: 40 });
        await dialog.getByText(/accounts? match/).waitFor();
        await page.keyboard.press('Escape');
      },
      true,
    );

    const viewAllAccounts = await step(
      page,
      bytes,
      async () => {
        await page.goto(`${origin}/portal.html#/view-all-accounts`);
        await page.locator('main tbody th a').first().waitFor();
      },
      false,
    );

    const firstBefore = await page.locator('main tbody th a').first().textContent();
    const viewAllAccountsSort = await step(
      page,
      bytes,
      async () => {
        await page.getByRole('button', { name: 'Balance' }).click();
        await page.waitForFunction((before) => {
          const portal = document.querySelector('coop-portal')?.shadowRoot;
          const first = portal?.querySelector('main tbody th a')?.textContent;
          return first !== undefined && first !== before && !portal?.querySelector('main [aria-busy="true"]');
        }, firstBefore);
      },
      true,
    );

    const payAccounts = await step(
      page,
      bytes,
      async () => {
        await page.goto(`${origin}/portal.html#/billpayments/pay-multiple`);
        await page.getByRole('checkbox').first().waitFor();
      },
      false,
    );

    const selectAllDue = await step(
      page,
      bytes,
      async () => {
        await page.getByRole('button', { name: /^Select all due \(/ }).click();
        await page
          .getByRole('textbox', { name: /^Payment amount for / })
          .first()
          .waitFor();
      },
      true,
    );

    // A new amount typed into the first chosen account's box, a key at a time: the running total follows.
    const typedAmount = await step(
      page,
      bytes,
      async () => {
        const amount = page.getByRole('textbox', { name: /^Payment amount for / }).first();
        await amount.fill('');
        await amount.pressSequentially('12.34', { delay: 40 });
      },
      true,
    );

    /** Opens a route and waits for `shown`: the first row, card or box of its accounts. */
    const openRoute = (route: string, shown: string) =>
      step(
        page,
        bytes,
        async () => {
          await page.goto(`${origin}/portal.html#/${route}`);
          await page.locator(shown).first().waitFor({ timeout: 30_000 });
        },
        false,
      );
    const draftPayments = await openRoute('draft-payments', 'main tbody th');
    const autoPayments = await openRoute('billpayments/auto-pay', 'main li[data-account]');
    const operationRoundUp = await openRoute('operation-roundup', 'main tbody th');
    await page.goto(`${origin}/portal.html#/my-profile`);
    const paperless = await step(
      page,
      bytes,
      async () => {
        await page.getByRole('tab', { name: 'Paperless Options' }).click();
        await page.locator('main tbody th').first().waitFor();
      },
      true,
    );

    return {
      accounts,
      signIn,
      switcherSearch,
      viewAllAccounts,
      viewAllAccountsSort,
      payAccounts,
      selectAllDue,
      typedAmount,
      draftPayments,
      autoPayments,
      operationRoundUp,
      paperless,
    };
  } finally {
    await context.close();
  }
}

/** Gives the large member `count` accounts through the simulator's control. */
export async function growLargeMember(origin: string, count: number): Promise<void> {
  const response = await fetch(
    `${origin}/api/__simulator/members/${accountScaleMembers.large.memberNumber}/generated-accounts`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ count }) },
  );
  if (!response.ok)
    throw new Error(`generated-accounts answered ${response.status}: ${await response.text()}`);
}

const screens = [
  ['signIn', 'Sign in → account overview'],
  ['switcherSearch', 'Switcher: open the search, type “pine”, results'],
  ['viewAllAccounts', 'View All Accounts: first page'],
  ['viewAllAccountsSort', 'View All Accounts: sort by balance'],
  ['payAccounts', 'Pay Multiple Accounts: first render'],
  ['selectAllDue', 'Pay Multiple Accounts: “Select all due”'],
  ['typedAmount', 'Pay Multiple Accounts: type an amount (5 keys)'],
  ['draftPayments', 'Draft Payments: first render'],
  ['autoPayments', 'Auto Payments: first render'],
  ['operationRoundUp', 'Operation RoundUp: first render'],
  ['paperless', 'My Profile: the Paperless Options tab'],
] as const;

const kilobytes = (value: number) =>
  value >= 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(1)} MB` : `${(value / 1024).toFixed(1)} KB`;

/** The side-by-side table of docs/performance.md: each screen at both counts. */
export function accountScaleTable(small: AccountScaleMeasure, large: AccountScaleMeasure): string {
  const cell = (measure: ScreenMeasure) =>
    `${measure.shownMs.toLocaleString('en-US')} ms · task ${measure.longestTaskMs} ms${
      measure.interactionMs === null ? '' : ` · INP ${measure.interactionMs} ms`
    } · ${kilobytes(measure.accountBytes)}`;
  const rows = screens.map(([key, label]) => `| ${label} | ${cell(small[key])} | ${cell(large[key])} |`);
  return [
    `| Screen | ${small.accounts.toLocaleString('en-US')} accounts | ${large.accounts.toLocaleString('en-US')} accounts |`,
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Issue budget: sign-in loads under 50 KB of account data whatever the member's count. */
export const signInAccountBudgetBytes = 50 * 1024;

export const accountScaleStartMarker = '<!-- bench:accounts:start -->';
export const accountScaleEndMarker = '<!-- bench:accounts:end -->';

/** Both members measured in one run, on one demo site: six accounts, then the district grown to 5,000. */
export async function measureAccountScaleSideBySide(
  browser: Browser,
  origin: string,
  progress: (message: string) => void,
): Promise<{ small: AccountScaleMeasure; large: AccountScaleMeasure }> {
  progress(`the accounts screens with ${accountScaleMembers.small.userName}'s 6 accounts`);
  const small = await measureAccountScale(browser, origin, accountScaleMembers.small, 6);
  progress(`the accounts screens with ${largeAccountCount.toLocaleString('en-US')} accounts`);
  await growLargeMember(origin, largeAccountCount);
  const large = await measureAccountScale(browser, origin, accountScaleMembers.large, largeAccountCount);
  return { small, large };
}

/** The table with its dated heading line, for docs/performance.md between the accounts markers. */
export function accountScaleSection(
  small: AccountScaleMeasure,
  large: AccountScaleMeasure,
  date: string,
  machine: string,
): string {
  return [
    `Measured ${date} by \`npm run bench -- --only accounts\` on ${machine}, CPU not slowed, one run each.`,
    'Each cell: time to show (or to answer the interaction) · longest main-thread task · slowest',
    "interaction's duration (INP) where the step has one · bytes of account answers.",
    '',
    accountScaleTable(small, large),
  ].join('\n');
}

/** What the bench fails on: sign-in's account bytes over the budget at either count. */
export function accountScaleFailures(small: AccountScaleMeasure, large: AccountScaleMeasure): string[] {
  return [small, large]
    .filter((measure) => measure.signIn.accountBytes > signInAccountBudgetBytes)
    .map(
      (measure) =>
        `Budget exceeded: signing in with ${measure.accounts.toLocaleString('en-US')} accounts loads ` +
        `${kilobytes(measure.signIn.accountBytes)} of account data (budget ${kilobytes(signInAccountBudgetBytes)}).`,
    );
}
