import { Suspense, useMemo, useState } from 'react';
import { getContacts, removeContact } from '../../api/manage-contacts.ts';
import {
  canAddContact,
  canRemoveContact,
  type ContactKind,
  contactsOfKind,
  type MemberContact,
} from '../../domain/manage-contacts/contacts.ts';
import { manageContactsErrors } from '../../domain/manage-contacts/errors.ts';
import { manageContactsMessages as messages } from '../../domain/manage-contacts/messages.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { AnswerHolder } from '../../ui/primitives/AnswerHolder/AnswerHolder.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { ContactDialog, preloadContactDialogs, RemoveContactDialog } from './contact-dialogs.ts';
import * as styles from './ManageContactsScreen.css.ts';

/**
 * The member's email addresses and mobile numbers: each with its status, a code to enter for a new one,
 * and Remove (not for the sign-in email); adding one sends it a 6-digit code.
 */
export function ManageContactsScreen() {
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={manageContactsErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
      >
        {({ context }) => <ManageContactsContent context={context} />}
      </AccountFrame>
    </div>
  );
}

type Opened =
  | { readonly dialog: 'add'; readonly kind: ContactKind; readonly pending: MemberContact | null }
  | { readonly dialog: 'remove'; readonly contact: MemberContact }
  | null;

function ManageContactsContent({ context }: { readonly context: AccountContext }) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const contacts = useQuery(queryKeys.memberContacts(memberNumber), (signal) =>
    getContacts(client, member, signal),
  );
  const [opened, setOpened] = useState<Opened>(null);
  // What happened, its text read at each render.
  const [notice, setNotice] = useState<{
    readonly kind: 'contactRemoved' | 'contactConfirmed';
    readonly value: string;
  } | null>(null);
  const remove = useMutation({
    send: (contact: MemberContact) => removeContact(client, member, contact.contactId),
    errors: manageContactsErrors,
    refresh: [queryKeys.memberContacts(memberNumber), queryKeys.memberAlerts(memberNumber)],
  });

  const confirmRemoval = async (contact: MemberContact) => {
    const outcome = await remove.submit(contact);
    setOpened(null);
    if (outcome.status === 'succeeded') setNotice({ kind: 'contactRemoved', value: contact.value });
  };

  return (
    <>
      <p className={styles.intro}>
        {messages.intro} <RouteLink to="manage-notifications">{messages.manageAlerts}</RouteLink>
      </p>
      <div className={styles.statusHolder}>
        {notice && <Alert tone="success">{messages[notice.kind](notice.value)}</Alert>}
      </div>
      <AnswerHolder focus={remove.error !== null} answer={remove.answerCount}>
        {remove.error && <Alert tone="error">{remove.error}</Alert>}
      </AnswerHolder>
      <LoadState query={contacts} errors={manageContactsErrors} loadingLabel={messages.loading}>
        {(data) => (
          <div className={styles.lists}>
            {(['email', 'mobile'] as const).map((kind) => (
              <ContactList
                key={kind}
                kind={kind}
                contacts={data.contacts}
                onAdd={() => {
                  setNotice(null);
                  remove.reset();
                  setOpened({ dialog: 'add', kind, pending: null });
                }}
                onEnterCode={(contact) => {
                  setNotice(null);
                  setOpened({ dialog: 'add', kind, pending: contact });
                }}
                onRemove={(contact) => {
                  setNotice(null);
                  remove.reset();
                  setOpened({ dialog: 'remove', contact });
                }}
              />
            ))}
            <Suspense fallback={null}>
              {opened?.dialog === 'add' && (
                <ContactDialog
                  member={member}
                  kind={opened.kind}
                  pending={opened.pending}
                  existing={data.contacts}
                  onConfirmed={(contact) => {
                    setOpened(null);
                    setNotice({ kind: 'contactConfirmed', value: contact.value });
                  }}
                  onClose={() => setOpened(null)}
                />
              )}
              {opened?.dialog === 'remove' && (
                <RemoveContactDialog
                  value={opened.contact.value}
                  removing={remove.pending}
                  onConfirm={() => void confirmRemoval(opened.contact)}
                  onCancel={() => setOpened(null)}
                />
              )}
            </Suspense>
          </div>
        )}
      </LoadState>
    </>
  );
}

interface ContactListProps {
  readonly kind: ContactKind;
  readonly contacts: readonly MemberContact[];
  readonly onAdd: () => void;
  readonly onEnterCode: (contact: MemberContact) => void;
  readonly onRemove: (contact: MemberContact) => void;
}

function ContactList({ kind, contacts, onAdd, onEnterCode, onRemove }: ContactListProps) {
  const shown = contactsOfKind(contacts, kind);
  const headingId = `contacts-${kind}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-contacts={kind}>
      <h3 id={headingId} className={styles.cardHeading}>
        {kind === 'email' ? messages.emailsHeading : messages.mobilesHeading}
      </h3>
      {shown.length === 0 ? (
        <p className={styles.empty}>{kind === 'email' ? messages.noEmails : messages.noMobiles}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((contact) => (
            <li key={contact.contactId} className={styles.item} data-contact-id={contact.contactId}>
              <div className={styles.itemText}>
                <span className={styles.value}>{contact.value}</span>
                <span className={contact.verified ? styles.badgeConfirmed : styles.badgePending}>
                  {contact.isSignInEmail
                    ? messages.signInEmail
                    : contact.verified
                      ? messages.confirmed
                      : messages.unconfirmed}
                </span>
                {contact.isSignInEmail && <span className={styles.note}>{messages.signInEmailNote}</span>}
              </div>
              <div className={styles.itemActions}>
                {!contact.verified && (
                  <Button
                    variant="secondary"
                    aria-label={messages.enterCodeFor(contact.value)}
                    onPointerEnter={preloadContactDialogs}
                    onFocus={preloadContactDialogs}
                    onClick={() => onEnterCode(contact)}
                  >
                    {messages.enterCode}
                  </Button>
                )}
                {canRemoveContact(contact) && (
                  <Button
                    variant="link"
                    aria-label={messages.removeContact(contact.value)}
                    onPointerEnter={preloadContactDialogs}
                    onFocus={preloadContactDialogs}
                    onClick={() => onRemove(contact)}
                  >
                    {messages.remove}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canAddContact(contacts, kind) && (
        <div>
          <Button
            variant="secondary"
            onPointerEnter={preloadContactDialogs}
            onFocus={preloadContactDialogs}
            onClick={onAdd}
          >
            {kind === 'email' ? messages.addEmail : messages.addMobile}
          </Button>
        </div>
      )}
    </section>
  );
}
