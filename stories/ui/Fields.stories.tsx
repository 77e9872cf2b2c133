import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { expect } from 'storybook/test';
import { passwordMessages } from '../../src/domain/password/messages.ts';
import { quickPayMessages } from '../../src/domain/quick-pay/messages.ts';
import { registrationMessages } from '../../src/domain/registration/messages.ts';
import { serviceRequestsMessages } from '../../src/domain/service-requests/messages.ts';
import { CheckboxField } from '../../src/ui/primitives/CheckboxField/CheckboxField.tsx';
import { DateField } from '../../src/ui/primitives/DateField/DateField.tsx';
import { DigitsField } from '../../src/ui/primitives/DigitsField/DigitsField.tsx';
import { MoneyField } from '../../src/ui/primitives/MoneyField/MoneyField.tsx';
import { PasswordField } from '../../src/ui/primitives/PasswordField/PasswordField.tsx';
import { PasswordPair } from '../../src/ui/primitives/PasswordPair/PasswordPair.tsx';
import { PhoneField } from '../../src/ui/primitives/PhoneField/PhoneField.tsx';
import { SelectField } from '../../src/ui/primitives/SelectField/SelectField.tsx';
import { SearchField } from '../../src/ui/primitives/SearchField/SearchField.tsx';
import { SubmitWhenComplete } from '../../src/ui/primitives/SubmitWhenComplete/SubmitWhenComplete.tsx';
import { TextAreaField } from '../../src/ui/primitives/TextAreaField/TextAreaField.tsx';
import { TextField } from '../../src/ui/primitives/TextField/TextField.tsx';
import { enterValue } from '../support/fields.ts';
import { inShadowRoot } from '../support/InShadowRoot.tsx';
import * as styles from './Fields.css.ts';
import { withinShadowRootOf } from '../support/shadow.ts';

const accountStep = quickPayMessages.accountStep;
const labels = registrationMessages.labels;
const errors = registrationMessages.errors;

/** The states every field is shown in, one under the other, as a designer reviews them. */
const states = ['empty', 'hint', 'error', 'disabled', 'required'] as const;
type FieldState = (typeof states)[number];

interface StateProps {
  readonly hint?: string;
  readonly error?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
}

function stateProps(state: FieldState, hint: string, error: string): StateProps {
  switch (state) {
    case 'hint':
      return { hint };
    case 'error':
      return { hint, error };
    case 'disabled':
      return { disabled: true };
    case 'required':
      return { required: true };
    default:
      return {};
  }
}

function EveryState({ children }: { readonly children: (state: FieldState) => ReactNode }) {
  return (
    <form noValidate className={styles.states}>
      {states.map((state) => (
        <div key={state} data-state={state}>
          {children(state)}
        </div>
      ))}
    </form>
  );
}

const meta = {
  title: 'Primitives/Fields',
  decorators: [inShadowRoot],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  render: () => (
    <EveryState>
      {(state) => (
        <TextField
          label={labels.username}
          autoComplete="username"
          {...stateProps(state, registrationMessages.hints.usernameRules, errors.usernameRequired)}
        />
      )}
    </EveryState>
  ),
};

/** The search box of the account lists (the switcher's search, Pay Multiple Accounts, Auto Payments, tables). */
export const Search: Story = {
  render: () => <SearchField label="Account number or address" defaultValue="Pine" />,
};

export const Select: Story = {
  render: () => (
    <EveryState>
      {(state) => (
        <SelectField
          label={labels.securityQuestion}
          placeholder={labels.securityQuestionPlaceholder}
          options={[
            { value: '1', label: 'What was the name of your first pet?' },
            { value: '2', label: 'In what city were you born?' },
          ]}
          {...stateProps(state, labels.securityQuestionPlaceholder, errors.securityQuestionRequired)}
        />
      )}
    </EveryState>
  ),
};

export const Checkbox: Story = {
  render: () => (
    <EveryState>
      {(state) => (
        <CheckboxField
          label={labels.paperlessBilling}
          {...stateProps(state, labels.paperlessBilling, errors.paperlessConfirmationRequired)}
        />
      )}
    </EveryState>
  ),
};

