import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import type { MinimumPaymentBreakdown } from './messages.ts';
import { formatMoney } from '../money.ts';
import * as rootEs from '../es.ts';

const minimumPaymentIncludes: Record<Exclude<MinimumPaymentBreakdown, 'amountOnly'>, string> = {
  cutoffReconnectDisconnectDeposit:
    'el monto de corte, el cargo de reconexión, el cargo de desconexión y el depósito adicional',
  cutoffReconnectDeposit: 'el monto de corte, el cargo de reconexión y el depósito adicional',
  reconnectDisconnect: 'los cargos de reconexión y desconexión',
  reconnect: 'el cargo de reconexión',
};

/** Spanish of messages.ts (same keys, checked by its catalogue() call; errors.ts reuses the standard catalogue, translated in ../es.ts). */
export const quickPayMessages: Translation<typeof messages.quickPayMessages> = {
  dialogTitle: 'Pago rápido',
  loading: 'Cargando…',
  featureUnavailable: 'Servicio no disponible; comuníquese con el administrador.',
  genericError: rootEs.errorMessages.generic,
  sessionExpired:
    'Su sesión de Pago rápido venció. Vuelva a ingresar los últimos 4 dígitos de su número de teléfono.',
  paymentOutcomeUnknown:
    'No obtuvimos respuesta del servicio de pago. No se realizó ningún pago: presione Pagar de nuevo para continuar.',

  steps: { account: 'Cuenta', verify: 'Verificar', pay: 'Pagar' },
  buttons: {
    continue: 'Continuar',
    back: 'Atrás',
    verify: 'Verificar',
    pay: 'Pagar',
    no: 'No',
    yes: 'Sí',
    cancel: 'Cancelar',
    done: 'Listo',
  },

  accountStep: {
    accountNumberLabel: 'Número de cuenta',
    accountNumberHint: 'Su número de cuenta aparece en su factura.',
    accountNumberRequired: 'Ingrese su número de cuenta.',
    accountNumberInvalid: 'Ingrese un número de cuenta válido.',
    phoneLastFourLabel: 'Últimos 4 dígitos del teléfono',
    phoneLastFourPrefix: '(XXX) XXX - ',
    phoneLastFourHint: 'El número de teléfono debe estar asociado a su cuenta.',
    phoneLastFourRequired: 'Ingrese los últimos 4 dígitos de su número de teléfono.',
    phoneLastFourInvalid: 'Ingrese correctamente los últimos 4 dígitos de su número de teléfono.',
  },

  verifyStep: {
    intro: 'Para comenzar, verifique su cuenta.',
    accountNumberLabel: 'N.º de cuenta',
    accountHolderNameLabel: 'Nombre del titular',
    serviceAddressLabel: 'Dirección del servicio',
  },

  payStep: {
    dueDateLabel: 'Fecha de vencimiento',
    balanceLabel: 'Saldo',
    paymentAmountLabel: 'Monto del pago',
    /** "No disponible". */
    notAvailable: 'N/D',
    gatewayNotice: 'Los pagos en línea se procesan a través de la pasarela de pago segura.',
  },

  amount: {
    invalid: 'Debe ingresar un monto válido.',
    notPositive: 'El monto del pago debe ser mayor que 0.',
    aboveMaximum: 'Debe ingresar un monto de pago menor que 9999999999.99.',
    overpay: 'No puede pagar más del saldo de su cuenta.',
    underpay: 'No puede pagar menos del saldo de su cuenta.',
    minimumPayment: (amount: number, breakdown: MinimumPaymentBreakdown) => {
      const required = `En este momento, debe pagar un monto mínimo de ${formatMoney(amount)}`;
      return breakdown === 'amountOnly'
        ? `${required}.`
        : `${required}, que incluye ${minimumPaymentIncludes[breakdown]}.`;
    },
    prepaidMinimum: (amount: number) => `Debe pagar el monto mínimo de ${formatMoney(amount)}`,
    prepaidReconnectMinimum: (amount: number) =>
      `Debe pagar el monto mínimo de reconexión de ${formatMoney(amount)}`,
  },

  restriction: {
    bothRestricted:
      'Los pagos con cheque electrónico y con tarjeta de crédito están restringidos para esta cuenta. Comuníquese con el servicio al cliente.',
    bothTooltip: 'Pagos con cheque electrónico y tarjeta de crédito restringidos.',
    cardTooltip: 'Pagos con tarjeta de crédito restringidos.',
    echeckTooltip: 'Pagos con cheque electrónico restringidos.',
  },

  quitConfirmation: '¿Está seguro de que desea abandonar el pago?',

  recentPaymentTitle: 'Confirmar',
  recentPayment: (amount: number, date: string) =>
    `Realizó un pago reciente de ${formatMoney(amount)} el ${date}. ¿Desea continuar con otro pago?`,

  signedIn: {
    title: 'Realizar un pago',
    message:
      'Ya inició sesión. Haga su pago desde su cuenta, donde están todas sus cuentas y opciones de pago.',
    goToPayments: 'Ir a Pagos',
  },

  result: {
    successTitle: 'Pago exitoso',
    cancelledTitle: 'Pago cancelado',
    cancelledText: 'Su pago se canceló. No se realizó ningún pago.',
    paymentAmountLabel: 'Monto del pago',
    convenienceFeeLabel: 'Cargo por conveniencia',
    cardOrBankLastFourLabel: 'Pagado con tarjeta o cuenta terminada en',
    confirmationNumberLabel: 'Número de confirmación',
    accountBalanceLabel: 'Saldo de la cuenta',
    printReceipt: 'Imprimir recibo',
  },
};
