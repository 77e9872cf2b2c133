import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manageContactsMessages as messages } from '../../src/domain/manage-contacts/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { failedResponse } from '../support/expected-errors.ts';
import { enterValue } from '../support/fields.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, simulatorOutbox, startSignedIn } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-manage-contacts.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-manage-contacts');

const found = { timeout: 8000 };

const narrow = {
  parameters: {
    viewport: {
      options: {
        narrow: { name: 'Narrow (375 px)', styles: { width: '375px', height: '900px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
} as const;

/** Jordan Rivera (member 1001) is signed in before each story. */
const meta = {
  title: 'Manage contacts/Manage Contacts',
  render: () => <coop-manage-contacts />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function contacts(canvasElement: HTMLElement) {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-manage-contacts');
  await canvas.findByText('jordan.rivera@example.com', {}, found);
  return canvas;
}

export const Loaded: Story = {
  name: 'The sign-in email and a confirmed mobile number',
  play: async ({ canvasElement }) => {
    const canvas = await contacts(canvasElement);
    await expect(canvas.getByText(messages.signInEmail)).toBeVisible();
    await expect(canvas.getByText('(555) 010-4821')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: messages.removeContact('jordan.rivera@example.com') }),
    ).toBeNull();
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px)',
  ...narrow,
  play: Loaded.play,
};

/** The contacts call fails: the catalogue's message and Try again. */
export const Failed: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/contacts', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-manage-contacts');
    await expect(await canvas.findByRole('alert', {}, found)).toHaveTextContent(errorMessages.generic);
  },
};

export const AddDialog: Story = {
  name: 'Add a mobile number: the dialog',
  play: async ({ canvasElement }) => {
    const canvas = await contacts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.addMobile }));
    const dialog = await canvas.findByRole('dialog', { name: messages.addMobileTitle }, found);
    const field = within(dialog).getByLabelText(messages.mobileLabel);
    // toHaveFocus compares document.activeElement, which is the shadow host.
    await waitFor(() => expect(field.matches(':focus')).toBe(true));
  },
};

export const AddDialogNarrow: Story = {
  name: 'Add a mobile number, narrow (375 px)',
  ...narrow,
  play: AddDialog.play,
};

export const AddErrors: Story = {
  name: 'Add: a malformed number',
  play: async ({ canvasElement }) => {
    const canvas = await contacts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.addMobile }));
    const dialog = await canvas.findByRole('dialog', { name: messages.addMobileTitle }, found);
    await userEvent.type(within(dialog).getByLabelText(messages.mobileLabel), '55501');
    await userEvent.click(within(dialog).getByRole('button', { name: messages.sendCode }));
    await expect(await within(dialog).findByText(messages.validation.mobileInvalid)).toBeVisible();
  },
};

export const CodeStep: Story = {
  name: 'Code entry: a wrong code, then the code from the outbox',
  parameters: { expectedConsoleErrors: [failedResponse(400)] },
  play: async ({ canvasElement }) => {
    const canvas = await contacts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.addMobile }));
    const adding = await canvas.findByRole('dialog', { name: messages.addMobileTitle }, found);
    await enterValue(within(adding).getByLabelText(messages.mobileLabel), '5550107788');
    await userEvent.click(within(adding).getByRole('button', { name: messages.sendCode }));
    const dialog = await canvas.findByRole('dialog', { name: messages.codeTitle }, found);
    await expect(within(dialog).getByText(messages.codeSent('(555) 010-7788'))).toBeVisible();
    const code = (await simulatorOutbox())[0]?.code ?? '';
    await enterValue(
      within(dialog).getByLabelText(messages.codeLabel),
      code === '000000' ? '111111' : '000000',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm }));
    await expect(
      await within(dialog).findByText(
        'The code is not correct, or it has expired. Check the newest code sent, or send a new one.',
        {},
        found,
      ),
    ).toBeVisible();
  },
};

export const RemoveQuestion: Story = {
  name: 'Remove: the question',
  play: async ({ canvasElement }) => {
    const canvas = await contacts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.removeContact('(555) 010-4821') }));
    const dialog = await canvas.findByRole('alertdialog', { name: messages.removeTitle }, found);
    await expect(within(dialog).getByText(messages.removeQuestion('(555) 010-4821'))).toBeVisible();
  },
};

export const Removed: Story = {
  name: 'Removed: the mobile list empty',
  play: async ({ canvasElement }) => {
    const canvas = await contacts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.removeContact('(555) 010-4821') }));
    const dialog = await canvas.findByRole('alertdialog', { name: messages.removeTitle }, found);
    await userEvent.click(within(dialog).getByRole('button', { name: messages.remove }));
    await expect(await canvas.findByText(messages.noMobiles, {}, found)).toBeVisible();
    await expect(canvas.getByText(messages.contactRemoved('(555) 010-4821'))).toBeVisible();
  },
};
