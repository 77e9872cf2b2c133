import { useState } from 'react';
import type { SignedInMember } from '../../api/account-overview.ts';
import { addContact, resendContactCode, verifyContact } from '../../api/manage-contacts.ts';
import {
  CONTACT_CODE_LENGTH,
  CONTACT_EMAIL_MAX_LENGTH,
  type ContactKind,
  type MemberContact,
  validateContactCode,
  validateNewContact,
} from '../../domain/manage-contacts/contacts.ts';
import { manageContactsErrors } from '../../domain/manage-contacts/errors.ts';
import { manageContactsMessages as messages } from '../../domain/manage-contacts/messages.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Dialog } from '../../ui/primitives/Dialog/Dialog.tsx';
import { DigitsField } from '../../ui/primitives/DigitsField/DigitsField.tsx';
import { PhoneField } from '../../ui/primitives/PhoneField/PhoneField.tsx';
import { TextField } from '../../ui/primitives/TextField/TextField.tsx';
import * as styles from './ManageContactsScreen.css.ts';

export interface ContactDialogProps {
  readonly member: SignedInMember;
  readonly kind: ContactKind;
  /** An unconfirmed contact: the dialog opens on its code. Null: a new contact first. */
  readonly pending: MemberContact | null;
  /** The member's contacts, for the new one's rules (no duplicate, at most 5 of a kind). */
  readonly existing: readonly MemberContact[];
  /** The contact was confirmed; the screen says so. */
  readonly onConfirmed: (contact: MemberContact) => void;
  readonly onClose: () => void;
}

/**
 * Adds an email address or a mobile number, then confirms it with the 6-digit code the back office sent
 * it (in the demo, to the outbox); or, for one added earlier, asks for its code.
 */
export function ContactDialog({ member, kind, pending, existing, onConfirmed, onClose }: ContactDialogProps) {
  const [contact, setContact] = useState<MemberContact | null>(pending);
  const title = contact
    ? messages.codeTitle
    : kind === 'email'
      ? messages.addEmailTitle
      : messages.addMobileTitle;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      {contact ? (
        <CodeStep member={member} contact={contact} onConfirmed={onConfirmed} onCancel={onClose} />
      ) : (
        <ValueStep member={member} kind={kind} existing={existing} onAdded={setContact} onCancel={onClose} />
      )}
    </Dialog>
  );
}

interface ValueStepProps {
  readonly member: SignedInMember;
  readonly kind: ContactKind;
  readonly existing: readonly MemberContact[];
  readonly onAdded: (contact: MemberContact) => void;
  readonly onCancel: () => void;
}

function ValueStep({ member, kind, existing, onAdded, onCancel }: ValueStepProps) {
  const { client } = useElementContext();
  const add = useMutation({
    send: (value: string) => addContact(client, member, { kind, value }),
    errors: manageContactsErrors,
    refresh: [queryKeys.memberContacts(member.memberNumber)],
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useDomainForm<{ value: string }>({
    defaultValues: { value: '' },
    validate: ({ value }) => ({ value: validateNewContact(kind, value, existing) }),
    serverErrors: add,
  });
  const submit = handleSubmit(async ({ value }) => {
    const outcome = await add.submit(value.trim());
    if (outcome.status === 'succeeded') onAdded(outcome.result as MemberContact);
  });
  const formError = add.error && Object.keys(add.fieldErrors).length === 0 ? add.error : null;
  return (
    <form className={styles.dialogForm} noValidate onSubmit={(event) => void submit(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      {kind === 'email' ? (
        <TextField
          label={messages.emailLabel}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_EMAIL_MAX_LENGTH}
          error={errors.value?.message}
          {...register('value')}
        />
      ) : (
        <PhoneField
          label={messages.mobileLabel}
          autoComplete="tel-national"
          hint={messages.mobileHint}
          error={errors.value?.message}
          {...register('value')}
        />
      )}
      <div className={styles.dialogActions}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {messages.cancel}
        </Button>
        <Button type="submit" loading={add.pending}>
          {messages.sendCode}
        </Button>
      </div>
    </form>
  );
}

interface CodeStepProps {
  readonly member: SignedInMember;
  readonly contact: MemberContact;
  readonly onConfirmed: (contact: MemberContact) => void;
  readonly onCancel: () => void;
}

function CodeStep({ member, contact, onConfirmed, onCancel }: CodeStepProps) {
  const { client } = useElementContext();
  const contactsKey = queryKeys.memberContacts(member.memberNumber);
  const verify = useMutation({
    send: (code: string) => verifyContact(client, member, contact.contactId, code),
    errors: manageContactsErrors,
    refresh: [contactsKey, queryKeys.memberAlerts(member.memberNumber)],
  });
  const resend = useMutation({
    send: () => resendContactCode(client, member, contact.contactId),
    errors: manageContactsErrors,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useDomainForm<{ code: string }>({
    defaultValues: { code: '' },
    validate: ({ code }) => ({ code: validateContactCode(code) }),
    serverErrors: verify,
  });
  const submit = handleSubmit(async ({ code }) => {
    const outcome = await verify.submit(code.trim());
    if (outcome.status === 'succeeded') onConfirmed(outcome.result as MemberContact);
  });
  const formError = verify.error && Object.keys(verify.fieldErrors).length === 0 ? verify.error : null;
  return (
    <form className={styles.dialogForm} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.dialogText}>{messages.codeSent(contact.value)}</p>
      <div className={styles.statusHolder}>
        {resend.status === 'succeeded' && <Alert tone="info">{messages.codeResent(contact.value)}</Alert>}
      </div>
      {(formError || resend.error) && <Alert tone="error">{formError ?? resend.error}</Alert>}
      <DigitsField
        label={messages.codeLabel}
        maxLength={CONTACT_CODE_LENGTH}
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code')}
      />
      <div className={styles.dialogActions}>
        <Button
          type="button"
          variant="link"
          loading={resend.pending}
          onClick={() => void resend.submit(undefined)}
        >
          {messages.resend}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {messages.cancel}
        </Button>
        <Button type="submit" loading={verify.pending}>
          {messages.confirm}
        </Button>
      </div>
    </form>
  );
}
