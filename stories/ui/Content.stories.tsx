import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, buttonVariants } from '../../src/ui/primitives/Button/Button.tsx';
import { DetailList } from '../../src/ui/primitives/DetailList/DetailList.tsx';
import { SafeHtml } from '../../src/ui/primitives/SafeHtml/SafeHtml.tsx';
import { Tooltip } from '../../src/ui/primitives/Tooltip/Tooltip.tsx';
import { inShadowRoot } from '../support/InShadowRoot.tsx';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as layout from '../support/story-layout.css.ts';

/** Buttons, detail lists, server HTML and tooltips. */
const meta: Meta = {
  title: 'Primitives/Content',
  decorators: [inShadowRoot],
};
export default meta;

type Story = StoryObj;

export const Buttons: Story = {
  render: () => (
    <div className={layout.row}>
      {buttonVariants.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button loading>Paying</Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
};

export const Details: Story = {
  render: () => (
    <DetailList
      items={[
        { label: 'Account #', value: '300100200' },
        { label: 'Name On Account', value: 'Jordan Rivera' },
        { label: 'Service Address', value: '1418 Cedar Hollow Rd, Riverbend' },
      ]}
    />
  ),
};

export const ServerHtml: Story = {
  name: 'Server HTML (allow-list)',
  render: () => (
    <SafeHtml
      html={
        '<h3>Use of the portal</h3><p>Members agree to <a href="https://example.coop/terms">the terms</a>.</p>' +
        '<form action="https://elsewhere.example"><input type="password"></form><style>p{color:red}</style>' +
        '<img src="https://tracker.example/pixel.gif" alt="pixel"><script>window.hacked = 1</script>'
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(root.getByRole('heading', { name: 'Use of the portal' })).toBeTruthy();
    await expect(root.queryByRole('img')).toBeNull();
    await expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  },
};

export const TooltipStory: Story = {
  name: 'Tooltip',
  render: () => <Tooltip content="ECheck & Credit Card Payment Restricted." label="Payment restrictions" />,
};
