import { useAtomValue } from 'jotai';
import { Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  getPayAccounts,
  getPaymentTax,
  payWithStoredMethod,
  schedulePayment,
  startHostedPayment,
} from '../../api/pay-accounts.ts';
import { getStoredMethods } from '../../api/payment-profile.ts';
import type { PayAccountsInitiation } from '../../api/schemas/pay-accounts.ts';
import { errorText } from '../../api/errors.ts';
import { errorMessages } from '../../domain/error-messages.ts';
import { formatAccountBalance, formatMoney } from '../../domain/money.ts';
import { payAccountsErrors } from '../../domain/pay-accounts/errors.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import {
  accountAmountError,
  amountField,
  buildPayAccountsRequest,
  cutoffBlockMessage,
  dueDateText,
  initialPayForm,
  isScheduled,
  localIsoDate,
  methodOptions,
  methodsAllowed,
  type PaidToday,
  paidToday,
  type PayAccountEntry,
  type PayAccountsData,
  payField,
  type PayFormValues,
  paymentTotal,
  paymentTypeOf,
  selectedEntries,
  storedToken,
  validatePayForm,
} from '../../domain/pay-accounts/rules.ts';
import type { StoredMethod } from '../../domain/payment-profile/wallet.ts';
import { buildHostedFormFields } from '../../domain/quick-pay/hosted-form.ts';
import { paymentMethods } from '../../domain/quick-pay/payment-methods.ts';
import { checkActionUrl } from '../../domain/security/action-url.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { rememberScheduledPaymentDate } from '../../state/scheduled-payment-date.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useUnmountSignal } from '../../state/useUnmountSignal.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { submitHostedForm } from '../../ui/payment/submit-hosted-form.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DateField } from '../../ui/primitives/DateField/DateField.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { MoneyField } from '../../ui/primitives/MoneyField/MoneyField.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import { ConfirmDialog, InfoDialog, preloadPayAccountsDialogs } from './pay-accounts-dialogs.ts';
import * as styles from './PayAccountsScreen.css.ts';

interface Member {
  readonly memberNumber: string;
  readonly accessToken: string;
}

/**
 * Pay Multiple Accounts (route billpayments/pay-multiple): the member's accounts, each with a box and an
 * amount under spec 01 §5's rules, the total, how to pay (a stored method, or a new card or bank account
 * on the hosted page), the fee and taxes before paying, and today's date or, where allowed, a later one
 * that schedules the payment.
 */
export function PayAccountsScreen() {
  const { client } = useElementContext();
  const session = useAtomValue(memberSessionAtom);
  const memberNumber = session?.memberNumber ?? '';
  const accessToken = session?.accessToken ?? '';
  const member = useMemo(() => ({ memberNumber, accessToken }), [memberNumber, accessToken]);
  const accounts = useQuery(session ? queryKeys.payAccounts(memberNumber) : null, (signal) =>
    getPayAccounts(client, member, signal),
  );
  const stored = useQuery(session ? queryKeys.storedMethods(memberNumber) : null, (signal) =>
    getStoredMethods(client, member, signal),
  );

  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      {session ? (
        <LoadState query={accounts} errors={payAccountsErrors} loadingLabel={messages.loading}>
          {(data) =>
            data.accounts.length === 0 ? (
              <Alert tone="info">{messages.noAccounts}</Alert>
            ) : (
              <LoadState query={stored} errors={payAccountsErrors} loadingLabel={messages.loading}>
                {(methods) => <PayAccountsForm member={member} data={data} stored={methods} />}
              </LoadState>
            )
          }
        </LoadState>
      ) : null}
    </div>
  );
}

interface PayAccountsFormProps {
  readonly member: Member;
  readonly data: PayAccountsData;
  readonly stored: readonly StoredMethod[];
}

type PayIntent =
  | { readonly kind: 'hosted'; readonly request: Parameters<typeof startHostedPayment>[2] }
  | { readonly kind: 'stored'; readonly request: Parameters<typeof payWithStoredMethod>[2] }
  | { readonly kind: 'schedule'; readonly request: Parameters<typeof schedulePayment>[2] };

type PayAnswer =
  | { readonly kind: 'hosted'; readonly initiation: PayAccountsInitiation }
  | { readonly kind: 'stored'; readonly encodedParam: string }
  | { readonly kind: 'schedule'; readonly transNo: string; readonly paymentDate: string };

