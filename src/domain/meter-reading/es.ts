import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const meterReadingMessages: Translation<typeof messages.meterReadingMessages> = {
  title: 'Lectura del medidor',
  linkTitle: accountOverviewEs.accountOverviewMessages.quickLinks.meterReading,
  loading: 'Cargando…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,
  intro: 'Lea los números de su medidor de izquierda a derecha e ingréselos con la fecha en que los leyó.',
  notCollected: 'Esta cuenta no admite el envío de lecturas del medidor.',

  form: {
    meter: 'Medidor',
    readingDate: 'Fecha de lectura',
    reading: 'Lectura',
    readingHint: 'Solo números enteros, tal como los muestra el medidor.',
    submit: 'Enviar lectura',
  },

  lastReading: (reading: string, date: string) => `Última lectura: ${reading} el ${date}`,
  noLastReading: 'Todavía no hay ninguna lectura registrada.',

  errors: {
    meterRequired: 'Seleccione un medidor.',
    dateRequired: 'Ingrese la fecha en que leyó el medidor.',
    dateInFuture: 'La fecha de lectura no puede ser una fecha futura.',
    dateBeforeLast: (date: string) =>
      `La fecha de lectura no puede ser anterior a la última lectura, del ${date}.`,
    readingRequired: 'Ingrese la lectura.',
    readingNotWhole: 'Ingrese la lectura en números enteros, tal como la muestra el medidor.',
    readingTooLow: (reading: string, date: string) =>
      `La lectura no puede ser menor que la última lectura de ${reading} del ${date}.`,
  },

  submitted: (reading: string, date: string) => `Gracias. Recibimos su lectura de ${reading} del ${date}.`,

  history: {
    caption: 'Lecturas que envió',
    meter: 'Medidor',
    readingDate: 'Fecha de lectura',
    reading: 'Lectura',
    submittedOn: 'Enviada el',
    empty: 'Todavía no ha enviado ninguna lectura para esta cuenta.',
  },
};
