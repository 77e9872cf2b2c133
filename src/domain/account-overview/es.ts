import type * as messages from './messages.ts';
import type { Translation } from '../language.ts';
import type * as errors from './errors.ts';
import type * as statusNames from './status-names.ts';
import * as rootEs from '../es.ts';

/** Spanish of messages.ts and errors.ts (same keys: the catalogue() calls check them against the English, the source of truth). */
export const accountOverviewMessages: Translation<typeof messages.accountOverviewMessages> = {
  title: 'Resumen de la cuenta',
  loading: 'Cargando…',
  genericError: rootEs.errorMessages.generic,

  account: {
    accountHolder: 'Titular de la cuenta',
    accountNumber: 'Número de cuenta',
    accountStatus: 'Estado de la cuenta',
    serviceAddress: 'Dirección del servicio',
    spouseName: 'Cónyuge',
  },

  summary: {
    totalAmountDue: 'Monto total adeudado',
    accountBalance: 'Saldo de la cuenta',
    budgetDifference: 'Diferencia presupuestaria en lo que va del año',
    averageDifference: 'Diferencia de facturación promedio en lo que va del año',
    netAccountBalance: 'Saldo neto de la cuenta',
    pastDueAmount: 'Monto vencido',
    cutOffDate: 'Fecha de corte',
    paymentDueDate: 'Fecha de vencimiento del pago',
    /** "No disponible". */
    notAvailable: 'N/D',
    autoPayEnrolled: 'Su cuenta está inscrita en Pago automático.',
    draftEnrolled: (programme: string, draftDate: string | null) =>
      draftDate === null
        ? `Su cuenta está inscrita en ${programme}.`
        : `Su cuenta está inscrita en ${programme}. Su pago se debitará el ${draftDate}.`,
    ezPay: 'EZ Pay',
    draftPay: 'Draft Pay',
    payBill: 'Pagar factura',
  },

  statement: {
    heading: 'Estado de cuenta',
  },

  cards: {
    myAccount: 'Mi cuenta',
    myBill: 'Mi factura',
    budgetBilling: 'Facturación presupuestada',
    arrangementDetails: 'Detalles del acuerdo',
    quickLinks: 'Enlaces rápidos',
    paymentPrograms: 'Programas de pago',
    accountStatus: 'Estado de la cuenta',
  },

  accountStatusCard: {
    serviceStatus: 'Estado del servicio',
    /** The codes stay the keys; what the member reads is in Spanish. */
    outageStatus: { ON: 'Con servicio', OFF: 'Sin servicio', 'N/A': 'N/D' },
    reportOutage: 'Reportar apagón',
  },

  budgetBilling: {
    billingType: 'Tipo de facturación',
  },

  arrangement: {
    arrangementBalance: 'Saldo del acuerdo',
    nextPaymentAmount: 'Monto del próximo pago',
    nextPaymentDueDate: 'Fecha de vencimiento del próximo pago',
    overdue: 'Atrasado',
    overdueNotice: (amount: string | null, dueDate: string) =>
      amount === null
        ? `El pago de su acuerdo de pago vencía el ${dueDate} y está atrasado.`
        : `El pago de ${amount} de su acuerdo de pago vencía el ${dueDate} y está atrasado.`,
  },

  banners: {
    activeOutage:
      'Hay un apagón activo que interrumpe el servicio en su área. La hora estimada de restablecimiento ',
    restorationTimeUnknown: 'aún no se conoce.',
    restorationTime: (time: string) => `es ${time}.`,
    returnedItems:
      'Esta cuenta tiene pagos devueltos. Comuníquese con nosotros para resolverlos antes de pagar con cheque o cuenta bancaria.',
  },

  quickLinks: {
    accountProfile: 'Perfil de la cuenta',
    manageNotifications: 'Administrar notificaciones',
    paperlessOptions: 'Opciones sin papel',
    reportOutage: 'Reportar apagón',
    serviceRequests: 'Solicitudes de servicio',
    usageTracker: 'Seguimiento del consumo',
    customerPdf: 'Ver documento',
    meterReading: 'Enviar lectura del medidor',
  },

  paymentPrograms: {
    autoPayments: 'Pagos automáticos',
    averageBilling: 'Facturación promedio',
    draftPayments: 'Débitos automáticos',
    ezPay: 'EZ Pay',
    arrangements: 'Acuerdos de pago',
    payMultipleAccounts: 'Pagar varias cuentas',
    operationRoundUp: 'Operation RoundUp',
  },

  history: {
    title: 'Historial de facturación y pagos',
    payment: 'Pago',
    bill: 'Factura',
    date: 'Fecha',
    type: 'Tipo',
    amount: 'Monto',
    viewBill: 'Ver factura',
    viewMore: 'Ver más',
    loading: 'Cargando el historial de facturación y pagos',
    actions: 'Acciones',
    empty: 'Aún no hay pagos ni facturas.',
    billViewerTitle: (billDate: string) => `Factura del ${billDate}`,
  },

  usage: {
    title: 'Resumen del consumo facturado',
    myMeter: 'Mi medidor',
    viewDetails: 'Ver detalles',
    loading: 'Cargando el consumo facturado',
    billDate: 'Fecha de factura',
    usage: 'Consumo',
    summary: (bills: number, unit: string) =>
      `Consumo facturado en ${unit} de las últimas ${bills} facturas.`,
    amount: (usage: string, unit: string) => (unit ? `${usage} ${unit}` : usage),
    empty: 'Aún no hay consumo facturado para mostrar.',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },

  noBillDialog: {
    title: 'Factura no disponible',
    message: 'El estado de cuenta no está disponible. Vuelva a consultarlo pronto.',
  },

  customerPdfTitle: 'Documento',

  errors: {
    meterLinkUnavailable: 'Servicio no disponible; comuníquese con el administrador.',
    billFileNotFound: 'No se encontró el archivo del historial de facturas.',
    capitalCreditFileNotFound: 'No se encontró el archivo de créditos de capital.',
    noAccounts: '¡No hay cuentas disponibles...!',
  },
};

const meterLinkUnavailable = accountOverviewMessages.errors.meterLinkUnavailable;

export const meterLinkErrors: Translation<typeof errors.meterLinkErrors> = {
  clientSide: meterLinkUnavailable,
  badRequest: meterLinkUnavailable,
  unauthorized: meterLinkUnavailable,
  serverError: meterLinkUnavailable,
  otherStatus: meterLinkUnavailable,
  unknown: meterLinkUnavailable,
};

export const accountStatusNames: Translation<typeof statusNames.accountStatusNames> = {
  current: 'Al día',
  active: 'Activa',
  inactive: 'Inactiva',
  'past due': 'Vencida',
  'pending reconnect': 'Reconexión pendiente',
  'pending disconnect': 'Desconexión pendiente',
  disconnected: 'Desconectada',
  'final billed': 'Facturación final',
};
