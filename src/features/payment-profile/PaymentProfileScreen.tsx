import { useAtomValue } from 'jotai';
import { Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SignedInMember } from '../../api/account-overview.ts';
import { getStoredMethods, makeDefaultStoredMethod, removeStoredMethod } from '../../api/payment-profile.ts';
import { paymentProfileErrors } from '../../domain/payment-profile/errors.ts';
import { paymentProfileMessages as messages } from '../../domain/payment-profile/messages.ts';
import {
  canBeMadeDefault,
  expiryText,
  isExpired,
  methodLabel,
  methodTitle,
  type StoredMethod,
  walletOrder,
} from '../../domain/payment-profile/wallet.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import {
  ConfirmDialog,
  preloadPaymentProfileDialogs,
  RenameMethodDialog,
} from './payment-profile-dialogs.ts';
import * as styles from './PaymentProfileScreen.css.ts';

/**
 * The wallet (route billpayments/payment-profile): the member's stored cards and bank accounts, shown
 * masked (brand or account type and last 4, expiry, nickname, the default marked, expired cards
 * marked), each named, made the default or removed here. Making one the default and removing one change
 * a payment setup: money mode; a removal is refused by the back office while an auto payment uses the
 * method. New methods are saved on the hosted payment page only.
 */
export function PaymentProfileScreen() {
  const { client } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const methods = useQuery(session ? queryKeys.storedMethods(memberNumber) : null, (signal) =>
    getStoredMethods(client, member, signal),
  );

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <p className={styles.intro}>{messages.intro}</p>
      {session ? (
        <LoadState query={methods} errors={paymentProfileErrors} loadingLabel={messages.loading}>
          {(list) => <Wallet member={member} methods={list} />}
        </LoadState>
      ) : null}
      <p className={styles.note}>{messages.howToAdd}</p>
    </div>
  );
}

interface WalletProps {
  readonly member: SignedInMember;
  readonly methods: readonly StoredMethod[];
}

