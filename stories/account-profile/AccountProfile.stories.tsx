import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { riverbendApplicationId } from '../../demo-host/simulator/sites.ts';
import type { SimulatorState } from '../../demo-host/simulator/simulator.ts';
import { accountProfileMessages as messages } from '../../src/domain/account-profile/messages.ts';
import { errorMessages } from '../../src/domain/error-messages.ts';
import { elementDocs } from '../support/manifest-docs.ts';
import { signInAs, startSignedIn, withPageQuery } from '../support/member-session.ts';
import type { ShadowCanvas } from '../support/quick-pay-steps.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as styles from './AccountProfile.css.ts';
import '../../widgets/coop-account-profile.ts';

// The element's attributes, events, parts and custom properties come from custom-elements.json.
const docs = elementDocs('coop-account-profile');

/** Jordan Rivera (member 1001, six accounts) is signed in before each story, on 300100200 (`?accountno=`). */
const meta = {
  title: 'Account profile/Account Profile',
  render: () => <coop-account-profile />,
  loaders: [signInAs('jordan.rivera', 'Sunrise#2026')],
  beforeEach: [startSignedIn, withPageQuery({ accountno: '300100200' })],
  argTypes: docs.argTypes,
  parameters: docs.parameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Riverbend's Account Profile settings, changed for a story. */
function withSettings(settings: Record<string, string>) {
  return (state: SimulatorState) => {
    Object.assign(state.accountProfile.sites[riverbendApplicationId]!.settings, settings);
  };
}

async function profileCanvas(canvasElement: HTMLElement): Promise<ShadowCanvas> {
  const canvas = await withinShadowRootOf(canvasElement, 'coop-account-profile');
  await expect(
    await canvas.findByRole('heading', { name: messages.sections.phones }, { timeout: 8000 }),
  ).toBeVisible();
  return canvas;
}

/** Edit Phones, then the first slot's number typed as `digits`, then Save. */
async function savePhone(canvas: ShadowCanvas, digits: string) {
  await userEvent.click(
    canvas.getByRole('button', { name: `${messages.actions.edit} ${messages.sections.phones}` }),
  );
  const slot = within(await canvas.findByRole('group', { name: messages.labels.phoneSlot(1) }));
  const number = slot.getByLabelText<HTMLInputElement>(messages.labels.phoneNumber);
  // The number as a paste or autofill brings it: the field writes it (ddd) ddd-dddd.
  fireEvent.input(number, { target: { value: digits } });
  await userEvent.click(canvas.getByRole('button', { name: messages.actions.save }));
}

export const Loaded: Story = {
  name: '300100200: name with spouse, address and phone',
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await expect(canvas.getByText('Taylor Rivera')).toBeVisible();
    await expect(canvas.getByText('1450 Willow Creek Rd')).toBeVisible();
    await expect(canvas.getByText('(555) 010-4821')).toBeVisible();
  },
};

/** ALLOW_NAME_UPDATE and ALLOW_ADDRESS_UPDATE are N, DISPLAY_SPOUSE_CONTACT is N. */
export const SectionsDisabled: Story = {
  name: 'Name and Address disabled by their settings, no spouse',
  parameters: {
    simulator: {
      state: withSettings({ ALLOW_NAME_UPDATE: 'N', ALLOW_ADDRESS_UPDATE: 'N', DISPLAY_SPOUSE_CONTACT: 'N' }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit Name' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit Address' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit Phones' })).toBeEnabled();
    await expect(canvas.getAllByText(messages.sectionLocked)).toHaveLength(2);
    await expect(canvas.queryByText('Taylor Rivera')).toBeNull();
  },
};

export const EditingName: Story = {
  name: 'Editing the name: the other sections wait',
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Name' }));
    await expect(await canvas.findByLabelText(messages.labels.firstName)).toHaveValue('Jordan');
    await expect(canvas.getByRole('button', { name: 'Edit Address' })).toBeDisabled();
  },
};

export const AddressErrors: Story = {
  name: 'Address: a zip of zeros and a missing city',
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Address' }));
    const city = await canvas.findByLabelText<HTMLInputElement>(messages.labels.city);
    fireEvent.input(city, { target: { value: '' } });
    const zip = canvas.getByLabelText<HTMLInputElement>(messages.labels.zip);
    fireEvent.input(zip, { target: { value: '' } });
    await userEvent.type(zip, '00000');
    await userEvent.click(canvas.getByRole('button', { name: messages.actions.save }));
    await expect(await canvas.findByText(messages.errors.zipInvalid)).toBeVisible();
    await expect(canvas.getByText(messages.errors.cityRequired)).toBeVisible();
  },
};

