import { useLayoutEffect, useMemo, useRef } from 'react';
import { getScheduledPayments, updateScheduledPayments } from '../../api/scheduled-payments.ts';
import { scheduledPaymentsErrors } from '../../domain/scheduled-payments/errors.ts';
import { scheduledPaymentsMessages as messages } from '../../domain/scheduled-payments/messages.ts';
import { accountArea } from '../../state/query-keys.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './ScheduledPaymentsScreen.css.ts';

/** The area's keys under the account: a change to its note loads them again. */
const scheduledPaymentsKeys = accountArea('scheduled-payments');

interface NoteForm {
  note: string;
}

/** The Scheduled Payments of the account the member is looking at: its note, and a form to change it. */
export function ScheduledPaymentsScreen() {
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={scheduledPaymentsErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
      >
        {({ context, info }) => (
          <ScheduledPaymentsContent context={context} accountNumber={info.accountNumber} />
        )}
      </AccountFrame>
    </div>
  );
}

interface ScheduledPaymentsContentProps {
  readonly context: AccountContext;
  readonly accountNumber: string;
}

function ScheduledPaymentsContent({ context, accountNumber }: ScheduledPaymentsContentProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const account = useMemo(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  const current = useQuery(scheduledPaymentsKeys(memberNumber, accountNumber), (signal) =>
    getScheduledPayments(client, account, signal),
  );
  const save = useMutation({
    send: (change: NoteForm, call) => updateScheduledPayments(client, account, change, call),
    errors: scheduledPaymentsErrors,
    refresh: [scheduledPaymentsKeys(memberNumber, accountNumber)],
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useDomainForm<NoteForm>({ defaultValues: { note: '' }, serverErrors: save });

  // Focus was on Save, disabled while busy: it goes to the answer, just above the form. Each answer
  // counts, so the same message twice takes focus twice.
  const alertHolder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (save.error) alertHolder.current?.focus();
  }, [save.error, save.answerCount]);

  const submit = handleSubmit(async (change) => {
    const outcome = await save.submit(change);
    if (outcome.status === 'succeeded') reset();
  });

  return (
    <>
      <LoadState query={current} errors={scheduledPaymentsErrors} loadingLabel={messages.loading}>
        {({ note }) => <DetailList items={[{ label: messages.note, value: note || messages.noNote }]} />}
      </LoadState>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div ref={alertHolder} tabIndex={-1} className={styles.alertHolder}>
          {save.error && <Alert tone="error">{save.error}</Alert>}
          {save.status === 'succeeded' && <Alert tone="success">{messages.saved}</Alert>}
        </div>
        <TextField label={messages.newNote} error={errors.note?.message} {...register('note')} />
        <div className={styles.actions}>
          <Button type="submit" loading={save.pending}>
            {messages.save}
          </Button>
        </div>
      </form>
    </>
  );
}
