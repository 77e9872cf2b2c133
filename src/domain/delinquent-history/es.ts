import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import type * as errors from './errors.ts';
import * as rootEs from '../es.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

/** Spanish of messages.ts and errors.ts (same keys; the English stays the source of truth). */
export const delinquentHistoryMessages: Translation<typeof messages.delinquentHistoryMessages> = {
  title: 'Historial de morosidad',
  loading: 'Cargando avisos de morosidad…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,
  account: 'Cuenta',
  caption: 'Avisos de morosidad',
  columns: {
    viewPdf: 'Ver PDF',
    billDate: 'Fecha de factura',
    pastDue: 'Vencido',
    lateFee: 'Cargo por mora',
    /** The date service may be disconnected ("corte" of service). */
    cutoffDate: 'Fecha de corte',
  },
  viewPdf: 'Ver PDF',
  viewPdfOf: (billDate: string) => `Aviso de morosidad del ${billDate}`,
  viewerTitle: (billDate: string) => `Aviso de morosidad del ${billDate}`,
  empty: 'No hay avisos de morosidad disponibles.',
  fileNotFound: 'No se encontró el archivo del aviso de morosidad.',
};

export const delinquentHistoryErrors: Translation<typeof errors.delinquentHistoryErrors> = {
  clientSide: rootEs.errorMessages.generic,
  badRequest: rootEs.errorMessages.generic,
  unauthorized: rootEs.errorMessages.generic,
  serverError: rootEs.errorMessages.generic,
  otherStatus: rootEs.errorMessages.generic,
  unknown: rootEs.errorMessages.generic,
};
