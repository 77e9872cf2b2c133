import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { quickPayMessages } from '../../src/domain/quick-pay/messages.ts';
import { quickPaySessionAtom, storageKeys } from '../../src/state/session.ts';
import { getPageStore } from '../../src/state/store.ts';
import { payByCardThroughHostedPage, type QuickPayReturn } from '../support/quick-pay-payment.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-payment-result.ts';
import { elementDocs } from '../support/manifest-docs.ts';

const { result } = quickPayMessages;

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-payment-result');

const meta = {
  title: 'Payment result/Result page',
  render: () => <coop-payment-result kind="success" />,
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jordan Rivera pays the balance, $128.45, by card before the story renders. */
async function payJordanRiverasBill() {
  return { quickPayReturn: await payByCardThroughHostedPage('300100200', '4821') };
}

/**
 * Makes the preview page look like the cooperative's success page after the hosted page returned:
 * its query (`?isFromQuickPay=true&encodedParam=…`, added to Storybook's own) and the quick-pay
 * session kept in sessionStorage. The query is removed when the story ends.
 */
function arriveFromHostedPage({ loaded }: StoryContext) {
  const { query, session } = loaded.quickPayReturn as QuickPayReturn;
  // Through the page store, which writes sessionStorage under the app's key: the session atom reads
  // storage only when its module loads and when it mounts, after the element's first render.
  getPageStore().set(quickPaySessionAtom, session);
  const returned = new URLSearchParams(query);
  const address = new URL(window.location.href);
  returned.forEach((value, name) => address.searchParams.set(name, value));
  window.history.replaceState(window.history.state, '', address);
  return () => {
    const current = new URL(window.location.href);
    returned.forEach((_value, name) => current.searchParams.delete(name));
    window.history.replaceState(window.history.state, '', current);
  };
}

export const Success: Story = {
  name: 'Success (Quick Pay, paid by card)',
  loaders: [payJordanRiverasBill],
  beforeEach: arriveFromHostedPage,
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-result');
    await expect(await canvas.findByText('Your payment was processed successfully.')).toBeVisible();
    await expect(canvas.getByText('$128.45')).toBeVisible();
    await expect(canvas.getByText('$1.95')).toBeVisible();
    await expect(canvas.getByText('4242')).toBeVisible();
    await expect(canvas.getByText(/^RB\d{8}$/)).toBeVisible();
    await expect(window.sessionStorage.getItem(storageKeys.quickPay)).toBeNull();
  },
};

/** The result call answers after 60 s; the client's 30 s timeout ends the wait first. */
export const SuccessLoading: Story = {
  name: 'Success, result loading',
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/payments/result', delayMs: 60_000 }] },
  },
  loaders: [payJordanRiverasBill],
  beforeEach: arriveFromHostedPage,
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-result');
    await expect(await canvas.findByText(quickPayMessages.loading)).toBeInTheDocument();
  },
};

export const SuccessWithoutSession: Story = {
  name: 'Success page opened without a payment',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-result');
    await expect(await canvas.findByText(errorMessages.generic)).toBeVisible();
  },
};

export const Cancel: Story = {
  name: 'Cancelled',
  render: () => <coop-payment-result kind="cancel" />,
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-result');
    await expect(await canvas.findByText(result.cancelledText)).toBeVisible();
  },
};
