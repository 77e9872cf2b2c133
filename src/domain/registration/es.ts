import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as passwordEs from '../password/es.ts';

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const registrationMessages: Translation<typeof messages.registrationMessages> = {
  headers: {
    registration: 'Registro',
    sendVerificationCode: 'Enviar código de verificación',
    enterVerificationCode: 'Ingresar código de verificación',
    completeRegistration: 'Completar registro',
  },
  buttons: {
    next: 'Siguiente',
    send: 'Enviar',
    verify: 'Verificar',
    register: 'Registrarse',
    signIn: 'Iniciar sesión',
    back: 'Atrás',
  },

  labels: {
    accountNumber: 'Número de cuenta',
    sendOption: '¿Adónde debemos enviar su código de verificación?',
    emailOption: (maskedEmail: string): string => `Correo electrónico a ${maskedEmail}`,
    textOption: (maskedPhone: string): string => `Mensaje de texto a ${maskedPhone}`,
    userProvidedIntro:
      'No tenemos ningún correo electrónico ni celular registrado para esta cuenta. Ingrese uno al que podamos enviar su código de verificación.',
    userProvidedEmailChoice: 'Correo electrónico',
    userProvidedPhoneChoice: 'Celular',
    userProvidedEmail: 'Correo electrónico',
    userProvidedPhone: 'Número de celular',
    verificationCode: 'Código de verificación',
    memberNumber: 'Número de socio',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    confirmEmail: 'Confirmar correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    securityQuestion: 'Pregunta de seguridad',
    securityQuestionPlaceholder: 'Seleccione una pregunta',
    securityAnswer: 'Respuesta de seguridad',
    preferences: 'Preferencias de comunicación',
    paperlessBilling: 'Facturación sin papel (factura electrónica)',
    paperlessOther: 'Otras comunicaciones sin papel (comunicaciones electrónicas)',
    marketingEmails: 'Correos electrónicos promocionales',
    paperlessConfirmation:
      'Entiendo que recibiré mis facturas y avisos por vía electrónica en lugar de por correo postal.',
    passwordStrength: passwordEs.passwordMessages.strength.label,
  },

  loading: 'Cargando el registro…',

  hints: {
    codeSent: (destination: string): string =>
      `Enviamos un código de verificación de 6 dígitos a ${destination}. El código es válido por 2 horas.`,
    usernameRules:
      'Use de 6 a 60 caracteres: letras, dígitos, espacios y _ . @ -, que empiecen y terminen con una letra o un dígito, sin un mismo carácter especial dos veces seguidas.',
  },

  errors: {
    accountNumberRequired: 'Ingrese su número de cuenta.',
    accountNumberDigits: 'El número de cuenta solo debe contener dígitos.',
    accountNumberTooLong: 'El número de cuenta no puede tener más de 12 dígitos.',
    sendOptionRequired: 'Seleccione un método de autenticación para recibir el código de verificación.',
    userProvidedEmailInvalid: 'Ingrese un correo electrónico válido.',
    userProvidedPhoneInvalid: 'Ingrese un número de teléfono válido. (Ej.: (987) 456-1230)',
    codeRequired: 'Ingrese el código de verificación.',
    codeDigits: 'El código de verificación solo debe contener dígitos.',
    codeTooLong: 'El código de verificación no puede tener más de 6 dígitos.',
    usernameRequired: 'Ingrese un nombre de usuario.',
    usernameCriteria: 'El nombre de usuario no cumple con los criterios.',
    usernameTaken: 'Ese nombre de usuario ya está registrado.',
    emailInvalid: 'Ingrese un correo electrónico válido.',
    confirmEmailMismatch: 'El correo electrónico y su confirmación no coinciden.',
    passwordRequired: passwordEs.passwordMessages.rules.passwordRequired,
    passwordMismatch: passwordEs.passwordMessages.rules.passwordMismatch,
    securityQuestionRequired: 'Seleccione una opción.',
    securityAnswerRequired: 'Ingrese una respuesta.',
    securityAnswerTooLong: 'La respuesta de seguridad no puede tener más de 100 caracteres.',
    paperlessConfirmationRequired: 'Marque la casilla de confirmación de facturación sin papel.',
    unableToFetchDetails:
      'No se pudieron obtener los datos de la cuenta ingresada. Comuníquese con el servicio al cliente.',
  },

  successUsername: (username: string): string => `Su nombre de usuario es ${username}.`,
};
