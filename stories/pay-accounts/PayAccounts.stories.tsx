import { payAccountsPage } from '../../src/api/pay-accounts.ts';
import type { PayAccounts } from '../../src/api/schemas/pay-accounts.ts';
import { selectAll, type SelectAllKind } from '../../src/domain/pay-accounts/account-view.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { payAccountsMessages as messages } from '../../src/domain/pay-accounts/messages.ts';
import { localIsoDate, MAX_ACCOUNTS_PER_PAYMENT } from '../../src/domain/pay-accounts/rules.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { enterValue } from '../support/fields.ts';
import { signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './PayAccounts.css.ts';
import '../../widgets/coop-pay-accounts.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-pay-accounts');
const found = { timeout: 8000 };
const cutoffMessage =
  'Your account is scheduled for disconnection. Please call 1-800-555-0142 to make a payment.';

/** One account of the pay-accounts answer, as the back office words it: the account and its own settings. */
function accountEntry(
  accountNumber: string,
  cutOff: boolean,
  lastPayment: { paymentAmount: number; paymentDate: string } | null = null,
): PayAccounts['accounts'][number] {
  return {
    account: {
      accountNumber,
      accountType: 'Electric',
      accountHolderName: 'Jordan Rivera',
      serviceAddress: '2210 Basalt Ridge Rd, Riverbend, OR 97402',
      isPrepaidAccount: false,
      prepaidLabel: null,
      accountBalance: cutOff ? 246.18 : 128.45,
      dueDate: '2026-12-01',
      pastDueAmount: cutOff ? 118.9 : 0,
      reconnectFee: 0,
      additionalDeposit: 0,
      liabilityConfirmationAmount: 0,
      showLiabilityConfirmation: false,
      cutoffAmount: cutOff ? 118.9 : 0,
      derivedStatus: cutOff ? 'Past Due' : 'Current',
      disconnectFee: 0,
      minimumPaymentDue: 0,
      overPayAmount: 1000,
      prepaidReconnectAmount: 0,
      isCcEligible: true,
      isEcheckEligible: true,
      nomoreCheck: false,
    },
    settings: {
      memberHasCutoffAccount: cutOff,
      prepaidMinimumPaymentAmount: 20,
      allowOverPay: false,
      allowUnderPay: true,
      lastPayment,
      payOnlinePayCutoffAccount: cutOff ? 'N' : 'Y',
      cutoffMessage: cutOff ? cutoffMessage : null,
      defaultPaymentAmt: 'ACCOUNT BALANCE',
    },
  };
}

/**
 * The pay-accounts answer with these accounts (every one, on one page), the site's payment settings,
 * sent once, and what each "select all" would choose of them, by the screen's own rules.
 */
function payAccountsAnswer(accounts: PayAccounts['accounts']): PayAccounts {
  const answer = { ...answerWithout(accounts), totalRecords: accounts.length, accountCount: accounts.length };
  const nothing = { payable: 0, blocked: 0 };
  const entries = payAccountsPage({ ...answer, choosable: { due: nothing, pastDue: nothing } }).accounts;
  const choosable = (kind: SelectAllKind) => {
    const { chosen, blocked } = selectAll(entries, kind);
    return { payable: chosen, blocked };
  };
  return { ...answer, choosable: { due: choosable('due'), pastDue: choosable('pastDue') } };
}

function answerWithout(accounts: PayAccounts['accounts']) {
  return {
    accounts,
    settings: {
      paymentSettings: {
        utilityAllowCreditCard: true,
        utilityAllowEcheck: true,
        allowVisa: true,
        allowMaster: true,
        allowAmex: true,
        allowDiscover: true,
      },
      echeckProcessAsDraft: false,
      enforceNoMoreEchecks: true,
      pgClientId: 'RB',
      applicationWebId: 'RIVERBEND-WEB',
      utilityName: 'Riverbend Electric Cooperative',
      payOnlineAllowCutoffPaymentOverride: 'N',
      ccPrepaidAmountMinimum: 0,
      onlineConvFeeText: 'A $1.95 convenience fee applies to card payments.',
      ccConvenienceFee: 1.95,
      ecConvenienceFee: 0,
    },
    allowFutureDatedPayments: true,
  } satisfies Omit<PayAccounts, 'totalRecords' | 'accountCount' | 'choosable'>;
}

