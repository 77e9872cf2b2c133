import type { Translation } from '../language.ts';
import * as rootEs from '../es.ts';
import type * as messages from './messages.ts';
import type * as errors from './errors.ts';

/** Spanish of messages.ts and errors.ts (same keys; the English stays the source of truth). */
export const averageBillingMessages: Translation<typeof messages.averageBillingMessages> = {
  title: 'Facturación promedio',
  loading: 'Cargando…',
  noAccounts: 'No hay cuentas disponibles.',
  viewLabel: 'Mostrar',
  views: {
    all: 'Todas',
    average: 'Facturación promedio',
    nonAverage: 'Sin facturación promedio',
  },
  caption: 'Cuentas y su tipo de facturación',
  columns: {
    accountNumber: 'Número de cuenta',
    serviceAddress: 'Dirección del servicio',
    estimatedAmount: 'Monto estimado',
    action: 'Acción',
  },
  actions: {
    signUp: 'Inscribir',
    remove: 'Quitar',
    notEligible: 'No elegible',
  },
  actionLabel: (action: string, accountNumber: string) => `${action} la cuenta ${accountNumber}`,
  reasonLabel: (accountNumber: string) => `Por qué la cuenta ${accountNumber} no es elegible`,
  budgetReason:
    'Esta cuenta está inscrita en facturación presupuestaria. Aquí no se puede cambiar su tipo de facturación a facturación promedio.',
  noReasonGiven: 'Esta cuenta no es elegible para la facturación promedio.',
  noEstimate: 'N/D',
  bulk: {
    remove: 'Quitar seleccionadas',
    signUp: 'Inscribir seleccionadas',
  },
  bulkHint: (button: string) => `Marque varias cuentas y luego haga clic en “${button}”.`,
  confirm: {
    continue: 'Continuar',
    cancel: 'Cancelar',
    signUpTitle: 'Inscripción en facturación promedio',
    removeTitle: 'Quitar la facturación promedio',
    signUpOne: (accountNumber: string) =>
      `La cuenta ${accountNumber} se inscribirá en la facturación promedio. Haga clic en Continuar para seguir o en Cancelar para conservar su tipo de facturación.`,
    signUpMany: (count: number) =>
      `Se inscribirán ${count} cuentas en la facturación promedio. Haga clic en Continuar para seguir o en Cancelar para conservar su tipo de facturación.`,
    removeOne: (accountNumber: string) =>
      `La cuenta ${accountNumber} se retirará de la facturación promedio y volverá a la facturación estándar. Haga clic en Continuar para seguir o en Cancelar para conservar su tipo de facturación.`,
    removeMany: (count: number) =>
      `Se retirarán ${count} cuentas de la facturación promedio y volverán a la facturación estándar. Haga clic en Continuar para seguir o en Cancelar para conservar su tipo de facturación.`,
  },
  success: {
    title: 'Operación exitosa',
    one: (accountNumber: string) =>
      `El tipo de facturación de la cuenta ${accountNumber} se actualizó correctamente`,
    many: 'El tipo de facturación se actualizó correctamente para varias cuentas.',
  },
  warningTitle: 'Advertencia',
};

export const averageBillingErrors: Translation<typeof errors.averageBillingErrors> = {
  clientSide: rootEs.errorMessages.contactSupport,
  badRequest: 'first-listed',
  unauthorized: rootEs.errorMessages.unauthorized,
  serverError: rootEs.errorMessages.contactSupport,
  otherStatus: rootEs.errorMessages.contactSupport,
  unknown: rootEs.errorMessages.contactSupport,
};
