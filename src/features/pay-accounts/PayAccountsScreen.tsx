import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getPayAccounts, getPaymentTax } from '../../api/pay-accounts.ts';
import { getStoredMethods } from '../../api/payment-profile.ts';
import { errorMessages } from '../../domain/error-messages.ts';
import { formatMoney } from '../../domain/money.ts';
import { payAccountsErrors } from '../../domain/pay-accounts/errors.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import {
  initialPayForm,
  isScheduled,
  localIsoDate,
  methodOptions,
  methodsAllowed,
  type PayAccountsData,
  type PayFormValues,
  type PaymentQuoteRequest,
  paymentQuoteRequest,
  paymentTotal,
  paymentTypeOf,
  selectedEntries,
  selectionLimitError,
  storedToken,
  validatePayForm,
} from '../../domain/pay-accounts/rules.ts';
import type { StoredMethod } from '../../domain/payment-profile/wallet.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { memberSessionAtom } from '../../state/session.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { useRouteQuery } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { CheckboxField } from '../../ui/primitives/CheckboxField/CheckboxField.tsx';
import { DateField } from '../../ui/primitives/DateField/DateField.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { RadioGroupField } from '../../ui/primitives/RadioGroupField/RadioGroupField.tsx';
import { ConfirmDialog } from './pay-accounts-dialogs.ts';
import { PayAccountList } from './PayAccountList.tsx';
import { PayAccountsReview } from './PayAccountsReview.tsx';
import * as styles from './PayAccountsScreen.css.ts';
import { PayAccountsToolbar } from './PayAccountsToolbar.tsx';
import { usePayAccountsChoice } from './usePayAccountsChoice.ts';
import { paymentQuoteKey, usePayAccountsPayment } from './usePayAccountsPayment.ts';

interface Member {
  readonly memberNumber: string;
  readonly accessToken: string;
}

/**
 * Pay Multiple Accounts (route billpayments/pay-multiple): the member's accounts, each with a box and an
 * amount under spec 01 §5's rules, found by search and filter and chosen one by one or all due at once;
 * the review of what is paid with its total; how to pay (a stored method, or a new card or bank account
 * on the hosted page), the fee and taxes before paying, and today's date or, where allowed, a later one
 * that schedules the payment. One payment takes at most 1,000 accounts.
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

function PayAccountsForm({ member, data, stored }: PayAccountsFormProps) {
  const { client } = useElementContext();
  const portal = usePortalNavigation();
  const routeQuery = useRouteQuery();
  const [preselected] = useState(() => routeQuery.get('accountno'));
  const [today] = useState(() => localIsoDate(new Date()));

  // The fee the payment tax call answered, for the rules (its box is required when there is one).
  const feeRef = useRef(0);
  // Made once: the form reads its defaults only at first, and a long list's take a while to make.
  const [defaultValues] = useState(() => initialPayForm(data, today, preselected));
  const form = useDomainForm<PayFormValues>({
    defaultValues,
    mode: 'onBlur',
    validate: (values): Record<string, string> =>
      validatePayForm(values, { data, stored, today, convenienceFee: feeRef.current }),
    // Most accounts of a long list are not rendered: the screen brings the first error in (onInvalid).
    focusFirstError: false,
  });
  const {
    register,
    watch,
    setFocus,
    formState: { errors },
  } = form;
  const values = watch();

  const choice = usePayAccountsChoice({ data, form, values });
  const payment = usePayAccountsPayment({
    member,
    data,
    stored,
    today,
    form,
    onInvalid: choice.focusFirstError,
  });
  const { submission } = payment;
  const busy = submission.busy;

  // The same array while the same accounts are checked (typing an amount changes no choice): what is
  // worked out from the choice, and the review's rows, are not made again at each key.
  const chosenNumbers = selectedEntries(data, values)
    .map((entry) => entry.account.accountNumber)
    .join(' ');
  const selected = useMemo(() => {
    const chosen = new Set(chosenNumbers.split(' '));
    return data.accounts.filter((entry) => chosen.has(entry.account.accountNumber));
  }, [data, chosenNumbers]);
  const allowed = useMemo(() => methodsAllowed(selected), [selected]);
  const options = methodOptions(stored, allowed, new Date()).filter((option) => !option.disabled);
  const scheduled = isScheduled(values.paymentDate, today);
  const paymentType = paymentTypeOf(values.method, stored);

  // The fee and taxes, once the checked amounts can be paid and a method is chosen.
  const taxRequest = paymentQuoteRequest(data, values, stored);
  const tax = useQuery(
    taxRequest ? paymentQuoteKey(member.memberNumber, taxRequest) : null,
    () => getPaymentTax(client, member, taxRequest as PaymentQuoteRequest),
    { keepPrevious: false },
  );
  const fee = tax.status === 'ready' ? tax.data.convenienceFee : 0;
  feeRef.current = fee;
  const feesLoading = taxRequest !== null && tax.status === 'loading';
  // Pay found a fee not yet agreed to: the box takes the focus once it shows.
  useEffect(() => {
    if (payment.agreementAsked > 0 && fee > 0) setFocus('agreeFee');
  }, [payment.agreementAsked, fee, setFocus]);

  const alertHolder = useRef<HTMLDivElement>(null);
  const refused = submission.handOff.refused;
  useLayoutEffect(() => {
    if (submission.error || payment.checkError || refused) alertHolder.current?.focus();
  }, [submission.error, submission.answerCount, payment.checkError, refused]);

  return (
    <form className={styles.form} noValidate onSubmit={payment.onSubmit}>
      <div ref={alertHolder} tabIndex={-1} className={styles.alertHolder}>
        {submission.error ? (
          <Alert tone={submission.phase === 'unknown' ? 'warning' : 'error'}>{submission.error}</Alert>
        ) : null}
        {payment.checkError ? <Alert tone="error">{payment.checkError}</Alert> : null}
        {refused ? <Alert tone="error">{errorMessages.generic}</Alert> : null}
      </div>
      <PayAccountsToolbar
        search={choice.search}
        onSearch={(next) => choice.showAccounts({ search: next })}
        filter={choice.filter}
        onFilter={(next) => choice.showAccounts({ filter: next })}
        counts={choice.counts}
        onSelectAll={(kind) => {
          if (!busy) choice.chooseAll(kind);
        }}
        onClear={() => {
          if (!busy) choice.clearAll();
        }}
        shown={choice.shown.length}
        total={data.accounts.length}
        announcement={choice.announcement}
        busy={busy}
      />
      <PayAccountList ref={choice.listRef} entries={choice.shown} values={values} form={form} busy={busy} />
      <PayAccountsReview
        chosen={selected}
        values={values}
        total={paymentTotal(data, values)}
        limitError={selectionLimitError(selected.length)}
        countRef={choice.countRef}
      />
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
        {payment.paidAlready ? (
          <ConfirmDialog
            open
            title={messages.paidTodayTitle}
            message={messages.paidToday(payment.paidAlready)}
            confirmLabel={messages.yes}
            cancelLabel={messages.no}
            onConfirm={() => payment.answerPaidAlready(true)}
            onCancel={() => payment.answerPaidAlready(false)}
          />
        ) : null}
      </Suspense>
    </form>
  );
}