function PayAccountsForm({ member, data, stored }: PayAccountsFormProps) {
  const { client, config, host } = useElementContext();
  const portal = usePortalNavigation();
  const routeQuery = useRouteQuery();
  const [preselected] = useState(() => routeQuery.get('accountno'));
  const [today] = useState(() => localIsoDate(new Date()));
  // The check before paying stops with the screen, and with it its retries under the member's token.
  const checkSignal = useUnmountSignal();
  // The account whose cut-off stopped the member; the message is read at each render.
  const [cutoffEntry, setCutoffEntry] = useState<PayAccountEntry | null>(null);
  const cutoffMessage = cutoffEntry ? cutoffBlockMessage(cutoffEntry) : undefined;
  // What failed, its text read at each render, in the active language.
  const [handOffFailure, setHandOffFailure] = useState<
    { readonly kind: 'generic' } | { readonly kind: 'failed'; readonly error: unknown } | null
  >(null);
  const handOffError =
    handOffFailure === null
      ? null
      : handOffFailure.kind === 'generic'
        ? errorMessages.generic
        : errorText(handOffFailure.error, payAccountsErrors);
  // Once the payment is under way elsewhere (the hosted page, the result), nothing more is sent.
  const leaving = useRef(false);
  const [left, setLeft] = useState(false);
  const memberKey = queryKeys.member(member.memberNumber);

  const pay = useMutation({
    send: async (intent: PayIntent, call): Promise<PayAnswer> => {
      if (intent.kind === 'hosted') {
        return { kind: 'hosted', initiation: await startHostedPayment(client, member, intent.request, call) };
      }
      if (intent.kind === 'stored') {
        const answer = await payWithStoredMethod(client, member, intent.request, call);
        return { kind: 'stored', encodedParam: answer.encodedParam };
      }
      const answer = await schedulePayment(client, member, intent.request, call);
      return { kind: 'schedule', transNo: answer.transNo, paymentDate: answer.paymentDate };
    },
    errors: payAccountsErrors,
    refresh: [memberKey],
    // Starting the hosted page moves no money: its lost answer is told as such, and Pay Now again sends
    // the same intent (its key kept), answered with the same payment page.
    money: { affects: [memberKey], movesMoney: (intent) => intent.kind !== 'hosted' },
    outcomeUnknownMessage: (intent) =>
      intent.kind === 'hosted'
        ? messages.paymentPageNotOpened
        : intent.kind === 'schedule'
          ? messages.scheduleOutcomeUnknown
          : messages.outcomeUnknown,
  });
  // Between Pay and the payment call: the accounts are read again for a payment made meanwhile.
  const checking = useRef(false);
  const [isChecking, setChecking] = useState(false);
  const [paidAlready, setPaidAlready] = useState<{
    readonly intent: PayIntent;
    readonly payments: readonly PaidToday[];
  } | null>(null);

  // The fee the payment tax call answered, for the rules (its box is required when there is one).
  const feeRef = useRef(0);
  const form = useDomainForm<PayFormValues>({
    defaultValues: initialPayForm(data, today, preselected),
    mode: 'onBlur',
    validate: (values): Record<string, string> =>
      validatePayForm(values, { data, stored, today, convenienceFee: feeRef.current }),
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const values = watch();
  const selected = selectedEntries(data, values);
  const allowed = methodsAllowed(selected);
  const options = methodOptions(stored, allowed, new Date()).filter((option) => !option.disabled);
  const total = paymentTotal(data, values);
  const scheduled = isScheduled(values.paymentDate, today);
  const paymentType = paymentTypeOf(values.method, stored);

  // The fee and taxes, once the checked amounts can be paid and a method is chosen.
  const amountsValid =
    selected.length > 0 &&
    selected.every(
      (entry) =>
        accountAmountError(String(values[amountField(entry.account.accountNumber)] ?? ''), entry) ===
        undefined,
    );
  const request = amountsValid ? buildPayAccountsRequest(data, values) : null;
  const taxRequest = request && paymentType ? { ...request, paymentType } : null;
  const tax = useQuery(
    taxRequest ? queryKeys.paymentQuote(member.memberNumber, JSON.stringify(taxRequest)) : null,
    () => getPaymentTax(client, member, taxRequest as NonNullable<typeof taxRequest>),
    { keepPrevious: false },
  );
  const fee = tax.status === 'ready' ? tax.data.convenienceFee : 0;
  feeRef.current = fee;
  // The member commits only once the fee and taxes are shown.
  const feesReady = taxRequest === null || tax.status === 'ready';
  const feesLoading = taxRequest !== null && tax.status === 'loading';

  const alertHolder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (pay.error || handOffFailure) alertHolder.current?.focus();
  }, [pay.error, pay.answerCount, handOffFailure]);

  const handOff = (initiation: PayAccountsInitiation, intent: PayIntent & { kind: 'hosted' }) => {
    const document = host.ownerDocument;
    const checked = checkActionUrl(initiation.paymentRequisitionSettings.actionUrl, {
      allowedOrigins: config.paymentOrigins,
      pageOrigin: document.location.origin,
    });
    if (!checked.ok) {
      console.error(`[coop] payment page address rejected: ${checked.reason}`);
      setHandOffFailure({ kind: 'generic' });
      return;
    }
    const { origin } = new URL(config.apiBase, document.location.origin);
    const back = (route: string) => {
      if (!portal.reachesPortal) return '';
      // Inside the portal, href() is relative to the page.
      const url = new URL(portal.href(route), document.location.href);
      return `?${new URLSearchParams({ to: `${url.pathname}${url.search}${url.hash}` })}`;
    };
    const first = selected[0];
    const methods = first ? paymentMethods(first.account, first.settings) : undefined;
    const fields = buildHostedFormFields({
      transactionNumber: initiation.paymentRequisitionSettings.transNo,
      clientId: initiation.paymentRequisitionSettings.clientId,
      utilityName: initiation.configuration.utilityName,
      account: {
        accountNumber: intent.request.accountsToPay[0]?.account ?? '',
        isPrepaidAccount: false,
        prepaidLabel: null,
      },
      paymentAmount: intent.request.amount,
      applicationId: initiation.configuration.applicationWebId,
      cardEnabled: intent.request.paymentType === 'cc',
      echeckEnabled: intent.request.paymentType === 'echeck',
      returnUrl: `${origin}/PaymentCallback/pay-accounts/success${back('payment-success')}`,
      cancelUrl: `${origin}/PaymentCallback/pay-accounts/cancel${back('payment-cancel')}`,
      paymentType: intent.request.paymentType,
      acceptedCardTypes: methods?.acceptedCardTypes ?? [],
      securityToken: initiation.paymentRequisitionSettings.securityToken,
      cardConvenienceFee: first?.settings.ccConvenienceFee ?? 0,
      echeckConvenienceFee: first?.settings.ecConvenienceFee ?? 0,
    }).map(([name, value]): [string, string] =>
      name === 'AccountDisplay'
        ? [name, intent.request.accountsToPay.map((entry) => entry.account).join(', ')]
        : [name, value],
    );
    submitHostedForm(document, checked.url, fields);
  };

  const send = async (intent: PayIntent) => {
    const outcome = await pay.submit(intent);
    if (outcome.status === 'failed' && intent.kind === 'schedule' && outcome.error) {
      portal.navigate('schedule-payments-error', { state: { message: outcome.error } });
      return;
    }
    if (outcome.status !== 'succeeded') return;
    leaving.current = true;
    setLeft(true);
    const answer = outcome.result;
    if (answer.kind === 'hosted' && intent.kind === 'hosted') handOff(answer.initiation, intent);
    else if (answer.kind === 'stored') {
      portal.navigate(`payment-success?${new URLSearchParams({ encodedParam: answer.encodedParam })}`);
    } else if (answer.kind === 'schedule') {
      rememberScheduledPaymentDate(answer.transNo, answer.paymentDate);
      portal.navigate(`schedule-payments-success?${new URLSearchParams({ transno: answer.transNo })}`);
    }
  };

  /** Whether a checked account was paid today since the accounts loaded (another tab, another device). */
  const paidMeanwhile = async (submitted: PayFormValues): Promise<readonly PaidToday[] | 'failed'> => {
    try {
      return paidToday(await getPayAccounts(client, member, checkSignal()), submitted, today);
    } catch (error) {
      setHandOffFailure({ kind: 'failed', error });
      return 'failed';
    }
  };

  const submit = handleSubmit(async (submitted) => {
    if (leaving.current || checking.current || pay.pending || pay.status === 'unknown' || !feesReady) return;
    const payment = buildPayAccountsRequest(data, submitted);
    const token = storedToken(submitted.method);
    const type = paymentTypeOf(submitted.method, stored) ?? 'cc';
    const intent: PayIntent =
      token === undefined
        ? { kind: 'hosted', request: { ...payment, paymentType: type } }
        : isScheduled(submitted.paymentDate, today)
          ? {
              kind: 'schedule',
              request: { ...payment, storedMethodToken: token, paymentDate: submitted.paymentDate },
            }
          : { kind: 'stored', request: { ...payment, storedMethodToken: token } };
    setHandOffFailure(null);
    checking.current = true;
    setChecking(true);
    try {
      if (intent.kind !== 'schedule') {
        const payments = await paidMeanwhile(submitted);
        if (payments === 'failed') return;
        if (payments.length > 0) {
          setPaidAlready({ intent, payments });
          return;
        }
      }
      // The payment is under way (pending) before the check stops holding presses back.
      const sending = send(intent);
      checking.current = false;
      await sending;
    } finally {
      checking.current = false;
      setChecking(false);
    }
  });

  const unknown = pay.status === 'unknown';
  const busy = pay.pending || left || isChecking;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <div ref={alertHolder} tabIndex={-1} className={styles.alertHolder}>
        {pay.error ? <Alert tone={unknown ? 'warning' : 'error'}>{pay.error}</Alert> : null}
        {handOffError ? <Alert tone="error">{handOffError}</Alert> : null}
      </div>
      <ul className={styles.accounts} aria-label={messages.accountsCaption}>
        {data.accounts.map((entry) => {
          const { accountNumber } = entry.account;
          const blocked = cutoffBlockMessage(entry);
          const checked = values[payField(accountNumber)] === true;
          return (
            <li key={accountNumber} className={styles.account} data-account={accountNumber}>
              <h3 className={styles.accountHeading}>
                {entry.account.isPrepaidAccount && entry.account.prepaidLabel
                  ? `${entry.account.prepaidLabel} ${accountNumber}`
                  : accountNumber}
              </h3>
              <DetailList
                items={[
                  {
                    label: messages.columns.balance,
                    value: formatAccountBalance(entry.account.accountBalance),
                  },
                  { label: messages.columns.dueDate, value: dueDateText(entry) },
                  { label: messages.columns.status, value: entry.account.derivedStatus },
                ]}
              />
              <CheckboxField
                label={messages.payAccount(accountNumber)}
                error={errors[payField(accountNumber)]?.message}
                disabled={busy}
                onPointerEnter={blocked ? preloadPayAccountsDialogs : undefined}
                onFocus={blocked ? preloadPayAccountsDialogs : undefined}
                {...register(payField(accountNumber), {
                  onChange: (event: { target: HTMLInputElement }) => {
                    if (blocked && event.target.checked) {
                      setValue(payField(accountNumber), false);
                      setCutoffEntry(entry);
                    }
                  },
                })}
              />
              {checked ? (
                <MoneyField
                  label={messages.amountFor(accountNumber)}
                  error={errors[amountField(accountNumber)]?.message}
                  readOnly={busy}
                  {...register(amountField(accountNumber))}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.total} aria-live="polite">
        {messages.total}: {formatMoney(total)}
      </p>
      <RadioGroupField
        legend={messages.methodLegend}
        choices={options}
        registration={register('method')}
        error={errors.method?.message}
      />
      {data.allowFutureDatedPayments ? (
        <DateField
          label={messages.paymentDate}
          hint={messages.paymentDateHint}
          min={today}
          error={errors.paymentDate?.message}
          readOnly={busy}
          {...register('paymentDate')}
        />
      ) : null}
      {paymentType && storedToken(values.method) === undefined ? (
        <p className={styles.note}>{messages.gatewayNotice}</p>
      ) : null}
      {taxRequest ? (
        <section aria-label={messages.feesHeading}>
          <LoadState query={tax} errors={payAccountsErrors} loadingLabel={messages.feesLoading}>
            {(quote) => (
              <DetailList
                items={[
                  { label: messages.convenienceFee, value: formatMoney(quote.convenienceFee) },
                  { label: messages.taxes, value: formatMoney(quote.totalTax) },
                  { label: messages.totalCharged, value: formatMoney(quote.totalAmount) },
                ]}
              />
            )}
          </LoadState>
        </section>
      ) : null}
      {fee > 0 ? (
        <CheckboxField
          label={messages.agreeFee(fee)}
          error={errors.agreeFee?.message}
          disabled={busy}
          {...register('agreeFee')}
        />
      ) : null}
      <div className={styles.actions}>
        {scheduled ? (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => portal.navigate('schedule-payments-cancel')}
          >
            {messages.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={busy || feesLoading} disabled={unknown}>
          {scheduled ? messages.schedule : messages.payNow}
        </Button>
      </div>
      <Suspense fallback={null}>
        {paidAlready ? (
          <ConfirmDialog
            open
            title={messages.paidTodayTitle}
            message={messages.paidToday(paidAlready.payments)}
            confirmLabel={messages.yes}
            cancelLabel={messages.no}
            onConfirm={() => {
              setPaidAlready(null);
              void send(paidAlready.intent);
            }}
            onCancel={() => setPaidAlready(null)}
          />
        ) : null}
        {cutoffMessage ? (
          <InfoDialog
            open
            onOpenChange={(open) => {
              if (!open) setCutoffEntry(null);
            }}
            title={messages.cutoffTitle}
            okLabel={messages.ok}
            size="compact"
          >
            {cutoffMessage}
          </InfoDialog>
        ) : null}
      </Suspense>
    </form>
  );
}
