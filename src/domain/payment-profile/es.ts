import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
/** Spanish of messages.ts (same keys, checked by its catalogue() call; errors.ts reuses the standard catalogue, translated in ../es.ts). */
export const paymentProfileMessages: Translation<typeof messages.paymentProfileMessages> = {
  title: 'Perfil de pago',
  loading: 'Cargando…',
  intro:
    'Tarjetas y cuentas bancarias que guardó para usarlas más tarde. Pague o configure el pago automático con una de ellas sin volver a ingresarla.',
  howToAdd:
    'Para guardar una tarjeta o cuenta bancaria nueva, pague con ella en Pagar varias cuentas y marque la casilla para guardarla en la página de pago segura.',
  empty: 'No tiene tarjetas ni cuentas bancarias guardadas.',
  listLabel: 'Métodos de pago guardados',
  defaultMarker: 'Predeterminado',
  /** Only a card expires. */
  expiredMarker: 'Vencida',
  expires: (expiry: string) => `Vence en ${expiry}`,
  expired: (expiry: string) => `Venció en ${expiry}`,
  usedByAutoPay: (accounts: readonly string[]) =>
    `Se usa en el pago automático de ${accounts.length === 1 ? 'la cuenta' : 'las cuentas'} ${accounts.join(', ')}`,
  rename: 'Renombrar',
  renameLabel: (method: string) => `Renombrar ${method}`,
  remove: 'Quitar',
  removeLabel: (method: string) => `Quitar ${method}`,
  makeDefault: 'Hacer predeterminado',
  /** Starts with the visible text, as the English does (WCAG 2.5.3). */
  makeDefaultLabel: (method: string) => `Hacer predeterminado: ${method}`,
  renameTitle: 'Renombrar método de pago',
  nickname: 'Alias',
  nicknameHint: 'Hasta 30 caracteres. Déjelo en blanco para mostrar solo la tarjeta o la cuenta.',
  save: 'Guardar',
  cancel: 'Cancelar',
  renamed: 'Se cambió el nombre del método de pago.',
  removeTitle: 'Quitar método de pago',
  removeConfirm: (method: string) =>
    `¿Está seguro de que desea quitar ${method}? Tendrá que volver a ingresarlo para usarlo.`,
  yes: 'Sí',
  no: 'No',
  removed: 'Se quitó el método de pago.',
  removeOutcomeUnknown:
    'No pudimos confirmar si se quitó el método de pago. La lista de abajo se volvió a cargar: revísela antes de volver a intentarlo.',
  madeDefault: (method: string) => `${method} es ahora su método de pago predeterminado.`,
  makeDefaultOutcomeUnknown:
    'No pudimos confirmar si se cambió su método de pago predeterminado. La lista de abajo se volvió a cargar: revísela antes de volver a intentarlo.',
};

export const storedMethodMessages: Translation<typeof messages.storedMethodMessages> = {
  masked: (kind: string, lastFourDigits: string) => `${kind} terminada en ${lastFourDigits}`,
  card: 'Tarjeta',
  bankAccount: 'Cuenta bancaria',
  bankAccountTypes: { Checking: 'Cuenta de cheques', Savings: 'Cuenta de ahorros' },
};

export const nicknameMessages: Translation<typeof messages.nicknameMessages> = {
  tooLong: 'El alias puede tener 30 caracteres como máximo.',
  invalid: "El alias puede contener letras, dígitos, espacios y . , ' & -",
};
