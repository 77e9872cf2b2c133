import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import type * as errors from './errors.ts';
import * as rootEs from '../es.ts';

/** Spanish of messages.ts and errors.ts (same keys; the English stays the source of truth). */
export const draftPaymentsMessages: Translation<typeof messages.draftPaymentsMessages> = {
  title: 'Débitos automáticos',
  loading: 'Cargando débitos automáticos…',
  tabs: {
    label: 'Débitos automáticos',
    accounts: 'Cuentas',
    setup: 'Nuevo débito',
    remove: 'Quitar débito',
  },
  help: {
    link: 'Ayuda',
    title: 'Acerca de los débitos automáticos',
    text: [
      'Con un débito automático, su factura se paga desde una cuenta bancaria o una tarjeta.',
      'Elija cuándo se realiza el débito: al facturarse, a fin de mes, en un día del mes o una cantidad de días después de la facturación.',
      'Para cancelar un débito automático, elija las cuentas en la pestaña Quitar débito.',
    ],
  },
  notAllowed: 'Los débitos automáticos no están disponibles en este momento. Comuníquese con la cooperativa.',
  updated: 'Se actualizó la información de su débito automático.',
  draftDay: {
    daysAfterBilling: 'Días después de facturar',
    whenBilled: 'Al facturar',
    endOfMonth: 'Fin de mes',
    dayOfMonth: 'Día del mes',
    cycle: 'Ciclo',
  },
  columns: {
    accountNumber: 'Número de cuenta',
    serviceAddress: 'Dirección del servicio',
    draftAccountType: 'Tipo de cuenta de débito',
    draftAccount: 'Cuenta de débito',
    institution: 'Institución financiera',
    draftDay: 'Día de débito',
    eligibleDraftDate: 'Fecha elegible de débito',
    status: 'Estado',
    select: 'Seleccionar',
  },
  noDraft: 'Sin débito',
  eligible: 'Elegible',
  selectAccount: (accountNumber: string) => `Seleccionar la cuenta ${accountNumber}`,
  form: {
    draftOption: 'Opción de débito',
    bankDraft: 'Débito bancario',
    creditDraft: 'Débito a tarjeta de crédito',
    draftMethod: 'Método de débito',
    dayOfMonth: 'Día del mes',
    daysAfter: 'Número de días después de la facturación',
    accountsLegend: 'Cuentas para el débito',
    accountType: 'Tipo de cuenta',
    checking: 'Cheques',
    savings: 'Ahorros',
    bankAccountNumber: 'Número de cuenta bancaria',
    confirmBankAccountNumber: 'Confirmar número de cuenta bancaria',
    bankTransitNumber: 'Número de ruta',
    bankName: 'Nombre del banco',
    authorize:
      'Autorizo a la cooperativa a cobrar las facturas de las cuentas seleccionadas mediante débito a la cuenta indicada arriba cada vez que se facturen, hasta que yo quite el débito automático.',
    dayWindow: (first: number, last: number) => `Elija un día del ${first} al ${last}.`,
    hostedNote: 'Ingresará su tarjeta o cuenta bancaria en nuestra página de pago segura.',
    submit: 'Enviar',
  },
  remove: {
    button: 'Quitar débito',
    confirm: '¿Está seguro de que desea eliminar el débito automático de las cuentas seleccionadas?',
    confirmTitle: 'Quitar débito',
    yes: 'Sí',
    no: 'No',
    removed: 'Se quitó el débito automático de las cuentas seleccionadas.',
    selectFirst: 'Seleccione una cuenta para quitar su débito automático.',
  },
  saved: 'Se actualizó la información de su débito automático.',
  outcomeUnknown:
    'No pudimos confirmar si se modificó su débito automático. No se envió nada más: revise la pestaña Cuentas antes de volver a intentarlo.',
  leavingForPaymentPage: 'Abriendo la página de pago segura…',
};

export const draftValidationMessages: Translation<typeof messages.draftValidationMessages> = {
  noAccountSelected: 'Seleccione una cuenta para agregar un débito automático.',
  authorize: 'Marque la casilla de autorización para enviar su débito automático.',
  dayOfMonthMax: 'El día del mes debe ser anterior al 29',
  dayOfMonthRequired: 'Ingrese el día del mes.',
  dayOfMonthWindow: (accountNumber: string, first: number, last: number) =>
    `Para la cuenta ${accountNumber}, el día del mes debe ser del ${first} al ${last}.`,
  daysAfterRange: (max: number) => `Los días después de la facturación deben ser de 1 a ${max}.`,
  draftMethodRequired: 'Seleccione un método de débito.',
  bankAccountLength: 'El número de cuenta bancaria debe tener entre 4 y 18 caracteres.',
  bankAccountRequired: 'Ingrese el número de cuenta bancaria.',
  confirmRequired: 'Confirme el número de cuenta bancaria.',
  confirmMismatch: 'El número de cuenta bancaria y su confirmación no coinciden.',
  routingRequired: 'Ingrese el número de ruta.',
  routingLength: 'El número de ruta debe tener 9 dígitos.',
  routingUnknown: 'Ingrese un número de ruta válido.',
  bankNameRequired: 'Ingrese el nombre del banco.',
  bankNameTooLong: 'El nombre del banco debe tener como máximo 256 caracteres.',
  accountTypeRequired: 'Seleccione un tipo de cuenta.',
  startDateTooEarly: 'La fecha de inicio del débito debe ser el 01/01/1990 o posterior.',
  autopay: 'La cuenta está inscrita en Pago automático. No se permite el débito automático.',
  creditRestricted: 'Pago con tarjeta de crédito restringido.',
  echeckRestricted: 'Pago con cheque electrónico restringido.',
  pastDue: 'La cuenta tiene un saldo vencido. No se permite el débito automático.',
  optionNotAllowed: 'Esta opción de débito no está disponible.',
};

export const draftPaymentsErrorMessages: Translation<typeof errors.draftPaymentsErrorMessages> = {
  unavailable: 'El servicio de débitos automáticos no está disponible; comuníquese con el administrador.',
  noAccounts: '¡No hay cuentas disponibles...!',
  noEligibleAccounts: 'No hay cuentas elegibles para configurar un débito automático.',
  noAccountsToRemove: 'No hay cuentas disponibles para quitar del débito automático.',
};

export const draftPaymentsErrors: Translation<typeof errors.draftPaymentsErrors> = {
  clientSide: draftPaymentsErrorMessages.unavailable,
  badRequest: 'first-listed',
  unauthorized: rootEs.errorMessages.unauthorized,
  serverError: draftPaymentsErrorMessages.unavailable,
  otherStatus: draftPaymentsErrorMessages.unavailable,
  unknown: draftPaymentsErrorMessages.unavailable,
};
