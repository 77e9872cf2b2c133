import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider, createStore } from 'jotai';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '../../src/api/api-error.ts';
import { errorMessages, standardErrorCatalogue } from '../../src/domain/error-messages.ts';
import { useQuery } from '../../src/state/useQuery.ts';
import { Alert, alertTones } from '../../src/ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../src/ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../src/ui/primitives/Button/Button.tsx';
import { LoadState } from '../../src/ui/primitives/LoadState/LoadState.tsx';
import { Spinner } from '../../src/ui/primitives/Spinner/Spinner.tsx';
import { inShadowRoot } from '../support/InShadowRoot.tsx';
import { withinShadowRootOf } from '../support/shadow.ts';
import * as layout from '../support/story-layout.css.ts';

/** Alerts, spinners and the load state every screen shows while its data loads, fails or is empty. */
const meta: Meta = {
  title: 'Primitives/Feedback',
  decorators: [inShadowRoot],
};
export default meta;

type Story = StoryObj;

export const Alerts: Story = {
  render: () => (
    <div className={layout.stack}>
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone} onDismiss={() => undefined}>
          A {tone} message from the portal.
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(root.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(alertTones.length);
  },
};

/** Send twice: each answer, the same text included, takes the focus from the button to the message. */
function AnswerAboveAButton() {
  const [answers, setAnswers] = useState(0);
  return (
    <div className={layout.stack}>
      <AnswerHolder focus={answers > 0} answer={answers}>
        {answers > 0 ? <Alert tone="error">{errorMessages.generic}</Alert> : null}
      </AnswerHolder>
      <Button onClick={() => setAnswers((count) => count + 1)}>Submit</Button>
    </div>
  );
}

export const AnswerHolderFocus: Story = {
  render: () => <AnswerAboveAButton />,
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await userEvent.click(root.getByRole('button', { name: 'Submit' }));
    const alert = await root.findByRole('alert');
    // toHaveFocus compares document.activeElement, which is the shadow host.
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')?.matches(':focus')).toBe(true));
  },
};

export const Spinners: Story = {
  render: () => (
    <div className={layout.row}>
      <Spinner size="small" label="Loading your bills" />
      <Spinner label="Loading your bills" />
      <Spinner size="large" label="Loading your bills" />
    </div>
  ),
};

function Bills({ load }: { readonly load: () => Promise<readonly string[]> }) {
  const bills = useQuery(['story', 'bills'], load);
  return (
    <LoadState
      query={bills}
      errors={standardErrorCatalogue}
      loadingLabel="Loading your bills"
      isEmpty={(list) => list.length === 0}
      emptyMessage="There are no bills yet."
    >
      {(list) => (
        <ul>
          {list.map((bill) => (
            <li key={bill}>{bill}</li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}

/** Each story its own page store, so nothing stays cached between them. */
function LoadStateStory({ load }: { readonly load: () => Promise<readonly string[]> }) {
  return (
    <Provider store={createStore()}>
      <Bills load={load} />
    </Provider>
  );
}

export const LoadStateLoading: Story = {
  name: 'Load state: loading',
  render: () => <LoadStateStory load={() => new Promise(() => undefined)} />,
};

export const LoadStateReady: Story = {
  name: 'Load state: content',
  render: () => <LoadStateStory load={async () => ['October 2026', 'September 2026']} />,
};

export const LoadStateEmpty: Story = {
  name: 'Load state: empty',
  render: () => <LoadStateStory load={async () => []} />,
};

export const LoadStateFailed: Story = {
  name: 'Load state: failed, with Try again',
  render: () => (
    <LoadStateStory
      load={async () => {
        throw new ApiError(
          { kind: 'http', status: 503, statusText: 'Service Unavailable', body: undefined },
          'bills',
        );
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const root = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await expect(await root.findByText('503 Service Unavailable')).toBeTruthy();
    await expect(root.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};