/** Jordan Rivera (member 1001) is signed in before each story: six accounts, a Visa and a checking account. */
const meta = {
  title: 'Pay accounts/Pay Multiple Accounts',
  render: () => <coop-pay-accounts />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function canvasOf(canvasElement: HTMLElement) {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-pay-accounts');
  await canvas.findByLabelText('Visa ending 4242', {}, found);
  return canvas;
}

/** Checks 300100200 and 300100201 with $10.00 each. */
async function tenOnEach(canvasElement: HTMLElement) {
  const canvas = await canvasOf(canvasElement);
  await userEvent.click(canvas.getByLabelText(messages.payAccount('300100200')));
  await userEvent.click(canvas.getByLabelText(messages.payAccount('300100201')));
  await enterValue(await canvas.findByLabelText(messages.amountFor('300100200'), {}, found), '10.00');
  await enterValue(await canvas.findByLabelText(messages.amountFor('300100201'), {}, found), '10.00');
  return canvas;
}

/** Every account with its balance, due date and status; the stored methods, then the hosted page's. */
export const Loaded: Story = {
  name: 'Jordan’s accounts',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByLabelText('Checking ending 6789')).toBeVisible();
    await expect(canvas.getByLabelText(messages.newCard)).toBeVisible();
    await expect(canvas.getByText('Prepaid 300100203')).toBeVisible();
    await expect(canvas.getByText(`${messages.total}: $0.00`)).toBeVisible();
  },
};

/** The member has no account. */
export const Empty: Story = {
  name: 'No accounts',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/pay-accounts',
          status: 200,
          body: payAccountsAnswer([]),
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-pay-accounts');
    await expect(await canvas.findByText(messages.noAccounts, {}, found)).toBeVisible();
  },
};

/** The accounts answer after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/pay-accounts', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-pay-accounts');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The accounts fail to load: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/pay-accounts', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-pay-accounts');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

/** Pay Now with nothing chosen: an account and a method are asked for. */
export const FormErrors: Story = {
  name: 'Nothing chosen',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.payNow }));
    await expect(await canvas.findByText(messages.errors.noneSelected, {}, found)).toBeVisible();
    await expect(canvas.getByText(messages.errors.methodRequired)).toBeVisible();
  },
};

/** An amount above what the account may take (spec 01 §5). */
export const Overpay: Story = {
  name: 'Amount: overpay',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByLabelText(messages.payAccount('300100200')));
    const amount = await canvas.findByLabelText(messages.amountFor('300100200'), {}, found);
    await enterValue(amount, '1000.01');
    await userEvent.click(canvas.getByLabelText('Visa ending 4242'));
    await expect(
      await canvas.findByText('You may not overpay your account balance.', {}, found),
    ).toBeVisible();
  },
};

/** The stored Visa: the fee and taxes, and the box to agree to the fee. */
export const Fees: Story = {
  name: 'Fee to agree to',
  play: async ({ canvasElement }) => {
    const canvas = await tenOnEach(canvasElement);
    await userEvent.click(canvas.getByLabelText('Visa ending 4242'));
    await expect(await canvas.findByLabelText(messages.agreeFee(1.95), {}, found)).not.toBeChecked();
    await expect(canvas.getByText('$21.95')).toBeVisible();
    await expect(canvas.getByText(`${messages.total}: $20.00`)).toBeVisible();
  },
};

