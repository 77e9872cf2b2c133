import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const sessionWarningMessages: Translation<typeof messages.sessionWarningMessages> = {
  title: 'Su sesión está por terminar',
  description: (timeLeft: string) =>
    `Por su seguridad, su sesión se cerrará en ${timeLeft}. ¿Desea mantener la sesión iniciada?`,
  lastRenewal: (timeLeft: string) =>
    `Por su seguridad, su sesión se cerrará en ${timeLeft}. Ha mantenido la sesión iniciada el tiempo máximo permitido; inicie sesión de nuevo para continuar.`,
  timeLeft: (minutes: number, seconds: number) =>
    [
      minutes === 0 ? '' : minutes === 1 ? '1 minuto' : `${minutes} minutos`,
      seconds === 0 && minutes > 0 ? '' : seconds === 1 ? '1 segundo' : `${seconds} segundos`,
    ]
      .filter((part) => part !== '')
      .join(' '),
  staySignedIn: 'Mantener la sesión',
  signOut: 'Cerrar sesión',
  signInAgain: 'Iniciar sesión de nuevo',
  renewalFailed: 'No pudimos renovar su sesión. Revise su conexión e inténtelo de nuevo, o cierre la sesión.',
  renewalRefused: 'No se pudo renovar su sesión. Inicie sesión de nuevo.',
};
