import type { AutoPayAccount } from '../../api/schemas/auto-pay.ts';
import {
  defaultEnrolChoice,
  type EnrolChoice,
  type EnrolIntent,
  enrolIntent,
  enrolOptions,
  validateEnrolChoice,
} from '../../domain/auto-pay/enrolment.ts';
import { autoPayMessages as messages } from '../../domain/auto-pay/messages.ts';
import type { StoredMethod } from '../../domain/payment-profile/wallet.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Dialog } from '../../ui/primitives/Dialog/Dialog.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import * as styles from './AutoPayScreen.css.ts';

export interface EnrolAutoPayDialogProps {
  readonly account: AutoPayAccount;
  readonly methods: readonly StoredMethod[];
  readonly today: Date;
  /** The enrolment is under way, or the page leaves for the hosted page: nothing more may be sent. */
  readonly busy: boolean;
  /** The enrolment's refusal, shown here while the dialog is open. */
  readonly failure: string | null;
  /** A problem of the hand-off itself (a payment page address that is not allowed). */
  readonly handOffError: string | null;
  readonly onSubmit: (intent: EnrolIntent) => void;
  readonly onClose: () => void;
}

/**
 * Chooses what pays the account's auto payment: a stored method (set up by one call with its token, no
 * hosted page), or a new card or bank account (entered on the hosted payment page). Expired cards are
 * listed apart and cannot be chosen.
 */
export function EnrolAutoPayDialog({
  account,
  methods,
  today,
  busy,
  failure,
  handOffError,
  onSubmit,
  onClose,
}: EnrolAutoPayDialogProps) {
  const options = enrolOptions(account, methods, today);
  const choices = options.filter((option) => !option.disabled);
  const expired = options.filter((option) => option.disabled);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useDomainForm<{ choice: EnrolChoice | '' }>({
    defaultValues: { choice: defaultEnrolChoice(options) },
    validate: validateEnrolChoice,
  });
  const choice = watch('choice');
  const hosted = choice === 'new:cc' || choice === 'new:echeck';
  const submit = handleSubmit(({ choice: chosen }) => {
    if (chosen === '' || busy) return;
    onSubmit(enrolIntent(account.accountNumber, chosen));
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={messages.enrolTitle(account.accountNumber)}
      description={account.serviceAddress}
    >
      <form className={styles.dialogForm} noValidate onSubmit={(event) => void submit(event)}>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {handOffError ? <Alert tone="error">{handOffError}</Alert> : null}
        <RadioGroupField
          legend={messages.methodLegend}
          choices={choices.map(({ value, label }) => ({ value, label }))}
          registration={register('choice')}
          error={errors.choice?.message}
        />
        {expired.length > 0 ? (
          <ul className={styles.note} data-part="expired-methods">
            {expired.map((option) => (
              <li key={option.value}>{option.label}</li>
            ))}
          </ul>
        ) : null}
        {hosted ? <p className={styles.note}>{messages.hostedNote}</p> : null}
        <div className={styles.dialogActions}>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {hosted ? messages.continueToPage : messages.confirmEnrol}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