/** A new card: the hosted page's notice. */
export const NewCard: Story = {
  name: 'A new card on the payment page',
  play: async ({ canvasElement }) => {
    const canvas = await tenOnEach(canvasElement);
    await userEvent.click(canvas.getByLabelText(messages.newCard));
    await expect(await canvas.findByText(messages.gatewayNotice, {}, found)).toBeVisible();
  },
};

/** A cut-off account that may not be paid online: the dialog with the configured message. */
export const CutoffDialog: Story = {
  name: 'Cut-off dialog',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/pay-accounts',
          status: 200,
          body: payAccountsAnswer([accountEntry('300100200', false), accountEntry('300100202', true)]),
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByLabelText(messages.payAccount('300100202')));
    const dialog = await canvas.findByRole('dialog', { name: messages.cutoffTitle }, found);
    await expect(dialog).toHaveTextContent(cutoffMessage);
    await expect(canvas.getByLabelText(messages.payAccount('300100202'))).not.toBeChecked();
  },
};

/** The stored-card payment's answer is lost: told as unknown, Pay Now stays off. */
export const OutcomeUnknown: Story = {
  name: 'Payment: the answer lost',
  parameters: {
    simulator: { faults: [{ method: 'POST', path: '/stored-payments', when: 'after', status: 504 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByLabelText(messages.payAccount('300100201')));
    await userEvent.click(canvas.getByLabelText('Checking ending 6789'));
    await canvas.findByText(messages.totalCharged, {}, found);
    await userEvent.click(canvas.getByRole('button', { name: messages.payNow }));
    await expect(await canvas.findByText(messages.outcomeUnknown, {}, found)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: messages.payNow })).toBeDisabled());
  },
};

/** A checked account was paid today, in another tab: the member is asked before paying it again. */
export const PaidToday: Story = {
  name: 'Paid today: the question',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/pay-accounts',
          status: 200,
          body: payAccountsAnswer([
            accountEntry('300100200', false, { paymentAmount: 10, paymentDate: localIsoDate(new Date()) }),
          ]),
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByLabelText(messages.payAccount('300100200')));
    await userEvent.click(canvas.getByLabelText('Checking ending 6789'));
    await canvas.findByText(messages.totalCharged, {}, found);
    await userEvent.click(canvas.getByRole('button', { name: messages.payNow }));
    const question = await canvas.findByRole('alertdialog', { name: messages.paidTodayTitle }, found);
    await expect(question).toHaveTextContent(
      messages.paidToday([{ accountNumber: '300100200', paymentAmount: 10 }]),
    );
  },
};

/** The start of the hosted payment page lost its answer: nothing was paid, Pay Now again. */
export const PaymentPageNotOpened: Story = {
  name: 'Payment page: the start’s answer lost',
  parameters: {
    simulator: {
      faults: [{ method: 'POST', path: '/pay-accounts/payments', when: 'after', status: 504 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByLabelText(messages.payAccount('300100201')));
    await userEvent.click(canvas.getByLabelText(messages.newEcheck));
    await canvas.findByText(messages.totalCharged, {}, found);
    await userEvent.click(canvas.getByRole('button', { name: messages.payNow }));
    await expect(await canvas.findByText(messages.paymentPageNotOpened, {}, found)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.payNow })).toBeEnabled();
  },
};

/** Phone width: the accounts stack. */
export const Narrow: Story = {
  name: 'Narrow (375 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-pay-accounts />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByText('Prepaid 300100203')).toBeVisible();
  },
};

