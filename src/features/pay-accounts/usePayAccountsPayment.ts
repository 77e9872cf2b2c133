import { useStore } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { SignedInMember } from '../../api/account-overview.ts';
import { errorText } from '../../api/errors.ts';
import {
  getPayAccounts,
  getPaymentTax,
  payWithStoredMethod,
  schedulePayment,
  startHostedPayment,
} from '../../api/pay-accounts.ts';
import type { PayAccountsInitiation } from '../../api/schemas/pay-accounts.ts';
import { payAccountsErrors } from '../../domain/pay-accounts/errors.ts';
import {
  payAccountsCallbackUrls,
  payAccountsHostedFormFields,
} from '../../domain/pay-accounts/hosted-form.ts';
import { payAccountsMessages as messages } from '../../domain/pay-accounts/messages.ts';
import {
  buildPayAccountsRequest,
  isScheduled,
  type PaidToday,
  paidToday,
  type PayAccountsData,
  type PayFormValues,
  type PaymentQuoteRequest,
  paymentQuoteRequest,
  paymentTypeOf,
  selectedEntries,
  storedToken,
} from '../../domain/pay-accounts/rules.ts';
import type { StoredMethod } from '../../domain/payment-profile/wallet.ts';
import { queryCacheOf } from '../../state/query-cache.ts';
import { queryKeys } from '../../state/query-keys.ts';
import { rememberScheduledPaymentDate } from '../../state/scheduled-payment-date.ts';
import { useUnmountSignal } from '../../state/useUnmountSignal.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { usePortalNavigation } from '../../ui/navigation/PortalNavigation.tsx';
import { usePaymentSubmission } from '../../ui/payment/usePaymentSubmission.ts';

type PayIntent =
  | { readonly kind: 'hosted'; readonly request: Parameters<typeof startHostedPayment>[2] }
  | { readonly kind: 'stored'; readonly request: Parameters<typeof payWithStoredMethod>[2] }
  | { readonly kind: 'schedule'; readonly request: Parameters<typeof schedulePayment>[2] };

type PayAnswer =
  | { readonly kind: 'hosted'; readonly initiation: PayAccountsInitiation }
  | { readonly kind: 'stored'; readonly encodedParam: string }
  | { readonly kind: 'schedule'; readonly transNo: string; readonly paymentDate: string };

/** An intent and the form's values it was built from. */
interface Attempt {
  readonly intent: PayIntent;
  readonly values: PayFormValues;
}

/** The key of the fee and taxes call's answer for a request. */
export const paymentQuoteKey = (memberNumber: string, request: PaymentQuoteRequest) =>
  queryKeys.paymentQuote(memberNumber, JSON.stringify(request));

export interface PayAccountsPaymentOptions {
  readonly member: SignedInMember;
  readonly data: PayAccountsData;
  readonly stored: readonly StoredMethod[];
  readonly today: string;
  readonly form: UseFormReturn<PayFormValues>;
  /** Pay found the form invalid: the screen brings the first error into view (a long list renders few rows). */
  readonly onInvalid: (errors: FieldErrors<PayFormValues>) => void;
}

/**
 * Paying several accounts: the intent the form stands for (a new card or bank account on the hosted
 * page, a stored method now, or a stored method on a later date), the checks before paying (the fee of
 * exactly what is sent, agreed to; an account paid today since it loaded, which the member confirms),
 * the payment in money mode, and where the page goes with the answer.
 */