function Wallet({ member, methods }: WalletProps) {
  const { client } = useElementContext();
  const [renaming, setRenaming] = useState<StoredMethod | null>(null);
  const [removing, setRemoving] = useState<StoredMethod | null>(null);
  const [renamed, setRenamed] = useState(0);
  const key = queryKeys.storedMethods(member.memberNumber);
  const remove = useMutation({
    send: ({ token }: { token: string }, call) => removeStoredMethod(client, member, token, call),
    errors: paymentProfileErrors,
    refresh: [key],
    money: { intent: 'payment-profile.remove', affects: [key] },
    outcomeUnknownMessage: messages.removeOutcomeUnknown,
  });
  const makeDefault = useMutation({
    send: ({ token }: { token: string }, call) => makeDefaultStoredMethod(client, member, token, call),
    errors: paymentProfileErrors,
    refresh: [key],
    money: { intent: 'payment-profile.make-default', affects: [key] },
    outcomeUnknownMessage: messages.makeDefaultOutcomeUnknown,
  });
  // One change at a time: the answer above the list is about the last one.
  const busy = remove.pending || makeDefault.pending;
  const ordered = useMemo(() => walletOrder(methods), [methods]);
  const today = useMemo(() => new Date(), []);

  // A removed method's buttons are gone, and so is the new default's Make default: focus goes to the
  // answer, just above the list.
  const alertHolder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (remove.status === 'succeeded' || remove.error) alertHolder.current?.focus();
  }, [remove.status, remove.error, remove.answerCount]);
  useLayoutEffect(() => {
    if (makeDefault.status === 'succeeded' || makeDefault.status === 'failed' || makeDefault.error) {
      alertHolder.current?.focus();
    }
  }, [makeDefault.status, makeDefault.error, makeDefault.answerCount]);

  async function makeMethodDefault(method: StoredMethod) {
    setRenamed(0);
    remove.reset();
    await makeDefault.submit({ token: method.token });
  }

  async function confirmRemove() {
    if (!removing) return;
    setRenamed(0);
    makeDefault.reset();
    const outcome = await remove.submit({ token: removing.token });
    if (outcome.status === 'busy') return;
    // The dialog closes onto the answer: the method's buttons are gone.
    setRemoving(null);
  }

  const showRemoved = remove.status === 'succeeded' && renamed === 0;
  // The back office answers the method as changed: the success text names it.
  const madeDefault = makeDefault.status === 'succeeded' && renamed === 0 ? makeDefault.result : undefined;
  // A refusal comes on the isDefault field, and this change has no field of its own to show it on.
  const makeDefaultError = makeDefault.error ?? Object.values(makeDefault.fieldErrors)[0] ?? null;
  return (
    <>
      <div ref={alertHolder} tabIndex={-1} className={styles.alertHolder}>
        {remove.error ? (
          <Alert tone={remove.status === 'unknown' ? 'warning' : 'error'}>{remove.error}</Alert>
        ) : null}
        {showRemoved ? <Alert tone="success">{messages.removed}</Alert> : null}
        {makeDefaultError ? (
          <Alert tone={makeDefault.status === 'unknown' ? 'warning' : 'error'}>{makeDefaultError}</Alert>
        ) : null}
        {madeDefault ? <Alert tone="success">{messages.madeDefault(methodLabel(madeDefault))}</Alert> : null}
        {renamed > 0 ? <Alert tone="success">{messages.renamed}</Alert> : null}
      </div>
      {ordered.length === 0 ? (
        <p className={styles.intro}>{messages.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={messages.listLabel}>
          {ordered.map((method) => (
            <MethodCard
              key={method.token}
              method={method}
              today={today}
              busy={busy}
              onMakeDefault={() => void makeMethodDefault(method)}
              onRename={() => {
                preloadPaymentProfileDialogs();
                setRenaming(method);
              }}
              onRemove={() => {
                preloadPaymentProfileDialogs();
                setRemoving(method);
              }}
            />
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {renaming ? (
          <RenameMethodDialog
            member={member}
            method={renaming}
            onRenamed={() => {
              setRenaming(null);
              remove.reset();
              makeDefault.reset();
              setRenamed((count) => count + 1);
              window.setTimeout(() => alertHolder.current?.focus(), 0);
            }}
            onClose={() => setRenaming(null)}
          />
        ) : null}
        {removing ? (
          <ConfirmDialog
            open
            focusOnClose={() => alertHolder.current}
            title={messages.removeTitle}
            message={messages.removeConfirm(methodLabel(removing))}
            confirmLabel={messages.yes}
            cancelLabel={messages.no}
            confirming={remove.pending}
            onConfirm={() => void confirmRemove()}
            onCancel={() => setRemoving(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

interface MethodCardProps {
  readonly method: StoredMethod;
  readonly today: Date;
  /** A change is under way: no other may start. */
  readonly busy: boolean;
  readonly onMakeDefault: () => void;
  readonly onRename: () => void;
  readonly onRemove: () => void;
}

function MethodCard({ method, today, busy, onMakeDefault, onRename, onRemove }: MethodCardProps) {
  const label = methodLabel(method);
  const expiry = expiryText(method);
  const expired = isExpired(method, today);
  return (
    <li className={styles.method} data-method={method.token}>
      <h3 className={styles.methodHeading}>{methodTitle(method)}</h3>
      {method.isDefault || expired ? (
        <div className={styles.markers}>
          {method.isDefault ? <span className={styles.defaultMarker}>{messages.defaultMarker}</span> : null}
          {expired ? <span className={styles.expiredMarker}>{messages.expiredMarker}</span> : null}
        </div>
      ) : null}
      {expiry ? (
        <p className={styles.details} data-part="expiry">
          {expired ? messages.expired(expiry) : messages.expires(expiry)}
        </p>
      ) : null}
      {method.bankName ? (
        <p className={styles.details} data-part="bank">
          {method.bankName}
        </p>
      ) : null}
      {method.autoPayAccounts.length > 0 ? (
        <p className={styles.note} data-part="used-by">
          {messages.usedByAutoPay(method.autoPayAccounts)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {canBeMadeDefault(method, today) ? (
          <Button
            variant="secondary"
            aria-label={messages.makeDefaultLabel(label)}
            disabled={busy}
            onClick={onMakeDefault}
          >
            {messages.makeDefault}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          aria-label={messages.renameLabel(label)}
          aria-haspopup="dialog"
          disabled={busy}
          onPointerEnter={preloadPaymentProfileDialogs}
          onFocus={preloadPaymentProfileDialogs}
          onClick={onRename}
        >
          {messages.rename}
        </Button>
        <Button
          variant="secondary"
          aria-label={messages.removeLabel(label)}
          aria-haspopup="dialog"
          disabled={busy}
          onPointerEnter={preloadPaymentProfileDialogs}
          onFocus={preloadPaymentProfileDialogs}
          onClick={onRemove}
        >
          {messages.remove}
        </Button>
      </div>
    </li>
  );
}
