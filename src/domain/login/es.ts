import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const loginMessages: Translation<typeof messages.loginMessages> = {
  title: 'Iniciar sesión',
  loading: 'Cargando el formulario de inicio de sesión',
  usernameLabel: 'Nombre de usuario',
  passwordLabel: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  logIn: 'Iniciar sesión',

  usernameRequired: 'Ingrese su nombre de usuario.',
  passwordRequired: 'Ingrese su contraseña.',
  usernameTooLong: 'Su nombre de usuario no puede tener más de 60 caracteres.',
  passwordTooLong: 'Su contraseña no puede tener más de 50 caracteres.',

  success: 'Solicitud exitosa, espere un momento…',
  loggedOut: 'Cerró sesión correctamente',

  links: {
    createAccount: 'Crear cuenta',
    forgotPassword: '¿Olvidó su contraseña?',
    forgotUsername: '¿Olvidó su nombre de usuario?',
    help: '¿Necesita ayuda para iniciar sesión?',
  },

  help: {
    title: 'Acceso para socios',
    text: 'Inicie sesión con el nombre de usuario y la contraseña de su cuenta del portal para socios. ¿Es nuevo en el portal? Elija Crear cuenta y tenga a mano su número de cuenta. Si olvidó su contraseña o su nombre de usuario, use los enlaces debajo del botón Iniciar sesión.',
    close: 'Cerrar',
  },

  originalPortalBanner:
    'Le damos la bienvenida a nuestro nuevo portal para socios. Si es su primera visita, cree una nueva cuenta del portal: el nombre de usuario y la contraseña del portal anterior no funcionarán aquí.',

  mfa: {
    heading: 'Verifique su identidad',
    instructions: 'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
    codeLabel: 'Código de verificación',
    verify: 'Verificar',
    back: 'Atrás',
  },
};
