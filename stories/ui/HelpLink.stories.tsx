import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { draftPaymentsMessages } from '../../src/domain/draft-payments/messages.ts';
import { operationRoundupMessages } from '../../src/domain/operation-roundup/messages.ts';
import { HelpLink } from '../../src/ui/help/HelpLink.tsx';
import { lazyComponent } from '../../src/ui/lazy-component.ts';
import { inShadowRoot } from '../support/InShadowRoot.tsx';
import { withinShadowRootOf } from '../support/shadow.ts';

// The help dialog as an area has it: code of its own, loaded on intent.
const infoDialog = lazyComponent(() =>
  import('../../src/ui/primitives/InfoDialog/InfoDialog.tsx').then((module) => module.InfoDialog),
);
const InfoDialog = infoDialog.Component;

interface HelpArgs {
  /** The link's words. */
  link: string;
  /** The dialog's title. */
  title: string;
  /** The dialog's paragraphs. */
  text: readonly string[];
}

/** A screen's help link: the Draft Payments and Operation RoundUp titles have one. */
const meta = {
  title: 'Shared/Help link',
  decorators: [inShadowRoot],
  args: {
    link: draftPaymentsMessages.help.link,
    title: draftPaymentsMessages.help.title,
    text: draftPaymentsMessages.help.text,
  },
  render: ({ link, title, text }) => (
    <HelpLink
      preload={infoDialog.preload}
      dialog={(help) => (
        <InfoDialog {...help} title={title}>
          {text.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </InfoDialog>
      )}
    >
      {link}
    </HelpLink>
  ),
} satisfies Meta<HelpArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link alone, as the screen shows it. */
export const Closed: Story = {
  name: 'The link',
};

/** Pressed: the help dialog, loaded on intent. */
export const Open: Story = {
  name: 'The help dialog (Draft Payments)',
  play: async ({ canvasElement, args }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await userEvent.click(canvas.getByRole('button', { name: args.link }));
    await expect(await canvas.findByRole('dialog', { name: args.title })).toBeVisible();
  },
};

/** Operation RoundUp's words. */
export const Roundup: Story = {
  name: 'The help dialog (Operation RoundUp)',
  args: {
    link: operationRoundupMessages.help,
    title: operationRoundupMessages.title,
    text: operationRoundupMessages.helpText,
  },
  play: Open.play,
};
