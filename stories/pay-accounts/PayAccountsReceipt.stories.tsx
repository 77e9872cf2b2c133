import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { payAccountsMessages } from '../../src/domain/pay-accounts/messages.ts';
import type { MemberSession } from '../../src/domain/session.ts';
import { memberSessionAtom } from '../../src/state/session.ts';
import { getPageStore } from '../../src/state/store.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import { storyApiBase, storyApplicationId, storySimulator } from '../support/simulator.ts';
import '../../widgets/coop-payment-result.ts';

const messages = payAccountsMessages.receipt;
const docs = elementDocs('coop-payment-result');
const found = { timeout: 8000 };

/**
 * The result page after Pay Multiple Accounts: under the payment's result, its receipt, listing every
 * account paid, to download as CSV or a spreadsheet.
 */
const meta = {
  title: 'Pay accounts/Receipt of a payment',
  render: () => <coop-payment-result kind="success" />,
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jordan Rivera pays three accounts' balances with his stored checking account before the story renders. */
async function payThreeAccounts() {
  const { memberSession } = await signInAs('jordan.rivera', 'Sunrise#2026')();
  const accounts = [
    { account: '300100200', paymentAmount: 128.45 },
    { account: '300100201', paymentAmount: 54.1 },
    { account: '300100205', paymentAmount: 412.6 },
  ];
  const response = await storySimulator().fetch(
    new Request(
      new URL(`${storyApiBase}/v3/members/1001/pay-accounts/stored-payments`, window.location.origin),
      {
        method: 'POST',
        headers: {
          ApplicationId: storyApplicationId,
          Authorization: `Bearer ${memberSession.accessToken}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'story-receipt',
        },
        body: JSON.stringify({
          accountsToPay: accounts,
          amount: 595.15,
          reconnectFee: 0,
          additionalDeposit: 0,
          arrangementPaymentAmount: 0,
          reconnectMeter: true,
          storedMethodToken: 'tok-1001-bank-6789',
        }),
      },
    ),
  );
  if (!response.ok) throw new Error(`the payment was refused: ${await response.text()}`);
  const { encodedParam } = (await response.json()) as { encodedParam: string };
  return { memberSession, encodedParam };
}

/** The page as the portal's payment-success route opens it: the member signed in, `encodedParam` in the address. */
function arriveAtResult({ loaded }: StoryContext) {
  getPageStore().set(memberSessionAtom, loaded.memberSession as MemberSession);
  const address = new URL(window.location.href);
  address.searchParams.set('encodedParam', loaded.encodedParam as string);
  window.history.replaceState(window.history.state, '', address);
  return () => {
    const current = new URL(window.location.href);
    current.searchParams.delete('encodedParam');
    window.history.replaceState(window.history.state, '', current);
  };
}

export const ThreeAccounts: Story = {
  name: 'Three accounts paid with a stored bank account',
  loaders: [payThreeAccounts],
  beforeEach: arriveAtResult,
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-result');
    await expect(await canvas.findByText(messages.summary(3, 595.15), {}, found)).toBeVisible();
    await expect(canvas.getByRole('region', { name: messages.heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};
