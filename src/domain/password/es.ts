import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';

/** Spanish of messages.ts (same keys; errors.ts reuses the standard catalogue, translated in ../es.ts). */
export const passwordMessages: Translation<typeof messages.passwordMessages> = {
  rules: {
    passwordRequired: 'Ingrese una contraseña.',
    passwordCriteria: 'La contraseña no cumple los criterios.',
    passwordRuleText:
      'Debe tener de 8 a 50 caracteres, sin espacios, y contener al menos 1 letra minúscula, 1 letra mayúscula, 1 dígito y 1 carácter especial de !@#$%^&*.',
    confirmPasswordRequired: 'Ingrese la confirmación de la contraseña.',
    passwordMismatch: 'La contraseña y su confirmación no coinciden.',
  },

  strength: {
    label: 'Seguridad de la contraseña',
    levels: ['Muy débil', 'Débil', 'Aceptable', 'Buena', 'Segura'],
  },

  reset: {
    title: 'Restablecer contraseña',
    memberNameLabel: 'Nombre del socio',
    newPasswordLabel: 'Nueva contraseña',
    confirmPasswordLabel: 'Confirmar contraseña',
    submit: 'Enviar',
    checkingLink: 'Verificando su enlace de restablecimiento…',
    success: 'Se restableció su contraseña. Ya puede iniciar sesión con su nueva contraseña.',
    signIn: 'Iniciar sesión',
    invalidLink:
      'Este enlace para restablecer la contraseña no es válido o ha vencido. Solicite un enlace nuevo en la página «¿Olvidó su contraseña?».',
    goHome: 'Ir al inicio',
  },

  forgotPassword: {
    title: '¿Olvidó su contraseña?',
    instructions:
      'Ingrese su nombre de usuario y le enviaremos por correo electrónico un enlace para restablecer su contraseña.',
    usernameLabel: 'Nombre de usuario',
    submit: 'Enviar enlace',
    confirmation:
      'Si ese nombre de usuario corresponde a una cuenta del portal, enviamos un enlace para restablecer su contraseña al correo electrónico registrado. Revise su bandeja de entrada y siga el enlace para elegir una nueva contraseña.',
    backToSignIn: 'Volver al inicio de sesión',
  },

  forgotUsername: {
    title: '¿Olvidó su nombre de usuario?',
    instructions:
      'Ingrese el correo electrónico de su cuenta del portal y le enviaremos su nombre de usuario por correo electrónico.',
    emailLabel: 'Correo electrónico',
    emailRequired: 'Ingrese su correo electrónico.',
    emailInvalid: 'Ingrese un correo electrónico válido.',
    submit: 'Enviar nombre de usuario',
    confirmation:
      'Si ese correo electrónico corresponde a una cuenta del portal, le enviamos su nombre de usuario. Revise su bandeja de entrada.',
    backToSignIn: 'Volver al inicio de sesión',
  },
};
