import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

/** Spanish of messages.ts (same keys, checked by its catalogue() call; errors.ts reuses the standard catalogue, translated in ../es.ts). */
export const accountListMessages: Translation<typeof messages.accountListMessages> = {
  loading: 'Cargando sus cuentas…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,
  columns: {
    accountNumber: 'Número de cuenta',
    accountType: 'Tipo de cuenta',
    serviceAddress: 'Dirección del servicio',
    status: 'Estado',
    balance: 'Saldo',
    dueDate: 'Vencimiento',
  },
  /** "No disponible". */
  notAvailable: 'N/D',
};
