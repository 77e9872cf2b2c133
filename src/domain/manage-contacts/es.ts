import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

/** Spanish of messages.ts (same keys; errors.ts reuses the standard catalogue, translated in ../es.ts). */
export const manageContactsMessages: Translation<typeof messages.manageContactsMessages> = {
  title: 'Administrar contactos',
  loading: 'Cargando sus contactos…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,
  intro:
    'Las alertas se envían solo a los correos electrónicos y números de celular que aparecen abajo, una vez que cada uno se confirma con un código. Elija qué alertas recibe cada uno en Administrar notificaciones.',
  manageAlerts: 'Elegir alertas en Administrar notificaciones',
  emailsHeading: 'Correos electrónicos',
  mobilesHeading: 'Números de celular',
  noEmails: 'Aún no hay ningún correo electrónico.',
  noMobiles: 'Aún no hay ningún número de celular.',
  signInEmail: 'Correo de inicio de sesión',
  confirmed: 'Confirmado',
  unconfirmed: 'Sin confirmar: ingrese el código que le enviamos para recibir alertas',
  signInEmailNote: 'Cambie su correo de inicio de sesión en Mi perfil.',
  addEmail: 'Agregar correo electrónico',
  addMobile: 'Agregar número de celular',
  enterCode: 'Ingresar código',
  enterCodeFor: (value: string) => `Ingresar código para ${value}`,
  remove: 'Quitar',
  removeContact: (value: string) => `Quitar ${value}`,
  addEmailTitle: 'Agregar un correo electrónico',
  addMobileTitle: 'Agregar un número de celular',
  emailLabel: 'Correo electrónico',
  mobileLabel: 'Número de celular',
  mobileHint: 'Las alertas llegan por mensaje de texto. Pueden aplicarse tarifas de mensajes y datos.',
  sendCode: 'Enviar código',
  cancel: 'Cancelar',
  codeTitle: 'Confirme su contacto',
  codeSent: (value: string) =>
    `Enviamos un código de 6 dígitos a ${value}. Ingréselo aquí para confirmar este contacto.`,
  codeLabel: 'Código',
  confirm: 'Confirmar',
  resend: 'Enviar un código nuevo',
  codeResent: (value: string) => `Se envió un código nuevo a ${value}.`,
  contactConfirmed: (value: string) => `${value} está confirmado y ya puede recibir alertas.`,
  contactRemoved: (value: string) => `Se quitó ${value}. Ya no recibe alertas.`,
  removeTitle: 'Quitar contacto',
  removeQuestion: (value: string) =>
    `¿Quitar ${value}? Dejará de recibir todas sus alertas, para todas las cuentas.`,
  validation: {
    emailRequired: 'Ingrese un correo electrónico.',
    emailInvalid: 'Ingrese un correo electrónico válido (Ej.: name@example.com).',
    emailTooLong: 'Un correo electrónico puede tener como máximo 60 caracteres.',
    mobileRequired: 'Ingrese un número de celular.',
    mobileInvalid: 'Formato de teléfono no válido. (Ej.: (987) 456-1230)',
    duplicate: 'Este contacto ya está en su lista.',
    tooManyEmails: 'Puede tener hasta 5 correos electrónicos.',
    tooManyMobiles: 'Puede tener hasta 5 números de celular.',
    codeRequired: 'Ingrese el código de 6 dígitos.',
    codeInvalid: 'El código tiene 6 dígitos.',
  },
};
