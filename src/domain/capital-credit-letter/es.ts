import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';

/**
 * Spanish of messages.ts (same keys; the English stays the source of truth). errors.ts defines no
 * catalogue of its own: it is the standard one, translated in ../es.ts.
 */
export const capitalCreditLetterMessages: Translation<typeof messages.capitalCreditLetterMessages> = {
  title: 'Devolución de la carta de créditos de capital',
  instructions:
    'Ingrese el número de socio y el ID de la carta que aparecen en su carta de créditos de capital y luego devuelva su carta firmada.',
  memberNumber: 'Número de socio',
  letterId: 'ID de la carta',
  letterIdHelp: '¿Qué es el ID de la carta?',
  letterIdHelpTitle: 'ID de la carta',
  letterIdHelpText: [
    'El ID de la carta aparece en la esquina superior derecha de la carta de créditos de capital que le enviamos por correo, junto a su número de socio.',
    'Está formado solo por letras y dígitos, por ejemplo, CC2026A.',
  ],
  submit: 'Devolver carta firmada',
  loading: 'Cargando…',
  validation: {
    memberNumberRequired: 'El número de socio es obligatorio.',
    letterIdRequired: 'El ID de la carta es obligatorio.',
    invalidFormat: 'Formato no válido.',
  },
};
