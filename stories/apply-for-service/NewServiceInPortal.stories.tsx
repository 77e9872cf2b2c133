import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { applyForServiceMessages as messages } from '../../src/domain/apply-for-service/messages.ts';
import { atRoute } from '../support/member-session.ts';
import { withinShadowRootOf } from '../support/shadow.ts';
import '../../widgets/coop-portal.ts';

/** The home page's tile leads a visitor here when the site has account types (spec 01 §2.6). */
const meta = {
  title: 'Apply for service/New Service (portal)',
  render: () => <coop-portal />,
  parameters: { layout: 'fullscreen' },
  beforeEach: atRoute('service-type/select-service-type'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  name: 'Start, stop or move',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await expect(
      await canvas.findByRole('heading', { name: messages.selectTitle }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: messages.requestTypes.move })).not.toBeChecked();
  },
};

export const ChoiceErrors: Story = {
  name: 'Continue without a choice',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await userEvent.click(await canvas.findByRole('button', { name: messages.continue }, { timeout: 8000 }));
    await expect(await canvas.findByText(messages.validation.requestTypeRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.accountTypeRequired)).toBeVisible();
  },
};

export const Continued: Story = {
  name: 'Continue to the application (move, water)',
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-portal');
    await userEvent.click(
      await canvas.findByRole('radio', { name: messages.requestTypes.move }, { timeout: 8000 }),
    );
    await userEvent.selectOptions(canvas.getByLabelText(messages.accountType), 'Water');
    await userEvent.click(canvas.getByRole('button', { name: messages.continue }));
    await expect(
      await canvas.findByRole('heading', { name: messages.title }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await canvas.findByLabelText(messages.previousAddress)).toBeVisible();
  },
};
