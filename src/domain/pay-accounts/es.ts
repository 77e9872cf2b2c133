import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import { formatMoney } from '../money.ts';
import * as accountOverviewEs from '../account-overview/es.ts';
import * as quickPayEs from '../quick-pay/es.ts';

/** Spanish of messages.ts (same keys, checked by its catalogue() call; errors.ts reuses the standard catalogue, translated in ../es.ts). */
export const payAccountsMessages: Translation<typeof messages.payAccountsMessages> = {
  title: 'Pagar varias cuentas',
  loading: 'Cargando…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,
  accountsCaption: 'Cuentas a pagar',
  columns: {
    pay: 'Pagar',
    account: 'Cuenta',
    balance: 'Saldo',
    dueDate: 'Vencimiento',
    status: 'Estado',
    amount: 'Monto',
  },
  payAccount: (accountNumber: string) => `Pagar la cuenta ${accountNumber}`,
  amountFor: (accountNumber: string) => `Monto a pagar de la cuenta ${accountNumber}`,
  notAvailable: quickPayEs.quickPayMessages.payStep.notAvailable,
  total: 'Pago total',
  methodLegend: 'Pagar con',
  newCard: 'Tarjeta de crédito o débito nueva',
  newEcheck: 'Cuenta bancaria nueva (cheque electrónico)',
  /** Only a card expires: "Visa …1234 (vencida)". */
  expired: 'vencida',
  paymentDate: 'Fecha de pago',
  paymentDateHint: 'Elija una fecha posterior para programar el pago.',
  gatewayNotice: quickPayEs.quickPayMessages.payStep.gatewayNotice,
  feesHeading: 'Cargos e impuestos',
  convenienceFee: 'Cargo por conveniencia',
  taxes: 'Impuestos',
  totalCharged: 'Total cobrado',
  feesLoading: 'Calculando los cargos…',
  agreeFee: (fee: number) => `Acepto el cargo por conveniencia de ${formatMoney(fee)}`,
  payNow: 'Pagar ahora',
  schedule: 'Programar pago',
  cancel: 'Cancelar',
  cutoffTitle: 'Pago no permitido',
  ok: 'Aceptar',
  paidTodayTitle: quickPayEs.quickPayMessages.recentPaymentTitle,
  paidToday: (payments: readonly { accountNumber: string; paymentAmount: number }[]) =>
    [
      ...payments.map(
        (payment) =>
          `Hoy realizó un pago de ${formatMoney(payment.paymentAmount)} en la cuenta ${payment.accountNumber}.`,
      ),
      '¿Desea continuar con otro pago?',
    ].join(' '),
  yes: quickPayEs.quickPayMessages.buttons.yes,
  no: quickPayEs.quickPayMessages.buttons.no,
  paymentPageNotOpened:
    'No se pudo abrir la página de pago segura. No se ha pagado nada. Presione Pagar ahora de nuevo.',
  outcomeUnknown:
    'No pudimos confirmar si su pago se procesó. Revise su historial de pagos antes de volver a pagar.',
  scheduleOutcomeUnknown:
    'No pudimos confirmar si su pago se programó. Revise sus pagos programados antes de volver a programarlo.',
  errors: {
    noneSelected: 'Seleccione al menos una cuenta para pagar.',
    methodRequired: 'Elija cómo desea pagar.',
    dateRequired: 'Ingrese una fecha de pago.',
    dateInPast: 'La fecha de pago no puede ser una fecha pasada.',
    dateTooFar: 'La fecha de pago no puede ser posterior a un año.',
    futureNotAllowed: 'No se pueden programar pagos para una fecha posterior.',
    scheduleNeedsStoredMethod: 'Para programar un pago, elija una tarjeta o cuenta bancaria guardada.',
    agreeFee: 'Acepte el cargo por conveniencia para continuar.',
    methodNotAllowed: 'Este método de pago no puede pagar todas las cuentas seleccionadas.',
  },
  restriction: quickPayEs.quickPayMessages.restriction,
};