/** The fee call fails: its message with Try again; nothing can be paid until the fee shows. */
export const FeesFailed: Story = {
  name: 'Fee call failed',
  parameters: {
    simulator: { faults: [{ method: 'POST', path: '/pay-accounts/tax', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByLabelText(messages.payAccount('300100201')));
    await userEvent.click(canvas.getByLabelText('Checking ending 6789'));
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A later date: Schedule Payment with a stored method, and Cancel. */
export const Scheduling: Story = {
  name: 'A later date schedules',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await enterValue(canvas.getByLabelText(messages.paymentDate), nextWeek);
    await expect(await canvas.findByRole('button', { name: messages.schedule }, found)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.cancel })).toBeVisible();
  },
};

// A commercial member: the Riverbend School District (member 1010) pays 2,400 accounts
// (docs/demo-data.md). The list loads them a page at a time and renders only the accounts in view.
const schoolDistrict = signInAs('riverbend.schools', 'Recess#2026');
const manyFound = { timeout: 20_000 };

/** The accounts the list renders now: a bounded few of the 2,400. */
function renderedAccounts(canvasElement: HTMLElement): number {
  const root = canvasElement.querySelector('coop-pay-accounts')?.shadowRoot;
  return root?.querySelectorAll(`ul[aria-label="${messages.accountsCaption}"] > li`).length ?? 0;
}

async function districtCanvas(canvasElement: HTMLElement) {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-pay-accounts');
  await canvas.findByText(messages.shownCount(2400, 2400), {}, manyFound);
  return canvas;
}

/** 2,400 accounts: the search, the filters and the select-all buttons over a list that renders what shows. */
export const SchoolDistrict: Story = {
  name: 'Many accounts: a school district’s 2,400',
  loaders: [schoolDistrict],
  play: async ({ canvasElement }) => {
    const canvas = await districtCanvas(canvasElement);
    await expect(canvas.getByLabelText(messages.search)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Select all due \(/ })).toBeVisible();
    await expect(renderedAccounts(canvasElement)).toBeLessThan(40);
    await expect(canvas.getByText(messages.chosenCount(0))).toBeVisible();
  },
};

/**
 * "Select all due" over 2,166 due accounts: the first 1,000 chosen, and said; one more account checked
 * passes the limit of one payment, said before anything is sent.
 */
export const SchoolDistrictOverLimit: Story = {
  name: 'Many accounts: all due chosen, over the limit',
  loaders: [schoolDistrict],
  play: async ({ canvasElement }) => {
    const canvas = await districtCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.selectAllDue(2166) }));
    await canvas.findByText(messages.chosenCount(MAX_ACCOUNTS_PER_PAYMENT), {}, manyFound);
    await expect(
      canvas.getByText(
        `${messages.selectedAll(MAX_ACCOUNTS_PER_PAYMENT, 0)} ${messages.chosenFirst(MAX_ACCOUNTS_PER_PAYMENT, 2166)}`,
      ),
    ).toBeInTheDocument();
    // 101000006 owes nothing, so the "select all" left it out.
    await userEvent.click(canvas.getByLabelText(messages.payAccount('101000006')));
    const error = await canvas.findByText(
      messages.errors.tooManyAccounts(MAX_ACCOUNTS_PER_PAYMENT + 1, MAX_ACCOUNTS_PER_PAYMENT),
      {},
      manyFound,
    );
    await expect(error).toBeVisible();
    await expect(renderedAccounts(canvasElement)).toBeLessThan(40);
  },
};

/** One campus found by its address, its past-due accounts chosen, and the review of them. */
export const SchoolDistrictOneCampus: Story = {
  name: 'Many accounts: one campus’s past-due accounts',
  loaders: [schoolDistrict],
  play: async ({ canvasElement }) => {
    const canvas = await districtCanvas(canvasElement);
    await enterValue(canvas.getByLabelText(messages.search), 'maple elementary');
    // Written under the search, and said by its status.
    await canvas.findAllByText(messages.shownCount(40, 2400), {}, manyFound);
    await userEvent.selectOptions(canvas.getByLabelText(messages.filterLabel), 'pastDue');
    await userEvent.click(await canvas.findByRole('button', { name: /^Select all past due \(/ }, manyFound));
    const review = canvas.getByRole('region', { name: messages.reviewHeading });
    await waitFor(() => expect(review).toHaveTextContent(/\d+ accounts chosen/));
    await expect(canvas.getByRole('list', { name: messages.chosenCaption })).toBeVisible();
  },
};
