import type { QuickPayButtonWords } from './button-messages.ts';

/** Spanish of button-messages.ts (the same keys, by its type; kept apart so the button's script stays small). */
export const quickPayButtonMessages: QuickPayButtonWords = {
  label: 'Pago rápido',
  /** Follows the label: "Pago rápido es una forma…". */
  bannerText: 'es una forma sencilla, rápida y segura de hacer pagos en línea sin iniciar sesión.',
  loading: 'Cargando Pago rápido…',
  loadFailed: 'No se pudo cargar Pago rápido. Verifique su conexión e inténtelo de nuevo.',
  close: 'Cerrar',
};
