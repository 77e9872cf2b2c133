import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errorMessages } from '../../src/domain/error-messages.ts';
import {
  nicknameMessages,
  paymentProfileMessages as messages,
} from '../../src/domain/payment-profile/messages.ts';
import { failedResponse } from '../support/expected-errors.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './PaymentProfile.css.ts';
import '../../widgets/coop-payment-profile.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-payment-profile');
const found = { timeout: 8000 };
const inUse = 'Update not allowed. Active Payment setup exists.';

/** Jordan Rivera (member 1001) is signed in before each story: a Visa ending 4242 and a checking account ending 6789. */
const meta = {
  title: 'Payment profile/Payment Profile',
  render: () => <coop-payment-profile />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function canvasOf(canvasElement: HTMLElement) {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-profile');
  await canvas.findByRole('button', { name: 'Remove Visa ending 4242' }, found);
  return canvas;
}

const visa = {
  token: 'tok-1001-card-4242',
  methodType: 'CARD',
  cardType: 'VI',
  bankAccountType: null,
  bankName: '',
  lastFourDigits: '4242',
  expiryMonth: 8,
  expiryYear: 2029,
  nickname: '',
  isDefault: true,
  savedDate: '2026-04-28',
  autoPayAccounts: [],
};

/** The two stored methods, masked: the Visa is the default. */
export const Loaded: Story = {
  name: 'Jordan’s stored methods',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByText('Visa ending 4242')).toBeVisible();
    await expect(canvas.getByText('Checking ending 6789')).toBeVisible();
    await expect(canvas.getByText(messages.defaultMarker)).toBeVisible();
    await expect(canvas.getByText('Expires 08/2029')).toBeVisible();
  },
};

/** An expired card with a nickname, used by an auto payment. */
export const ExpiredAndInUse: Story = {
  name: 'Expired card, used by auto pay',
  parameters: {
    simulator: {
      faults: [
        {
          method: 'GET',
          path: '/payment-methods',
          status: 200,
          body: {
            methods: [
              {
                ...visa,
                nickname: 'Household',
                expiryMonth: 1,
                expiryYear: 2024,
                autoPayAccounts: ['300100200'],
              },
            ],
          },
          times: 10,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-profile');
    await expect(await canvas.findByText('Household (Visa ending 4242)', {}, found)).toBeVisible();
    await expect(canvas.getByText('Expired 01/2024')).toBeVisible();
    await expect(canvas.getByText('Used by auto pay for account 300100200')).toBeVisible();
  },
};

/** The member has no stored method. */
export const Empty: Story = {
  name: 'No stored methods',
  parameters: {
    simulator: {
      faults: [{ method: 'GET', path: '/payment-methods', status: 200, body: { methods: [] }, times: 10 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-profile');
    await expect(await canvas.findByText(messages.empty, {}, found)).toBeVisible();
  },
};

/** The list answers after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/payment-methods', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-profile');
    await expect(await canvas.findByText(messages.loading, {}, found)).toBeInTheDocument();
  },
};

/** The list fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/payment-methods', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-payment-profile');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

/** Rename opens a dialog on the nickname. */
export const RenameDialog: Story = {
  name: 'Rename: the dialog',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Visa ending 4242' }));
    const dialog = await canvas.findByRole('dialog', { name: messages.renameTitle }, found);
    await expect(dialog).toBeVisible();
    await expect(canvas.getByLabelText(messages.nickname)).toBeVisible();
  },
};

/** A nickname too long: the rule's message on the field. */
export const RenameError: Story = {
  name: 'Rename: nickname too long',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Visa ending 4242' }));
    const field = await canvas.findByLabelText(messages.nickname, {}, found);
    await userEvent.type(field, 'x'.repeat(31));
    await userEvent.click(canvas.getByRole('button', { name: messages.save }));
    await expect(await canvas.findByText(nicknameMessages.tooLong, {}, found)).toBeVisible();
  },
};

/** Make default on the checking account: the marker moves to it, listed first, and said so. */
export const MadeDefault: Story = {
  name: 'Make default: done',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    const checking = { name: messages.makeDefaultLabel('Checking ending 6789') };
    await userEvent.click(canvas.getByRole('button', checking));
    await expect(
      await canvas.findByText(messages.madeDefault('Checking ending 6789'), {}, found),
    ).toBeVisible();
    // The list is read again: the Visa may now be made the default, the checking account no longer.
    await expect(
      await canvas.findByRole('button', { name: messages.makeDefaultLabel('Visa ending 4242') }, found),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', checking)).toBe(null));
  },
};

/** Remove asks first, No first and focused. */
export const RemoveConfirm: Story = {
  name: 'Remove: the question',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Visa ending 4242' }));
    const dialog = await canvas.findByRole('alertdialog', {}, found);
    await expect(dialog).toHaveTextContent(messages.removeConfirm('Visa ending 4242'));
    const no = canvas.getByRole('button', { name: messages.no });
    // toHaveFocus compares document.activeElement, which is the shadow host.
    await waitFor(() => expect(no.matches(':focus')).toBe(true));
  },
};

/** Yes: the method is removed and said so. */
export const Removed: Story = {
  name: 'Remove: done',
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Visa ending 4242' }));
    await userEvent.click(await canvas.findByRole('button', { name: messages.yes }, found));
    await expect(await canvas.findByText(messages.removed, {}, found)).toBeVisible();
  },
};

/** The back office refuses while an auto payment uses the method (spec 02 §8). */
export const RemoveRefused: Story = {
  name: 'Remove: refused while auto pay uses it',
  parameters: {
    simulator: { faults: [{ method: 'DELETE', path: '/payment-methods/', status: 400, body: [inUse] }] },
    expectedConsoleErrors: [failedResponse(400)],
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Visa ending 4242' }));
    await userEvent.click(await canvas.findByRole('button', { name: messages.yes }, found));
    await expect(await canvas.findByText(inUse, {}, found)).toBeVisible();
  },
};

/** The removal's answer is lost: told as an unknown outcome, the list loaded again. */
export const RemoveOutcomeUnknown: Story = {
  name: 'Remove: outcome unknown',
  parameters: {
    simulator: { faults: [{ method: 'DELETE', path: '/payment-methods/', when: 'after', drop: true }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Visa ending 4242' }));
    await userEvent.click(await canvas.findByRole('button', { name: messages.yes }, found));
    await expect(await canvas.findByText(messages.removeOutcomeUnknown, {}, found)).toBeVisible();
  },
};

/** Phone width: the cards stack. */
export const Narrow: Story = {
  name: 'Narrow (375 px)',
  render: () => (
    <div className={styles.narrow}>
      <coop-payment-profile />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getByText('Checking ending 6789')).toBeVisible();
  },
};
