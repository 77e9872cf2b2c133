import type { Translation } from '../language.ts';
import type * as buttonMessages from './button-messages.ts';
/** Spanish of button-messages.ts (same keys, checked by its catalogue() call; kept apart so the button's script stays small). */
export const quickPayButtonMessages: Translation<typeof buttonMessages.quickPayButtonMessages> = {
  label: 'Pago rápido',
  /** Follows the label: "Pago rápido es una forma…". */
  bannerText: 'es una forma sencilla, rápida y segura de hacer pagos en línea sin iniciar sesión.',
  loading: 'Cargando Pago rápido…',
  loadFailed: 'No se pudo cargar Pago rápido. Verifique su conexión e inténtelo de nuevo.',
  close: 'Cerrar',
};