export function usePayAccountsPayment({
  member,
  data,
  stored,
  today,
  form,
  onInvalid,
}: PayAccountsPaymentOptions) {
  const { client, config } = useElementContext();
  const cache = queryCacheOf(useStore());
  const portal = usePortalNavigation();
  // The check before paying stops with the screen, and with it its retries under the member's token.
  const checkSignal = useUnmountSignal();
  const memberKey = queryKeys.member(member.memberNumber);
  // The check before paying could not be made (the accounts or the fee did not load): its text read when shown.
  const [checkFailure, setCheckFailure] = useState<{ readonly error: unknown } | null>(null);
  // Accounts paid today since they loaded: the member is asked before paying them again.
  const [paidAlready, setPaidAlready] = useState<(Attempt & { payments: readonly PaidToday[] }) | null>(null);
  // The intent whose outcome is unknown: Pay again, the form unchanged, sends it again as it was.
  const unknownAttempt = useRef<{ readonly intent: PayIntent; readonly values: string } | null>(null);
  const [agreementAsked, setAgreementAsked] = useState(0);
  const { getValues, handleSubmit, setError } = form;

  const submission = usePaymentSubmission({
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
  const { handOff } = submission;

  /** Where the page goes with the answer: the hosted page, the result, the scheduled payment. */
  const answered = (intent: PayIntent, answer: PayAnswer) => {
    if (answer.kind === 'hosted' && intent.kind === 'hosted') {
      const { origin } = handOff.page();
      // Inside the portal the hosted page returns to its result routes; on a page of its own, to the back
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
          selected: selectedEntries(data, getValues()),
          accountNumbers: intent.request.accountsToPay.map((entry) => entry.account),
          amount: intent.request.amount,
          paymentType: intent.request.paymentType,
          callbacks: payAccountsCallbackUrls(config.apiBase, origin, {
            success: back('payment-success'),
            cancel: back('payment-cancel'),
          }),
        }),
      );
    } else if (answer.kind === 'stored') {
      submission.leave();
      portal.navigate(`payment-success?${new URLSearchParams({ encodedParam: answer.encodedParam })}`);
    } else if (answer.kind === 'schedule') {
      submission.leave();
      rememberScheduledPaymentDate(answer.transNo, answer.paymentDate);
      portal.navigate(`schedule-payments-success?${new URLSearchParams({ transno: answer.transNo })}`);
    }
  };

  const follow = async ({ intent, values }: Attempt, outcome: Awaited<ReturnType<typeof submission.pay>>) => {
    unknownAttempt.current = outcome.status === 'unknown' ? { intent, values: JSON.stringify(values) } : null;
    if (outcome.status === 'failed' && intent.kind === 'schedule' && outcome.error) {
      submission.leave();
      portal.navigate('schedule-payments-error', { state: { message: outcome.error } });
    } else if (outcome.status === 'succeeded') {
      answered(intent, outcome.result);
    }
  };

  /**
   * The checks before paying, on what the member sends: the fee of exactly these amounts and this method
   * (waited for when Pay came before its answer; a fee that failed to load, with its Try again on screen,
   * stops here), agreed to when there is one; and any checked account paid today since the accounts
   * loaded (another tab, another device), which the member confirms.
   */
  const checkBeforePaying = async (attempt: Attempt): Promise<boolean> => {
    setCheckFailure(null);
    handOff.clearRefusal();
    try {
      const request = paymentQuoteRequest(data, attempt.values, stored);
      const key = request ? paymentQuoteKey(member.memberNumber, request) : null;
      if (key && cache.snapshot(key).status === 'failed') return false;
      const quote =
        request && key ? await cache.fetch(key, () => getPaymentTax(client, member, request)) : null;
      if (quote && quote.convenienceFee > 0 && attempt.values.agreeFee !== true) {
        setError('agreeFee', { message: messages.errors.agreeFee });
        setAgreementAsked((count) => count + 1);
        return false;
      }
      const payments = paidToday(
        await getPayAccounts(client, member, { paidOn: today }, checkSignal()),
        attempt.values,
        today,
      );
      if (payments.length === 0) return true;
      setPaidAlready({ ...attempt, payments });
      return false;
    } catch (error) {
      setCheckFailure({ error });
      return false;
    }
  };

  const attempt = async (next: Attempt) => {
    const outcome = await submission.pay(next.intent, () => checkBeforePaying(next));
    await follow(next, outcome);
  };

  const submitForm = handleSubmit(async (values) => {
    const payment = buildPayAccountsRequest(data, values);
    const token = storedToken(values.method);
    const type = paymentTypeOf(values.method, stored) ?? 'cc';
    const intent: PayIntent =
      token === undefined
        ? { kind: 'hosted', request: { ...payment, paymentType: type } }
        : isScheduled(values.paymentDate, today)
          ? {
              kind: 'schedule',
              request: { ...payment, storedMethodToken: token, paymentDate: values.paymentDate },
            }
          : { kind: 'stored', request: { ...payment, storedMethodToken: token } };
    await attempt({ intent, values });
  }, onInvalid);

  /**
   * Pay again after an unknown outcome, the form as it was: the same intent goes again, body and key
   * alike, so the back office answers it once. The accounts loaded again since (a balance now paid) do
   * not rebuild it, nor hold it back by their rules.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const retry = unknownAttempt.current;
    if (retry && submission.phase === 'unknown' && JSON.stringify(getValues()) === retry.values) {
      event.preventDefault();
      void attempt({ intent: retry.intent, values: JSON.parse(retry.values) as PayFormValues });
      return;
    }
    void submitForm(event);
  };

  /** The member's answer to the question about accounts paid today. */
  const answerPaidAlready = (payAgain: boolean) => {
    const question = paidAlready;
    setPaidAlready(null);
    if (payAgain && question) {
      void submission.confirm(question.intent).then((outcome) => follow(question, outcome));
    }
  };

  return {
    submission,
    onSubmit,
    paidAlready: paidAlready?.payments ?? null,
    answerPaidAlready,
    checkError: checkFailure ? errorText(checkFailure.error, payAccountsErrors) : null,
    /** Counts the times Pay found a fee not agreed to: the box takes the focus each time. */
    agreementAsked,
  };
}
