import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';
import * as operationRoundupEs from '../operation-roundup/es.ts';
import * as passwordEs from '../password/es.ts';

/** Spanish of messages.ts (same keys; errors.ts reuses the standard catalogue, translated in ../es.ts). */
export const myProfileMessages: Translation<typeof messages.myProfileMessages> = {
  title: 'Mi perfil',
  loading: 'Cargando…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,
  tabs: {
    loginInfo: 'Datos de acceso',
    paperless: 'Opciones sin papel',
    roundup: operationRoundupEs.operationRoundupMessages.title,
    mfa: 'Autenticación multifactor',
  },
  submitAll: 'Enviar todo',
  saved: 'Su perfil se ha actualizado.',
  fixErrors: 'Corrija los errores y vuelva a presionar Enviar todo.',

  loginInfo: {
    email: 'Correo electrónico',
    username: 'Nombre de usuario',
    usernameHint:
      'De 6 a 60 caracteres: letras, dígitos, espacio y . _ @ -; debe empezar y terminar con una letra o un dígito.',
    securityQuestion: 'Pregunta de seguridad',
    securityQuestionPlaceholder: 'Seleccione una pregunta',
    securityAnswer: 'Respuesta de seguridad',
    changePassword: 'Cambiar contraseña',
    passwordOptional: 'Deje vacíos ambos campos de contraseña para conservar su contraseña actual.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    emailPreferences: 'Preferencias de correo electrónico',
    paymentEmail: 'Enviarme correos electrónicos sobre mis pagos',
    serviceOrderEmail: 'Enviarme correos electrónicos sobre mis órdenes de servicio',
    maskPhone: 'Ocultar mi número de teléfono',
    storedData: 'Información de pago guardada',
    removeStoredCredit: 'Eliminar la información guardada de mi tarjeta de crédito',
    removeStoredBank: 'Eliminar la información guardada de mi cuenta bancaria',
  },

  errors: {
    emailRequired: 'Ingrese su correo electrónico.',
    emailInvalid: 'Ingrese un correo electrónico válido.',
    usernameRequired: 'Ingrese su nombre de usuario.',
    usernameCriteria: 'El nombre de usuario no cumple los criterios.',
    usernameTaken: 'Ese nombre de usuario ya está registrado.',
    securityQuestionRequired: 'Seleccione una opción.',
    securityAnswerRequired: 'Ingrese la respuesta de seguridad.',
    securityAnswerTooLong: 'La respuesta de seguridad puede tener como máximo 100 caracteres.',
    passwordRequired: passwordEs.passwordMessages.rules.passwordRequired,
    confirmPasswordRequired: passwordEs.passwordMessages.rules.confirmPasswordRequired,
    passwordMismatch: passwordEs.passwordMessages.rules.passwordMismatch,
    paperlessConfirmationRequired: 'Marque la casilla para continuar.',
    storedPaymentInUse: 'No se permite la actualización. Existe una configuración de pago activa.',
  },

  paperless: {
    memberLevel: 'Todas mis cuentas',
    memberPaperlessBilling: 'Facturación sin papel para todas mis cuentas',
    memberPaperlessOther: 'Otros documentos sin papel para todas mis cuentas',
    accounts: 'Mis cuentas',
    caption: 'Opciones sin papel de cada cuenta',
    columns: {
      account: 'Número de cuenta',
      address: 'Dirección',
      emailBillNotice: 'Aviso de factura por correo',
      paperlessBill: 'Factura sin papel',
      otherPaperless: 'Otros sin papel',
    },
    rowLabels: {
      emailBillNotice: (accountNumber: string) =>
        `Aviso de factura por correo electrónico para ${accountNumber}`,
      paperlessBill: (accountNumber: string) => `Factura sin papel para ${accountNumber}`,
      otherPaperless: (accountNumber: string) => `Otros documentos sin papel para ${accountNumber}`,
    },
    selectAll: {
      emailBillNotice: 'Seleccionar todo: Aviso de factura por correo',
      paperlessBill: 'Seleccionar todo: Factura sin papel',
      otherPaperless: 'Seleccionar todo: Otros sin papel',
    },
    emailForced: 'Una factura sin papel siempre se envía por correo electrónico.',
    other: 'Otras opciones',
    annualMeetingKit: 'Enviarme en formato electrónico el paquete de la asamblea anual',
    marketingEmail: 'Enviarme noticias y ofertas por correo electrónico',
    confirmation:
      'Acepto recibir los documentos y mensajes elegidos arriba por correo electrónico en lugar de por correo postal, en el correo electrónico con el que inicio sesión.',
    noAccounts: 'No hay cuentas elegibles para administrar las opciones sin papel.',
  },

  roundup: {
    noAccounts: 'No hay cuentas elegibles para administrar Operation RoundUp.',
    caption: 'Operation RoundUp de cada cuenta',
    hint: 'Seleccione las cuentas que desea cambiar y presione Enviar todo.',
  },

  mfa: {
    mode: 'Aplicación de autenticación',
    useAnApp: 'Usar una aplicación',
    setUpNow: 'Configurar ahora',
    changeApp: 'Cambiar aplicación',
    removeApp: 'Quitar aplicación',
    statusOn: 'Activa: al iniciar sesión, se le pide un código de su aplicación.',
    statusOff: 'Sin configurar: inicia sesión solo con su nombre de usuario y contraseña.',
    setupTitle: 'Configure su aplicación de autenticación',
    scan: 'Escanee este código QR con su aplicación de autenticación (como Google Authenticator o Microsoft Authenticator).',
    qrLabel: 'Código QR para escanear con su aplicación de autenticación',
    manualKeyIntro: 'O ingrese esta clave manualmente en su aplicación:',
    manualKey: 'Clave manual',
    code: 'Código de 6 dígitos',
    codeHint: 'Ingrese el código que muestra su aplicación en este momento.',
    verify: 'Verificar código y activar',
    cancel: 'Cancelar',
    codeRequired: 'Ingrese el código de 6 dígitos de su aplicación.',
    codeInvalid: 'El código tiene 6 dígitos.',
    verificationFailed:
      'La verificación de la cuenta no se realizó correctamente. No se pudo verificar el código. Compruebe que la hora de su dispositivo sea correcta e ingrese el código que muestra su aplicación en este momento.',
    activated:
      'La verificación de la cuenta se realizó correctamente. La autenticación multifactor está activada. Se le pedirá un código de su aplicación al iniciar sesión.',
    removed: 'La autenticación multifactor está desactivada.',
    removeConfirm: '¿Está seguro de que desea eliminar este modo de MFA?',
    removeYes: 'Sí',
    removeNo: 'No',
  },
};
