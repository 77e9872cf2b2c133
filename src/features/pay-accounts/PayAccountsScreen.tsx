import { useAtomValue, useStore } from 'jotai';
import { type FormEvent, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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
  type PaymentQuoteRequest,
  paymentQuoteRequest,
  paymentTotal,
  paymentTypeOf,
  selectedEntries,
  storedToken,
  validatePayForm,
} from '../../domain/pay-accounts/rules.ts';
import type { StoredMethod } from '../../domain/payment-profile/wallet.ts';
import {
  payAccountsCallbackUrls,
  payAccountsHostedFormFields,
} from '../../domain/pay-accounts/hosted-form.ts';
import { queryCacheOf } from '../../state/query-cache.ts';
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
import { useHostedPaymentHandOff } from '../../ui/payment/useHostedPaymentHandOff.ts';
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
  const { client, config } = useElementContext();
  const cache = queryCacheOf(useStore());
  const portal = usePortalNavigation();
  const routeQuery = useRouteQuery();
  const [preselected] = useState(() => routeQuery.get('accountno'));
  const [today] = useState(() => localIsoDate(new Date()));
  // The check before paying stops with the screen, and with it its retries under the member's token.
  const checkSignal = useUnmountSignal();
  // The account whose cut-off stopped the member; the message is read at each render.
  const [cutoffEntry, setCutoffEntry] = useState<PayAccountEntry | null>(null);
  const cutoffMessage = cutoffEntry ? cutoffBlockMessage(cutoffEntry) : undefined;
  // The check before paying failed (the accounts or the fee could not be read): its text read when shown.
  const [checkFailure, setCheckFailure] = useState<{ readonly error: unknown } | null>(null);
  const handOff = useHostedPaymentHandOff();
  // Once the payment is under way elsewhere (the result, the scheduled payment), nothing more is sent.
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
    money: {
      intent: 'pay-accounts.pay',
      affects: [memberKey],
      movesMoney: (intent) => intent.kind !== 'hosted',
    },
    outcomeUnknownMessage: (intent) =>
      intent.kind === 'hosted'
        ? messages.paymentPageNotOpened
        : intent.kind === 'schedule'
          ? messages.scheduleOutcomeUnknown
          : messages.outcomeUnknown,
  });
  // Between Pay and the payment call: the fee and the accounts are read again.
  const checking = useRef(false);
  const [isChecking, setChecking] = useState(false);
  const [paidAlready, setPaidAlready] = useState<{
    readonly intent: PayIntent;
    readonly payments: readonly PaidToday[];
    readonly submitted: PayFormValues;
  } | null>(null);
  // The intent whose outcome is unknown, with the form's values it was built from.
  const unknownAttempt = useRef<{ readonly intent: PayIntent; readonly values: string } | null>(null);

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
    setError,
    setFocus,
    getValues,
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
  const taxRequest = paymentQuoteRequest(data, values, stored);
  const quoteKey = (request: PaymentQuoteRequest) =>
    queryKeys.paymentQuote(member.memberNumber, JSON.stringify(request));
  const tax = useQuery(
    taxRequest ? quoteKey(taxRequest) : null,
    () => getPaymentTax(client, member, taxRequest as PaymentQuoteRequest),
    { keepPrevious: false },
  );
  const fee = tax.status === 'ready' ? tax.data.convenienceFee : 0;
  feeRef.current = fee;
  const feesLoading = taxRequest !== null && tax.status === 'loading';
  // Pay found a fee not yet agreed to: the box takes the focus once it shows.
  const [agreementAsked, setAgreementAsked] = useState(0);
  useEffect(() => {
    if (agreementAsked > 0 && fee > 0) setFocus('agreeFee');
  }, [agreementAsked, fee, setFocus]);

  const alertHolder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (pay.error || checkFailure || handOff.refused) alertHolder.current?.focus();
  }, [pay.error, pay.answerCount, checkFailure, handOff.refused]);

  const send = async (intent: PayIntent, submitted: PayFormValues) => {
    const outcome = await pay.submit(intent);
    unknownAttempt.current =
      outcome.status === 'unknown' ? { intent, values: JSON.stringify(submitted) } : null;
    if (outcome.status === 'failed' && intent.kind === 'schedule' && outcome.error) {
      portal.navigate('schedule-payments-error', { state: { message: outcome.error } });
      return;
    }
    if (outcome.status !== 'succeeded') return;
    const answer = outcome.result;
    if (answer.kind === 'hosted' && intent.kind === 'hosted') {
      const { origin } = handOff.page();
      // Inside the portal the hosted page returns to its result routes; a page of its own, to the back
      // office's result pages.
      const back = (route: string) => {
        if (!portal.reachesPortal) return null;
        const url = new URL(portal.href(route), origin);
        return `${url.pathname}${url.search}${url.hash}`;
      };
      handOff.post(
        answer.initiation.paymentRequisitionSettings.actionUrl,
        payAccountsHostedFormFields({
          initiation: answer.initiation,
          selected: selectedEntries(data, values),
          accountNumbers: intent.request.accountsToPay.map((entry) => entry.account),
          amount: intent.request.amount,
          paymentType: intent.request.paymentType,
          callbacks: payAccountsCallbackUrls(config.apiBase, origin, {
            success: back('payment-success'),
            cancel: back('payment-cancel'),
          }),
        }),
      );
      return;
    }
    leaving.current = true;
    setLeft(true);
    if (answer.kind === 'stored') {
      portal.navigate(`payment-success?${new URLSearchParams({ encodedParam: answer.encodedParam })}`);
    } else if (answer.kind === 'schedule') {
      rememberScheduledPaymentDate(answer.transNo, answer.paymentDate);
      portal.navigate(`schedule-payments-success?${new URLSearchParams({ transno: answer.transNo })}`);
    }
  };

  /**
   * The checks before paying, on what the member sends: the fee of exactly these amounts and this method
   * (waited for when Pay came before its answer; a fee that failed to load, with its Try again on screen,
   * stops here), agreed to when there is one; and any checked account paid today since the accounts
   * loaded (another tab, another device), which the member confirms.
   */
  const checkBeforePaying = async (
    submitted: PayFormValues,
  ): Promise<'go' | 'stop' | readonly PaidToday[]> => {
    try {
      const quoteRequest = paymentQuoteRequest(data, submitted, stored);
      if (quoteRequest && cache.snapshot(quoteKey(quoteRequest)).status === 'failed') return 'stop';
      const quote = quoteRequest
        ? await cache.fetch(quoteKey(quoteRequest), () => getPaymentTax(client, member, quoteRequest))
        : null;
      if (quote && quote.convenienceFee > 0 && submitted.agreeFee !== true) {
        setError('agreeFee', { message: messages.errors.agreeFee });
        setAgreementAsked((count) => count + 1);
        return 'stop';
      }
      const payments = paidToday(await getPayAccounts(client, member, checkSignal()), submitted, today);
      return payments.length > 0 ? payments : 'go';
    } catch (error) {
      setCheckFailure({ error });
      return 'stop';
    }
  };

  /** Checks, then sends `intent`: the form's, or again the one whose outcome is unknown. */
  const attempt = async (intent: PayIntent, submitted: PayFormValues) => {
    if (leaving.current || handOff.leaving || checking.current || pay.pending) return;
    setCheckFailure(null);
    handOff.clearRefusal();
    checking.current = true;
    setChecking(true);
    try {
      const checked = await checkBeforePaying(submitted);
      if (checked === 'stop') return;
      if (checked !== 'go') {
        setPaidAlready({ intent, payments: checked, submitted });
        return;
      }
      // The payment is under way (pending) before the check stops holding presses back.
      const sending = send(intent, submitted);
      checking.current = false;
      await sending;
    } finally {
      checking.current = false;
      setChecking(false);
    }
  };

  const submit = handleSubmit(async (submitted) => {
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
    await attempt(intent, submitted);
  });

  /**
   * Pay again after an unknown outcome, the form as it was: the same intent goes again, body and key
   * alike, so the back office answers it once. The accounts loaded again since (a balance now paid) do
   * not rebuild it, nor hold it back by their rules.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const retry = unknownAttempt.current;
    if (retry && pay.status === 'unknown' && JSON.stringify(getValues()) === retry.values) {
      event.preventDefault();
      void attempt(retry.intent, JSON.parse(retry.values) as PayFormValues);
      return;
    }
    void submit(event);
  };

  const unknown = pay.status === 'unknown';
  const busy = pay.pending || left || handOff.leaving || isChecking;
  const checkError = checkFailure ? errorText(checkFailure.error, payAccountsErrors) : null;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <div ref={alertHolder} tabIndex={-1} className={styles.alertHolder}>
        {pay.error ? <Alert tone={unknown ? 'warning' : 'error'}>{pay.error}</Alert> : null}
        {checkError ? <Alert tone="error">{checkError}</Alert> : null}
        {handOff.refused ? <Alert tone="error">{errorMessages.generic}</Alert> : null}
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
        <Button type="submit" loading={busy || feesLoading}>
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
              void send(paidAlready.intent, paidAlready.submitted);
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
