import type { QuickPaySettingsResponse } from '../../api/schemas/quick-pay.ts';
import { formatDate } from '../../domain/dates.ts';
import { formatAccountBalance, formatAmountInput, formatMoney } from '../../domain/money.ts';
import {
  defaultPaymentAmount,
  isCutoffPaymentBlocked,
  parsePaymentAmount,
  PAYMENT_AMOUNT_MAX_LENGTH,
  validatePaymentAmount,
} from '../../domain/quick-pay/amount.ts';
import { quickPayMessages } from '../../domain/quick-pay/messages.ts';
import { paymentMethods } from '../../domain/quick-pay/payment-methods.ts';
import type { QuickPayAccount } from '../../domain/quick-pay/types.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import { MoneyField } from '../../ui/primitives/MoneyField/MoneyField.tsx';
import * as styles from './QuickPayFlow.css';

const messages = quickPayMessages.payStep;

export interface PayStepProps {
  readonly account: QuickPayAccount;
  readonly settings: QuickPaySettingsResponse;
  readonly busy: boolean;
  readonly onPay: (amount: number) => void;
}

interface AmountForm {
  amount: string;
}

/** Step 3: due date, balance, the amount to pay, and Pay (spec 01 §2.11, §5). */
export function PayStep({ account, settings, busy, onPay }: PayStepProps) {
  const methods = paymentMethods(account, settings);
  const cutoffBlocked = isCutoffPaymentBlocked(settings);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useDomainForm<AmountForm>({
    defaultValues: { amount: formatAmountInput(defaultPaymentAmount(account, settings)) },
    mode: 'onBlur',
  });

  const dueDate = account.isPrepaidAccount ? null : formatDate(account.dueDate);
  const balance = account.isPrepaidAccount
    ? formatAccountBalance(account.accountBalance)
    : formatMoney(account.accountBalance);
  const amountField = register('amount', {
    validate: (value) => validatePaymentAmount(value, account, settings),
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(({ amount }) => {
        const value = parsePaymentAmount(amount);
        if (value !== undefined && !cutoffBlocked && methods.canPay) onPay(value);
      })}
    >
      <DetailList
        items={[
          { label: messages.dueDateLabel, value: dueDate ?? messages.notAvailable },
          { label: messages.balanceLabel, value: balance },
        ]}
      />
      {cutoffBlocked && settings.cutoffMessage ? (
        <Alert tone="warning">{settings.cutoffMessage}</Alert>
      ) : null}
      <MoneyField
        label={messages.paymentAmountLabel}
        maxLength={PAYMENT_AMOUNT_MAX_LENGTH}
        readOnly={!methods.canPay}
        error={errors.amount?.message}
        {...amountField}
      />
      <p className={styles.note}>{messages.gatewayNotice}</p>
      {settings.onlineConvFeeText ? <p className={styles.note}>{settings.onlineConvFeeText}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={!methods.canPay || cutoffBlocked}>
          {quickPayMessages.buttons.pay}
        </Button>
      </div>
    </form>
  );
}