/** Comments and remarks: taller as the member drags its corner, never below its rows. */
export const TextArea: Story = {
  render: () => (
    <EveryState>
      {(state) => (
        <TextAreaField
          label={serviceRequestsMessages.form.comments}
          maxLength={400}
          {...stateProps(
            state,
            serviceRequestsMessages.form.commentsLeft(400),
            serviceRequestsMessages.validation.commentsTooLong,
          )}
        />
      )}
    </EveryState>
  ),
};

/** A form's Submit, disabled until the form is complete, with what is missing said beside it; then ready. */
export const SubmitOnceComplete: Story = {
  render: () => (
    <div className={styles.states}>
      <form noValidate data-state="incomplete">
        <SubmitWhenComplete incomplete={serviceRequestsMessages.form.incomplete} loading={false}>
          {serviceRequestsMessages.form.submit}
        </SubmitWhenComplete>
      </form>
      <form noValidate data-state="complete">
        <SubmitWhenComplete incomplete={null} loading={false}>
          {serviceRequestsMessages.form.submit}
        </SubmitWhenComplete>
      </form>
    </div>
  ),
};

/** Digits only: letters are blocked, and a paste keeps its digits (try '48-21'). */
export const Digits: Story = {
  render: () => (
    <EveryState>
      {(state) => (
        <DigitsField
          label={accountStep.phoneLastFourLabel}
          prefix={accountStep.phoneLastFourPrefix}
          maxLength={4}
          {...stateProps(state, accountStep.phoneLastFourHint, accountStep.phoneLastFourRequired)}
        />
      )}
    </EveryState>
  ),
};

/** A US phone written (ddd) ddd-dddd as the member types. */
export const Phone: Story = {
  render: () => (
    <EveryState>
      {(state) => (
        <PhoneField
          label={labels.userProvidedPhone}
          {...stateProps(state, labels.userProvidedIntro, errors.userProvidedPhoneInvalid)}
        />
      )}
    </EveryState>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    const [empty] = canvas.getAllByLabelText(labels.userProvidedPhone);
    await enterValue(empty!, '5550109090');
    await expect(empty).toHaveValue('(555) 010-9090');
  },
};

export const Money: Story = {
  render: () => (
    <EveryState>
      {(state) => (
        <MoneyField
          label={quickPayMessages.payStep.paymentAmountLabel}
          {...stateProps(state, quickPayMessages.payStep.gatewayNotice, accountStep.accountNumberRequired)}
        />
      )}
    </EveryState>
  ),
};

export const CalendarDate: Story = {
  render: () => (
    <EveryState>
      {(state) => (
        <DateField
          label="Expiration Date"
          min="2026-01-01"
          max="2121-12-31"
          {...stateProps(state, 'mm/dd/yyyy', 'You cannot use an expiration date in the past.')}
        />
      )}
    </EveryState>
  ),
};

export const Password: Story = {
  render: () => (
    <EveryState>
      {(state) => (
        <PasswordField
          label={labels.password}
          autoComplete="current-password"
          {...stateProps(
            state,
            passwordMessages.rules.passwordRuleText,
            passwordMessages.rules.passwordRequired,
          )}
        />
      )}
    </EveryState>
  ),
};

function PasswordPairForm({ withErrors }: { readonly withErrors: boolean }) {
  const { register } = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  return (
    <form noValidate className={styles.states}>
      <PasswordPair
        newPasswordLabel={passwordMessages.reset.newPasswordLabel}
        confirmPasswordLabel={passwordMessages.reset.confirmPasswordLabel}
        newPassword={register('password')}
        confirmPassword={register('confirmPassword')}
        newPasswordError={withErrors ? passwordMessages.rules.passwordRequired : undefined}
        confirmPasswordError={withErrors ? passwordMessages.rules.confirmPasswordRequired : undefined}
      />
    </form>
  );
}

/** New password, its rule text and strength, and the confirmation (registration, reset). */
export const NewPasswordPair: Story = {
  render: () => <PasswordPairForm withErrors={false} />,
  play: async ({ canvasElement }) => {
    const canvas = await withinShadowRootOf(canvasElement, 'coop-story-host');
    await enterValue(canvas.getByLabelText(passwordMessages.reset.newPasswordLabel), 'Sunrise#26');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Good');
  },
};

export const NewPasswordPairWithErrors: Story = {
  render: () => <PasswordPairForm withErrors />,
};
