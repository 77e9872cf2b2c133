import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Stepper } from '../../src/ui/primitives/Stepper/Stepper.tsx';
import { Tabs } from '../../src/ui/primitives/Tabs/Tabs.tsx';
import { Tiles } from '../../src/ui/primitives/Tiles/Tiles.tsx';
import { inShadowRoot } from '../support/InShadowRoot.tsx';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as layout from '../support/story-layout.css.ts';

/** The primitives that move a member around: tabs, the stepper of multi-step flows, and tiles. */
const meta: Meta = {
  title: 'Primitives/Navigation',
  decorators: [inShadowRoot],
};
export default meta;

type Story = StoryObj;

const sections = ['Account', 'Usage', 'Billing', 'Documents'];

export const TabsStory: Story = {
  name: 'Tabs',
  render: () => (
    <Tabs.Root defaultValue="Account">
      <Tabs.List aria-label="Account sections">
        {sections.map((section) => (
          <Tabs.Trigger key={section} value={section}>
            {section}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Content key={section} value={section}>
          {section} details
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await userEvent.click(root.getByRole('tab', { name: 'Billing' }));
    await expect(root.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const StepperStory: Story = {
  name: 'Stepper',
  render: () => (
    <div className={layout.stack}>
      <Stepper steps={['Account', 'Verify', 'Pay']} current={0} />
      <Stepper steps={['Account', 'Verify', 'Pay']} current={1} />
      <Stepper steps={['Account', 'Verify', 'Pay']} current={2} />
    </div>
  ),
};

export const TilesStory: Story = {
  name: 'Tiles',
  render: () => (
    <Tiles
      items={[
        {
          id: 'outage-map',
          title: 'Outage Map',
          description: 'See where crews are working and when power is expected back.',
          link: { kind: 'external', href: 'https://example.coop/outage-map' },
        },
        {
          id: 'rates',
          title: 'Rates',
          description: 'The rate schedule of every service the cooperative offers.',
          link: { kind: 'external', href: 'https://example.coop/rates' },
        },
        {
          id: 'notice',
          title: 'Annual Meeting',
          description: 'Members meet on the first Saturday of June.',
          link: null,
        },
      ]}
    />
  ),
};
