import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

/** Spanish of messages.ts (same keys; errors.ts reuses the standard catalogue, translated in ../es.ts). */
export const manageNotificationsMessages: Translation<typeof messages.manageNotificationsMessages> = {
  title: 'Administrar notificaciones',
  loading: 'Cargando sus alertas…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,
  intro:
    'Elija qué alertas recibe cada uno de sus contactos confirmados para esta cuenta. Cada alerta indica el número de cuenta y la dirección del servicio, y desactivar una alerta no cambia las demás.',
  accountLabel: 'Cuenta',
  serviceAddressLabel: 'Dirección del servicio',
  gridCaption: (accountNumber: string) => `Alertas de la cuenta ${accountNumber}`,
  alertColumn: 'Alerta',
  settingColumn: 'Configuración',
  contactBox: (alertName: string, contact: string) => `${alertName} para ${contact}`,
  emailKind: 'Correo',
  mobileKind: 'Texto',
  alertOff: 'Desactivada',
  alertOnFor: (count: number) =>
    count === 1 ? 'Activada para 1 contacto' : `Activada para ${count} contactos`,
  alertNames: {
    OUTAGE: 'Apagón',
    BILL_READY: 'Factura lista',
    PAYMENT_DUE: 'Recordatorio de vencimiento',
    PAYMENT_RECEIVED: 'Pago recibido',
    DRAFT_UPCOMING: 'Próximo débito automático',
    HIGH_USAGE: 'Consumo alto',
    PROJECTED_BILL: 'Factura proyectada',
  },
  alertDescriptions: {
    OUTAGE:
      'Cuando hay un apagón, cuando cambia la hora estimada de restablecimiento y cuando se restablece el servicio.',
    BILL_READY: 'Cuando hay una nueva factura disponible, con su monto y fecha de vencimiento.',
    PAYMENT_DUE: 'Antes de la fecha de vencimiento, si hay un saldo pendiente.',
    PAYMENT_RECEIVED: 'Cuando se registra un pago en la cuenta.',
    DRAFT_UPCOMING:
      'Antes de un débito automático, con su monto: 3 días antes, o 10 días antes si el monto es distinto al del último débito.',
    HIGH_USAGE: 'Cuando el consumo de un día supera los kWh que usted elija.',
    PROJECTED_BILL: 'Cuando la proyección de la próxima factura supera el monto que usted elija.',
  },
  daysBeforeLabel: 'Días antes del vencimiento',
  daysBeforeOption: (days: number) => (days === 1 ? '1 día' : `${days} días`),
  usageThresholdLabel: 'Consumo diario mayor a (kWh)',
  projectedAmountLabel: 'Factura proyectada mayor a',
  noContacts:
    'Aún no tiene ningún contacto confirmado. Agregue un correo electrónico o un número de celular y confírmelo con su código para recibir alertas.',
  unconfirmedNote: (count: number) =>
    count === 1
      ? '1 contacto está esperando su código y todavía no puede recibir alertas.'
      : `${count} contactos están esperando su código y todavía no pueden recibir alertas.`,
  manageContacts: 'Administrar contactos',
  save: 'Guardar alertas',
  saved: (accountNumber: string) => `Se guardaron sus alertas de la cuenta ${accountNumber}.`,
  validation: {
    daysBefore: 'Elija cuántos días antes de la fecha de vencimiento.',
    usageThresholdRequired: 'Ingrese el consumo diario en kWh.',
    usageThresholdRange: 'Ingrese un número entero de kWh del 1 al 999.',
    projectedAmountRequired: 'Ingrese un monto.',
    projectedAmountRange: 'Ingrese un monto de $1.00 a $9,999.00.',
  },
};
