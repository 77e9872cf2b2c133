import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import type * as errors from './errors.ts';
import * as rootEs from '../es.ts';
import { wholeNumberFormat } from '../numbers.ts';

/** Spanish of messages.ts and errors.ts (same keys; the English stays the source of truth). */
export const portalMessages: Translation<typeof messages.portalMessages> = {
  header: {
    signIn: 'Iniciar sesión',
    myProfile: 'Mi perfil',
    signOut: 'Cerrar sesión',
    closeAnnouncement: 'Cerrar anuncio',
  },

  menu: {
    home: 'Inicio',
    myAccount: 'MI CUENTA',
    accountOverview: 'Resumen de cuenta',
    accountProfile: 'Perfil de cuenta',
    accountHistory: 'Historial de cuenta',
    serviceRequests: 'Solicitudes de servicio',
    outageMap: 'Mapa de apagones',
    notifications: 'Notificaciones',
    manageNotifications: 'Administrar notificaciones',
    manageContacts: 'Administrar contactos',
    usageTracker: 'Seguimiento de consumo',
    delinquents: 'Morosidad',
    myMeter: 'Mi medidor',
    amiPortal: 'Portal AMI',
    billingAndPayments: 'FACTURACIÓN Y PAGOS',
    billing: 'Facturación',
    payments: 'Pagos',
    deposits: 'Depósitos',
    arrangements: 'Acuerdos de pago',
    averageBilling: 'Facturación promedio',
    paymentProfile: 'Perfil de pago',
    autoPayments: 'Pagos automáticos',
    paymentOptions: 'Opciones de pago',
    payMultipleAccounts: 'Pagar varias cuentas',
    scheduledPayments: 'Pagos programados',
    draftPayments: 'Débitos automáticos',
    ezPay: 'EZ Pay',
    outage: 'Apagones',
    more: 'MÁS',
    operationRoundUp: 'Operation RoundUp',
    contactUs: 'Contáctenos',
    servicesAndProducts: 'Servicios y productos',
    memberInformationDocuments: 'Documentos para socios',
    faqs: 'Preguntas frecuentes',
    contact: 'Contacto',
    accountServices: 'Servicios de cuenta',
    startOrStopService: 'Iniciar o suspender servicio',
    outdoorLight: 'Alumbrado exterior',
    rightOfWayMaintenance: 'Mantenimiento de derecho de vía',
    reportAnOutage: 'Reportar un apagón',
  },

  titles: {
    home: 'Inicio',
    signIn: 'Iniciar sesión',
    registration: 'Registro',
    forgotPassword: '¿Olvidó su contraseña?',
    resetPassword: 'Restablecer contraseña',
    forgotUsername: '¿Olvidó su nombre de usuario?',
    quickPay: 'Pago rápido',
    paymentSuccess: 'Pago realizado',
    paymentCancel: 'Pago cancelado',
    maintenance: 'Mantenimiento',
    servicesAndProducts: 'Servicios y productos',
    termsOfUse: 'Términos de uso',
    capitalCreditLetterReturn: 'Devolución de carta de créditos de capital',
    unclaimedCapitalCredits: 'Créditos de capital no reclamados',
    meterPortalRedirect: 'Mi medidor',
    externalLogin: 'Iniciando sesión',
    accountList: 'Lista de cuentas',
    applicationForService: 'Solicitar servicio',
    newService: 'Nuevo servicio',
    paymentOptions: 'Opciones de pago',
    accountProfile: 'Perfil de cuenta',
    accountOverview: 'Resumen de cuenta',
    myProfile: 'Mi perfil',
    draftPayments: 'Débitos automáticos',
    outage: 'Apagones',
    viewBill: 'Ver factura',
    noBill: 'Factura no disponible',
    schedulePayment: 'Programar pago',
    scheduledPayments: 'Pagos programados',
    usageTracker: 'Seguimiento de consumo',
    operationRoundUp: 'Operation RoundUp',
    averageBilling: 'Facturación promedio',
    serviceRequests: 'Solicitudes de servicio',
    memberInformationDocuments: 'Documentos para socios',
    delinquentHistory: 'Historial de morosidad',
    viewAllAccounts: 'Ver todas las cuentas',
    manageNotifications: 'Administrar notificaciones',
    manageContacts: 'Administrar contactos',
    billingAndPayments: 'Facturación y pagos',
    accountHistory: 'Historial de cuenta',
    deposits: 'Depósitos',
    arrangements: 'Acuerdos de pago',
    paymentProfile: 'Perfil de pago',
    autoPayments: 'Pagos automáticos',
    payMultipleAccounts: 'Pagar varias cuentas',
    meterReading: 'Lectura del medidor',
    // npm run new-screen adds titles above this line
    notFound: 'Página no encontrada',
  },

  footer: {
    aboutUs: 'Quiénes somos',
    followUs: 'Síganos',
    contactUs: 'Contáctenos',
    connectWithUs: 'Conéctese con nosotros',
    reportAnOutage: 'Reportar un apagón',
    termsOfUse: 'Términos de uso',
    version: 'Versión:',
    socialNetworks: {
      facebook: 'Facebook',
      twitter: 'Twitter',
      youtube: 'Youtube',
      instagram: 'Instagram',
      pinterest: 'Pinterest',
      yelp: 'Yelp',
      linkedIn: 'LinkedIn',
    },
  },

  home: {
    quickPayTitle: 'Pago rápido',
    quickPayBannerText: 'es una forma sencilla, rápida y segura de hacer pagos en línea sin iniciar sesión.',
    quickPayButton: 'Pago rápido',
    tiles: {
      applicationForService: 'Solicitar servicio',
      newService: 'Nuevo servicio',
      applicationForServiceDescription: 'Inicie, suspenda o traslade su servicio...',
      paymentOptions: 'Opciones de pago',
      paymentOptionsDescription: 'Elija la factura electrónica sin papel y pague automáticamente con EZ Pay.',
      onlinePayments: 'Pagos en línea',
      onlinePaymentsDescription: 'Consulte su saldo y pague su factura en línea, en cualquier momento.',
      accountOverview: 'Resumen de cuenta',
      accountOverviewDescription: 'Vea sus cuentas, facturas y consumo de un vistazo.',
      servicesAndProducts: 'Servicios y productos',
      servicesAndProductsDescription: 'Descubra los servicios y productos que ofrecemos a nuestros socios.',
      accountProfile: 'Perfil de cuenta',
      accountProfileDescription: 'Mantenga al día su nombre, dirección y números de teléfono.',
      payMultipleAccounts: 'Pagar varias cuentas',
      payMultipleAccountsDescription: 'Pague varias cuentas en un solo pago.',
      myMeter: 'Mi medidor',
      myMeterDescription: 'Vea en detalle las lecturas de su medidor.',
      draftPayments: 'Débitos automáticos',
      ezPay: 'EZ Pay',
      draftPaymentsDescription:
        'Débito automático de su tarjeta o cuenta bancaria en la fecha de vencimiento.',
    },
  },

  frame: {
    skipToContent: 'Saltar al contenido principal',
  },

  shell: {
    mainMenu: 'Menú principal',
    menuButton: 'Menú',
    logoFallback: 'Inicio',
    opensInNewWindow: 'Se abre en una ventana nueva',
    accountSwitcher: 'Sus cuentas',
    // Feminine: it follows an account number ("cuenta").
    selectedAccount: '(seleccionada)',
    accountSearch: {
      open: 'Buscar una cuenta',
      searchLabel: 'Número de cuenta, dirección o nombre',
      searching: 'Buscando…',
      firstOf: (shown: number, total: number) =>
        shown >= total
          ? `${wholeNumberFormat.format(total)} cuentas.`
          : `Las primeras ${wholeNumberFormat.format(shown)} de ${wholeNumberFormat.format(total)} cuentas. Escriba para acotarlas.`,
      matches: (shown: number, total: number) =>
        total === 1
          ? '1 cuenta coincide.'
          : total <= shown
            ? `${wholeNumberFormat.format(total)} cuentas coinciden.`
            : `${wholeNumberFormat.format(total)} cuentas coinciden; se muestran las primeras ${wholeNumberFormat.format(shown)}.`,
      noMatch: 'Ninguna cuenta coincide con su búsqueda.',
    },
    webChat: {
      launcher: 'Chatee con nosotros',
      close: 'Cerrar chat',
      quickReplies: 'Respuestas rápidas',
      sentNote: 'Se envió su elección. Alguien le responderá aquí en breve.',
    },
  },
};

export const meterPortalErrors: Translation<typeof errors.meterPortalErrors> = {
  ...rootEs.standardErrorCatalogue,
  unauthorized: 'server-message',
};
