import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';
import { wholeNumberFormat } from '../numbers.ts';

/** Counts as the member reads them in Spanish (es-US groups like en-US: 2,400). */
function countText(count: number): string {
  return wholeNumberFormat.format(count);
}

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const autoPayMessages: Translation<typeof messages.autoPayMessages> = {
  title: 'Pagos automáticos',
  loading: 'Cargando…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,
  intro:
    'Con el pago automático, cada nueva factura de una cuenta se paga en su fecha de vencimiento con la tarjeta o cuenta bancaria que usted elija.',
  listLabel: 'Cuentas y su pago automático',
  search: 'Número de cuenta o dirección',
  shown: (shown: number, total: number) => `Se muestran ${countText(shown)} de ${countText(total)} cuentas.`,
  showMore: (count: number) => `Mostrar ${countText(count)} más`,
  noMatch: 'Ninguna cuenta coincide con su búsqueda.',
  account: (accountNumber: string) => `Cuenta ${accountNumber}`,
  enrolledWith: (description: string, kind: string) => `Se paga con ${description} (${kind})`,
  kinds: { CHARGE: 'tarjeta', ECHECK: 'cheque electrónico' },
  enrolledSince: (date: string) => `Inscrita desde el ${date}`,
  notEnrolled: 'No inscrita',
  enrolledMarker: 'Inscrita',
  enrol: 'Configurar pago automático',
  enrolLabel: (accountNumber: string) => `Configurar pago automático de la cuenta ${accountNumber}`,
  remove: 'Quitar',
  removeLabel: (accountNumber: string) => `Quitar el pago automático de la cuenta ${accountNumber}`,
  enrolTitle: (accountNumber: string) => `Configurar pago automático para ${accountNumber}`,
  methodLegend: 'Pagar con',
  newCard: 'Una tarjeta nueva',
  newBank: 'Una cuenta bancaria nueva (cheque electrónico)',
  hostedNote:
    'Ingresará la nueva tarjeta o cuenta bancaria en la página de pago segura, donde también podrá guardarla para usarla más adelante.',
  expiredChoice: (label: string) => `${label} (vencida)`,
  chooseMethod: 'Elija un método de pago.',
  confirmEnrol: 'Configurar',
  continueToPage: 'Ir a la página segura',
  cancel: 'Cancelar',
  enrolled: (accountNumber: string) => `Se configuró el pago automático de la cuenta ${accountNumber}.`,
  returned: 'Se actualizó la información de su pago automático.',
  removeTitle: 'Quitar pago automático',
  removeConfirm: (accountNumber: string) =>
    `¿Está seguro de que desea quitar el pago automático de la cuenta ${accountNumber}? Sus facturas ya no se pagarán automáticamente.`,
  yes: 'Sí',
  no: 'No',
  removed: (accountNumber: string) => `Se quitó el pago automático de la cuenta ${accountNumber}.`,
  enrolOutcomeUnknown:
    'No pudimos confirmar si se configuró el pago automático. La lista de abajo se volvió a cargar: revísela antes de volver a intentarlo.',
  removeOutcomeUnknown:
    'No pudimos confirmar si se quitó el pago automático. La lista de abajo se volvió a cargar: revísela antes de volver a intentarlo.',
};
