import { useAtomValue } from 'jotai';
import { Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SignedInMember } from '../../api/account-overview.ts';
import { enrolAutoPay, getAutoPayAccounts, initiateAutoPay, removeAutoPay } from '../../api/auto-pay.ts';
import { getStoredMethods } from '../../api/payment-profile.ts';
import type { AutoPayAccount, AutoPayAccounts, AutoPayInitiation } from '../../api/schemas/auto-pay.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import {
  autoPayCallbackUrls,
  autoPayHostedFormFields,
  type EnrolIntent,
  isEnrolledReturn,
} from '../../domain/auto-pay/enrolment.ts';
import { autoPayCardsQuery } from '../../domain/auto-pay/card-list.ts';
import { autoPayErrors } from '../../domain/auto-pay/errors.ts';
import { autoPayMessages as messages } from '../../domain/auto-pay/messages.ts';
import { errorMessages } from '../../domain/error-messages.ts';
import type { StoredMethod } from '../../domain/payment-profile/wallet.ts';
import { combineQueries } from '../../state/combine-queries.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useFeatureGate } from '../../ui/navigation/useFeatureGate.ts';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { usePaymentSubmission } from '../../ui/payment/usePaymentSubmission.ts';
import { ConfirmDialog, EnrolAutoPayDialog, preloadAutoPayDialogs } from './auto-pay-dialogs.ts';
import { AutoPayCardList } from './AutoPayCardList.tsx';
import * as styles from './AutoPayScreen.css.ts';

/** The query of the page itself: the hosted page returns there, outside the portal's route. */
function pageQuery(host: HTMLElement): URLSearchParams {
  return new URLSearchParams(host.ownerDocument.location.search);
}

/**
 * Auto payments (route billpayments/auto-pay), behind the site's Autopay feature (spec 01 §2.3; with it
 * off the member goes to the account overview): every account of the member with its registered auto
 * payment (ECHECK or CHARGE, spec 02 §7) or what keeps it from enrolling. An account enrols with a
 * stored method by one call carrying its token, or with a new card or bank account on the hosted
 * payment page; an auto payment is removed after a confirmation. Every change is in money mode.
 */
export function AutoPayScreen() {
  const { client, host } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const { site, featureOn } = useFeatureGate('Autopay');
  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const loading = Boolean(session && featureOn);
  // The first cards, unsearched: the list asks the same (one request) and the screen's empty state and
  // hosted page's card types come from it.
  const firstCards = autoPayCardsQuery('', 0);
  const accounts = useQuery(
    loading ? queryKeys.autoPayPage(memberNumber, { ...firstCards }) : null,
    (signal) => getAutoPayAccounts(client, member, { query: firstCards, signal }),
  );
  const methods = useQuery(loading ? queryKeys.storedMethods(memberNumber) : null, (signal) =>
    getStoredMethods(client, member, signal),
  );
  const routeQuery = useRouteQuery();
  const returned = isEnrolledReturn(routeQuery.get('statuscode') ?? pageQuery(host).get('statuscode'));

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <p className={styles.intro}>{messages.intro}</p>
      {session && featureOn !== false ? (
        <LoadState
          query={combineQueries<[SiteConfiguration, AutoPayAccounts, readonly StoredMethod[]]>(
            site,
            accounts,
            methods,
          )}
          errors={autoPayErrors}
          loadingLabel={messages.loading}
          isEmpty={([, data]) => data.totalRecords === 0}
          emptyMessage={messages.noAccounts}
        >
          {([, data, stored]) => (
            <AutoPayList member={member} data={data} methods={stored} returned={returned} />
          )}
        </LoadState>
      ) : null}
    </div>
  );
}

interface AutoPayListProps {
  readonly member: SignedInMember;
  readonly data: AutoPayAccounts;
  readonly methods: readonly StoredMethod[];
  readonly returned: boolean;
}

type EnrolResult =
  { readonly kind: 'stored' } | { readonly kind: 'hosted'; readonly initiation: AutoPayInitiation };

