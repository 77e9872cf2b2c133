import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../../src/ui/primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../src/ui/primitives/ConfirmDialog/ConfirmDialog.tsx';
import { InfoDialog } from '../../src/ui/primitives/InfoDialog/InfoDialog.tsx';
import { inShadowRoot } from '../support/InShadowRoot.tsx';
import { withinShadowRootOf } from '../support/shadow.ts';

/** The 400 px information and confirm dialogs, and the compact no-bill dialog (spec 02 §9). */
const meta: Meta = {
  title: 'Primitives/Dialogs',
  decorators: [inShadowRoot],
};
export default meta;

type Story = StoryObj;

function Information({ compact }: { readonly compact?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View Bill</Button>
      <InfoDialog
        open={open}
        onOpenChange={setOpen}
        title="Billing Statement"
        {...(compact ? { size: 'compact' as const } : {})}
      >
        The billing statement is not available. Please check back soon.
      </InfoDialog>
    </>
  );
}

export const NoBill: Story = {
  name: 'No bill (400 × 150)',
  render: () => <Information compact />,
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    // Ends on the open dialog, as a designer wants to see it (OK closing it is a browser test's job).
    await expect(
      await root.findByText('The billing statement is not available. Please check back soon.'),
    ).toBeVisible();
    await expect(root.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const Info: Story = {
  name: 'Information (400 px)',
  render: () => <Information />,
};

function Confirmation() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove App</Button>
      <ConfirmDialog
        open={open}
        title="Multi-Factor Authentication"
        message="Are you sure you want to delete this MFA mode?"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

export const Confirm: Story = {
  name: 'Confirm (400 px)',
  render: () => <Confirmation />,
};