export const InvalidPhone: Story = {
  name: 'Phones: a malformed number',
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await savePhone(canvas, '98745');
    await expect(await canvas.findByText(messages.errors.phoneInvalid)).toBeVisible();
  },
};

export const WhichAccounts: Story = {
  name: 'Update All or Update This Account',
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await savePhone(canvas, '9874561230');
    const dialog = await canvas.findByRole('dialog', { name: messages.whichAccounts.title });
    await expect(
      within(dialog).getByRole('button', { name: messages.whichAccounts.updateAll }),
    ).toBeVisible();
  },
};

/** Notifications off, so the change ends on the success text. */
export const Saved: Story = {
  name: 'Saved: ACCOUNTINFOUPDATESUCCESS',
  parameters: {
    simulator: {
      state: (state) => {
        state.portal.sites[riverbendApplicationId]!.configuration.allowSubscribeForNotification = false;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await savePhone(canvas, '9874561230');
    await userEvent.click(
      await canvas.findByRole('button', { name: messages.whichAccounts.updateThisAccount }),
    );
    await expect(
      await canvas.findByText(
        'Your account information has been updated successfully.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('(987) 456-1230')).toBeVisible();
  },
};

export const ManageNotifications: Story = {
  name: 'After a phone change: Confirm, to Manage Notifications',
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await savePhone(canvas, '9874561230');
    await userEvent.click(
      await canvas.findByRole('button', { name: messages.whichAccounts.updateThisAccount }),
    );
    const dialog = await canvas.findByRole(
      'alertdialog',
      { name: messages.manageNotifications.title },
      { timeout: 8000 },
    );
    await expect(within(dialog).getByText(messages.manageNotifications.message)).toBeVisible();
  },
};

/** ALLOW_PROFILE_DB_UPDATE is N and 300100200 has a change waiting (isVerified N). */
export const ReviewPending: Story = {
  name: 'Review pending: PROFILE_REVIEW_PENDING_MESSAGE',
  parameters: {
    simulator: {
      state: (state) => {
        withSettings({ ALLOW_PROFILE_DB_UPDATE: 'N' })(state);
        state.accountProfile.sites[riverbendApplicationId]!.profiles['300100200'] = {
          firstName: 'Jordan',
          middleName: '',
          lastName: 'Rivera',
          streetNumber: '1450',
          streetName: 'Willow Creek',
          streetType: 'Rd',
          unit: 'Apt 2',
          city: 'Riverbend',
          state: 'OR',
          zip: '97401',
          updateIndicator: 'ONE',
          isVerified: 'N',
          phones: [
            {
              eCommunicationDetailId: '300100200-1',
              eCommunicationId: '2',
              phoneNumber: '(555) 010-4821',
              extension: '',
            },
          ],
        };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await expect(
      canvas.getByText(
        'Thank you. Your changes will appear on your account once Member Services has reviewed them.',
      ),
    ).toBeVisible();
  },
};

export const NoPhones: Story = {
  name: 'No phone on file',
  parameters: {
    simulator: {
      state: (state) => {
        const member = state.accounts.sites[riverbendApplicationId]!.members['1001']!;
        member.cellPhones = [];
        member.phoneNumber = '';
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await expect(canvas.getByText(messages.noPhones)).toBeVisible();
  },
};

/** The profile answers after 60 s. */
export const Loading: Story = {
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/300100200/profile', delayMs: 60_000, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-account-profile');
    await expect(await canvas.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent(
      messages.loading,
    );
  },
};

/** The profile cannot be loaded: the catalogue's message and Try again, no form. */
export const Failed: Story = {
  name: 'Profile failed to load',
  parameters: {
    simulator: { faults: [{ method: 'GET', path: '/300100200/profile', status: 500, times: 10 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-account-profile');
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
    await expect(canvas.queryByRole('heading', { name: messages.sections.name })).toBeNull();
  },
};

/** The save fails: the message above the form, the number as typed. */
export const SaveFailed: Story = {
  name: 'Save failed: what was typed is kept',
  parameters: {
    simulator: { faults: [{ method: 'PUT', path: '/300100200/profile', status: 500 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await savePhone(canvas, '9874561230');
    await userEvent.click(
      await canvas.findByRole('button', { name: messages.whichAccounts.updateThisAccount }),
    );
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      errorMessages.generic,
    );
    await expect(canvas.getByDisplayValue('(987) 456-1230')).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow (375 px), editing the phones',
  render: () => (
    <div className={styles.narrow}>
      <coop-account-profile />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await profileCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Phones' }));
    await expect(await canvas.findByRole('group', { name: messages.labels.phoneSlot(3) })).toBeVisible();
  },
};