function AutoPayList({ member, data, methods, returned }: AutoPayListProps) {
  const { client, config } = useElementContext();
  const [enrolling, setEnrolling] = useState<AutoPayAccount | null>(null);
  const [removing, setRemoving] = useState<AutoPayAccount | null>(null);
  const [lastChange, setLastChange] = useState<'enrol' | 'remove' | null>(null);
  // The answer and the hand-off failure are kept as what happened, their texts read at each render.
  const [answer, setAnswer] = useState<{
    readonly kind: 'enrolled' | 'removed';
    readonly accountNumber: string;
  } | null>(null);
  const today = useMemo(() => new Date(), []);
  const listKey = queryKeys.autoPayAccounts(member.memberNumber);
  const methodsKey = queryKeys.storedMethods(member.memberNumber);
  const accountKeys = (accountNumber: string) => [
    listKey,
    methodsKey,
    queryKeys.account(member.memberNumber, accountNumber),
  ];

  const enrol = usePaymentSubmission({
    send: async (intent: EnrolIntent, call): Promise<EnrolResult> => {
      if (intent.kind === 'stored') {
        await enrolAutoPay(client, member, intent.accountNumber, intent.methodToken, call);
        return { kind: 'stored' };
      }
      const initiation = await initiateAutoPay(
        client,
        member,
        intent.accountNumber,
        intent.paymentType,
        call,
      );
      return { kind: 'hosted', initiation };
    },
    errors: autoPayErrors,
    refresh: (result, intent) => (result.kind === 'stored' ? accountKeys(intent.accountNumber) : []),
    money: { intent: 'auto-pay.enrol', affects: (intent) => accountKeys(intent.accountNumber) },
    outcomeUnknownMessage: messages.enrolOutcomeUnknown,
  });
  const { handOff } = enrol;
  const remove = useMutation({
    send: ({ accountNumber }: { accountNumber: string }, call) =>
      removeAutoPay(client, member, accountNumber, call),
    errors: autoPayErrors,
    refresh: (_result, { accountNumber }) => accountKeys(accountNumber),
    money: { intent: 'auto-pay.remove', affects: ({ accountNumber }) => accountKeys(accountNumber) },
    outcomeUnknownMessage: messages.removeOutcomeUnknown,
  });

  // The pressed button may be gone once the list loads again: focus goes to the answer, above it.
  const alertHolder = useRef<HTMLDivElement>(null);
  const focusAnswer = () => window.setTimeout(() => alertHolder.current?.focus(), 0);
  useLayoutEffect(() => {
    if (answer || remove.error || (lastChange === 'enrol' && enrol.phase === 'unknown')) {
      alertHolder.current?.focus();
    }
  }, [answer, remove.error, remove.answerCount, enrol.phase, enrol.answerCount, lastChange]);

  const goToHostedPage = (initiation: AutoPayInitiation, intent: EnrolIntent & { kind: 'hosted' }) => {
    const page = handOff.page();
    const callbacks = autoPayCallbackUrls(config.apiBase, page.address, page.origin);
    handOff.post(
      initiation.actionUrl,
      autoPayHostedFormFields({
        initiation,
        accountNumber: intent.accountNumber,
        paymentType: intent.paymentType,
        acceptedCardTypes: data.acceptedCardTypes,
        returnUrl: callbacks.success,
        cancelUrl: callbacks.cancel,
      }),
    );
  };

  async function submitEnrol(intent: EnrolIntent) {
    if (enrol.busy) return;
    handOff.clearRefusal();
    setLastChange('enrol');
    remove.reset();
    setAnswer(null);
    const outcome = await enrol.pay(intent);
    if (outcome.status === 'busy' || outcome.status === 'held' || outcome.status === 'failed') return;
    if (outcome.status === 'succeeded' && outcome.result.kind === 'hosted' && intent.kind === 'hosted') {
      goToHostedPage(outcome.result.initiation, intent);
      return;
    }
    setEnrolling(null);
    if (outcome.status === 'succeeded') setAnswer({ kind: 'enrolled', accountNumber: intent.accountNumber });
    focusAnswer();
  }

  async function confirmRemove() {
    if (!removing) return;
    setLastChange('remove');
    enrol.edit();
    setAnswer(null);
    const { accountNumber } = removing;
    const outcome = await remove.submit({ accountNumber });
    if (outcome.status === 'busy') return;
    setRemoving(null);
    if (outcome.status === 'succeeded') setAnswer({ kind: 'removed', accountNumber });
    focusAnswer();
  }

  const unknown =
    lastChange === 'enrol' && enrol.phase === 'unknown'
      ? enrol.error
      : lastChange === 'remove' && remove.status === 'unknown'
        ? remove.error
        : null;
  const removeFailure = lastChange === 'remove' && remove.status === 'failed' ? remove.error : null;
  const busy = enrol.busy || remove.pending;

  return (
    <>
      <div ref={alertHolder} tabIndex={-1} className={styles.alertHolder}>
        {returned && lastChange === null ? <Alert tone="success">{messages.returned}</Alert> : null}
        {unknown ? <Alert tone="warning">{unknown}</Alert> : null}
        {removeFailure ? <Alert tone="error">{removeFailure}</Alert> : null}
        {answer ? <Alert tone="success">{messages[answer.kind](answer.accountNumber)}</Alert> : null}
      </div>
      <AutoPayCardList
        member={member}
        first={data}
        busy={busy}
        onEnrol={(account) => {
          preloadAutoPayDialogs();
          enrol.edit();
          handOff.clearRefusal();
          setEnrolling(account);
        }}
        onRemove={(account) => {
          preloadAutoPayDialogs();
          setRemoving(account);
        }}
      />
      <Suspense fallback={null}>
        {enrolling ? (
          <EnrolAutoPayDialog
            account={enrolling}
            methods={methods}
            today={today}
            busy={enrol.busy}
            failure={enrol.phase === 'failed' ? enrol.error : null}
            handOffError={handOff.refused ? errorMessages.generic : null}
            onSubmit={(intent) => void submitEnrol(intent)}
            onClose={() => setEnrolling(null)}
          />
        ) : null}
        {removing ? (
          <ConfirmDialog
            open
            title={messages.removeTitle}
            message={messages.removeConfirm(removing.accountNumber)}
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
