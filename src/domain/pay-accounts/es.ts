import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import { formatMoney } from '../money.ts';
import { wholeNumberFormat } from '../numbers.ts';
import * as accountOverviewEs from '../account-overview/es.ts';
import * as quickPayEs from '../quick-pay/es.ts';

/** Counts as the member reads them in Spanish (es-US groups like en-US: 2,400). */
function countText(count: number): string {
  return wholeNumberFormat.format(count);
}

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
  search: 'Buscar por número de cuenta o dirección',
  filterLabel: 'Mostrar',
  filters: {
    all: 'Todas las cuentas',
    due: 'Por pagar',
    pastDue: 'Vencidas',
    cutoff: 'En corte',
  },
  selectAllDue: (count: number) => `Seleccionar todas por pagar (${countText(count)})`,
  selectAllPastDue: (count: number) => `Seleccionar todas las vencidas (${countText(count)})`,
  clearSelection: 'Borrar la selección',
  shownCount: (shown: number, total: number) =>
    shown === total
      ? total === 1
        ? '1 cuenta'
        : `${countText(total)} cuentas`
      : `Se muestran ${countText(shown)} de ${countText(total)} cuentas`,
  noMatch: 'Ninguna cuenta coincide con su búsqueda.',
  selectedAll: (chosen: number, blocked: number) =>
    [
      chosen === 1 ? '1 cuenta seleccionada.' : `${countText(chosen)} cuentas seleccionadas.`,
      ...(blocked === 0
        ? []
        : [
            blocked === 1
              ? 'Se dejó fuera 1 cuenta: no se puede pagar en línea.'
              : `Se dejaron fuera ${countText(blocked)} cuentas: no se pueden pagar en línea.`,
          ]),
    ].join(' '),
  chosenFirst: (chosen: number, of: number) =>
    `Solo se seleccionaron las primeras ${countText(chosen)} de ${countText(of)} cuentas: un pago puede pagar como máximo ${countText(chosen)} cuentas. Pague las demás en otro pago.`,
  reviewHeading: 'Revise su pago',
  chosenCaption: 'Cuentas seleccionadas',
  chosenCount: (count: number) =>
    count === 0
      ? 'Todavía no hay cuentas seleccionadas.'
      : count === 1
        ? '1 cuenta seleccionada'
        : `${countText(count)} cuentas seleccionadas`,
  amountToFix: 'Monto por revisar',
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
    tooManyAccounts: (count: number, limit: number) =>
      `Un pago puede pagar como máximo ${countText(limit)} cuentas, y hay ${countText(count)} seleccionadas. Quite algunas y páguelas en otro pago.`,
  },
  receipt: {
    heading: 'Recibo',
    summary: (count: number, total: number) =>
      count === 1
        ? `Este pago pagó 1 cuenta, ${formatMoney(total)}.`
        : `Este pago pagó ${countText(count)} cuentas, ${formatMoney(total)} en total.`,
    fileName: (confirmationNumber: string) => `recibo-de-pago-${confirmationNumber}`,
    sheetName: 'Cuentas pagadas',
    columns: {
      confirmationNumber: 'Número de confirmación',
      paymentDate: 'Fecha de pago',
      paidWith: 'Pagado con',
      accountNumber: 'Número de cuenta',
      serviceAddress: 'Dirección del servicio',
      amountPaid: 'Monto pagado',
    },
    paidWith: (paymentMethod: 'cc' | 'echeck', lastFourDigits: string) =>
      paymentMethod === 'cc'
        ? `Tarjeta terminada en ${lastFourDigits}`
        : `Cuenta bancaria terminada en ${lastFourDigits}`,
  },
  restriction: quickPayEs.quickPayMessages.restriction,
};
