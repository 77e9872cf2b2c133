import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const publicPageMessages: Translation<typeof messages.publicPageMessages> = {
  paymentOptions: {
    paperless: 'Sin papel',
    paperlessDescription: 'Reciba sus facturas por correo electrónico en lugar de por correo postal.',
    payNow: 'Pagar ahora',
    payNowDescription: 'Haga un pago en una o varias de sus cuentas.',
    ezPay: 'EZ Pay',
    ezPayDescription: 'Débito automático de su tarjeta o cuenta bancaria en la fecha de vencimiento.',
  },

  servicesAndProducts: {
    energySavings: 'Ahorro de energía',
    energySavingsDescription: 'Programas y consejos para reducir su consumo de energía.',
    applianceRepair: 'Reparación de electrodomésticos',
    applianceRepairDescription: 'Planes de reparación y protección para sus electrodomésticos.',
    treeTrimming: 'Poda de árboles',
    treeTrimmingDescription: 'Mantenga los árboles cercanos a su casa alejados de las líneas eléctricas.',
    securitySystems: 'Sistemas de seguridad',
    securitySystemsDescription: 'Monitoreo y protección para su hogar y su negocio.',
  },

  termsOfUse: {
    empty: 'No hay Términos de uso disponibles.',
  },

  maintenance: {
    heading: 'Volveremos en breve',
    text: 'El portal de socios está en mantenimiento programado. Vuelva a visitarnos dentro de poco.',
  },

  meterPortal: {
    redirecting: 'Espere, lo estamos redirigiendo...',
    redirectDialogTitle: 'Redirección',
    returnHome: 'Para volver al inicio, haga clic en "Continuar"',
    continue: 'Continuar',
  },

  externalLogin: {
    replaceQuestion:
      'Ya inició sesión. ¿Desea iniciar sesión con el enlace que siguió? Su sesión actual terminará.',
    replace: 'Iniciar sesión con el enlace',
    keep: 'Mantener mi sesión',
  },

  notFound: {
    text: 'La dirección que siguió no lleva a ninguna página del portal de socios.',
    homeLink: 'Ir a la página de inicio',
  },

  placeholder: {
    comingSoon: 'Esta sección del portal de socios estará disponible próximamente.',
  },
};
