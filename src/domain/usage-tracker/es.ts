import type * as explained from './explained.ts';
import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';
import * as accountOverviewEs from '../account-overview/es.ts';

/** Spanish of messages.ts (same keys; the English stays the source of truth). */
export const usageTrackerMessages: Translation<typeof messages.usageTrackerMessages> = {
  title: 'Seguimiento de consumo',
  loading: 'Cargando…',
  noAccounts: accountOverviewEs.accountOverviewMessages.errors.noAccounts,

  tabs: {
    daily: 'Diario',
    monthly: 'Mensual',
    interval: 'Intervalo',
    label: 'Vistas de consumo',
  },

  form: {
    timeframe: 'Período',
    last15Days: 'Últimos 15 días',
    last3Weeks: 'Últimas 3 semanas',
    lastOneMonth: 'Último mes',
    last3Months: 'Últimos 3 meses',
    last180Days: 'Últimos 180 días',
    last7Days: 'Últimos 7 días',
    customDates: 'Fechas personalizadas',
    startDate: 'Fecha de inicio',
    endDate: 'Fecha de fin',
    show: 'Ver consumo',
    meter: 'Medidor',
    unit: 'Unidad',
  },

  units: {
    usage: 'Consumo',
    dollars: 'Dólares',
    demand: 'Demanda (kW)',
  },

  unitLabels: {
    kWh: 'kWh',
    gallons: 'Galones',
    kW: 'kW',
    dollars: '$',
  },

  dates: {
    startRequired: 'La fecha de inicio es obligatoria.',
    endRequired: 'La fecha de fin es obligatoria.',
    tooEarly: 'Elija una fecha posterior.',
    invalidRange: 'Rango de fechas no válido.',
    rangeTooLong: 'El rango de fechas de búsqueda no debe superar los 180 días.',
    startTooOld: 'La fecha de inicio debe estar dentro de los 180 días anteriores a hoy.',
  },

  empty: {
    noUsage: 'No se encontraron datos de consumo para esta cuenta.',
    noUsageInRange:
      'No se encontraron datos de consumo para el rango de fechas seleccionado... Ajuste el rango de fechas con los campos de arriba.',
    noHourlyUsage:
      'No se encontraron datos de consumo por hora para la fecha seleccionada... Debe ajustar el rango de fechas.',
    noIntervalData: 'No hay datos de intervalo disponibles para la cuenta seleccionada.',
    notSupported: 'La cuenta seleccionada no admite datos de consumo.',
  },

  chart: {
    daily: 'Consumo diario',
    monthly: 'Consumo mensual',
    hourly: (date: string) => `Consumo por hora del ${date}`,
    interval: 'Consumo cada 15 minutos',
    usage: 'Consumo',
    date: 'Fecha',
    month: 'Mes',
    time: 'Hora',
    highTemperature: 'Temperatura máxima',
    lowTemperature: 'Temperatura mínima',
    degrees: (value: string) => `${value} °F`,
    // Bar legend: the kind of reading (lectura), hence the feminine forms.
    estimate: 'Estimada',
    keyed: 'Ingresada',
    weekend: 'Fin de semana',
    weekday: 'Entre semana',
    chooseDay:
      'Elija un día para ver su consumo por hora: haga clic en su barra, o desplácese hasta ella con las teclas de flecha y presione Enter.',
    print: 'Imprimir',
  },

  summary: {
    total: 'Total',
    average: 'Promedio diario',
    highest: 'Máximo',
    lowest: 'Mínimo',
    maxDemand: 'Demanda máxima',
    on: (value: string, date: string) => `${value} el ${date}`,
  },

  table: {
    caption: 'Detalles de consumo',
    readingDate: 'Fecha de lectura',
    meter: 'Medidor',
    reading: 'Lectura',
    type: 'Tipo',
    lowTemperature: 'Temperatura mínima',
    highTemperature: 'Temperatura máxima',
    usage: (unit: string) => `Consumo (${unit})`,
    fileName: 'consumo',
    actual: 'Real',
  },

  prepaid: {
    title: 'Resumen de prepago',
    currentBalance: 'Saldo actual',
    averageDailyCharge: 'Cargo diario promedio',
    lastEnergyUsage: 'Último consumo de energía',
    lastDailyEnergyCharge: 'Último cargo diario de energía',
    lastPayment: 'Último pago',
    arrears: 'Atrasos cobrados',
  },

  hourly: {
    close: 'Cerrar consumo por hora',
    loading: 'Cargando el consumo por hora…',
  },

  interval: {
    total: 'Total',
    downloadTitle: 'Descargar mis datos (Green Button)',
    downloadXml: 'Descargar datos de Green Button (XML)',
    downloadCsv: 'Descargar como CSV',
    downloadReady: (fileName: string) => `${fileName} está listo.`,
    fileName: 'green-button',
    feedTitle: (accountNumber: string) => `Datos de Green Button de la cuenta ${accountNumber}`,
    usagePointTitle: (meterId: string) => `Medidor ${meterId}`,
    csvHeaders: ['Inicio', 'Fin', 'Duración (segundos)', 'Consumo (kWh)'],
  },

  explained: {
    title: 'Explicación',
    unavailable: 'La comparación con los mismos días del año anterior no está disponible para este rango.',
  },

  projected: {
    title: 'Factura proyectada',
    loading: 'Cargando la factura proyectada…',
    projection: ({ from, to, amount, usage, usageSoFar, readingDays, daysLeft }) =>
      `Se proyecta que su factura del ${from} al ${to} será de ${amount} por unos ${usage}: ${usageSoFar} ` +
      `en ${readingDays === 1 ? 'el primer día' : `los primeros ${readingDays} días`}, ` +
      `${daysLeft === 1 ? 'queda 1 día' : `quedan ${daysLeft} días`}.`,
    lastBill: (on, amount, comparison) =>
      on
        ? `Su última factura, del ${on}, fue de ${amount}: ${comparison}.`
        : `Su última factura fue de ${amount}: ${comparison}.`,
    sameAsProjected: 'lo mismo que lo proyectado',
    lessThanProjected: (amount) => `${amount} menos de lo proyectado`,
    moreThanProjected: (amount) => `${amount} más de lo proyectado`,
  },

  monthly: {
    choices: 'Opciones de consumo mensual',
    caption: 'Consumo mensual',
    month: 'Mes',
    days: 'Días',
    averageHigh: 'Temperatura máxima promedio',
    averageLow: 'Temperatura mínima promedio',
    fileName: 'consumo-mensual',
  },
};

/** Spanish of explained.ts's sentence: its parts in Spanish order. */
export const usageExplanationWords: Translation<typeof explained.usageExplanationWords> = {
  effect: (amount, unit, direction) => `${amount} ${unit} ${direction === 'more' ? 'más' : 'menos'}`,
  nothing: 'nada',
  degreeDays: (count, direction, kind, one) =>
    `${count} ${one ? 'grado-día' : 'grados-día'} de ${kind === 'heating' ? 'calefacción' : 'refrigeración'} ${direction === 'more' ? 'más' : 'menos'}`,
  both: (first, second) => `${first} y ${second}`,
  same: 'lo mismo que en los mismos días del año anterior',
  effectThanBefore: (effect) => `${effect} que en los mismos días del año anterior`,
  shareThanBefore: (share, direction) =>
    `un ${share} ${direction === 'more' ? 'más' : 'menos'} que en los mismos días del año anterior`,
  cause: (cause, effect, first) => {
    const subject = { weather: 'el clima', days: 'el número de días', other: 'otros cambios' }[cause];
    const verb = cause === 'other' ? 'explican' : 'explica';
    return first ? `${subject} ${verb} ${effect}` : `${subject}, ${effect}`;
  },
  sentence: (from, to, used, comparison, before, causes) => {
    const opening = `Del ${from} al ${to} usó ${used}, ${comparison} (${before})`;
    if (causes.length === 0) return `${opening}.`;
    const list = causes.length === 1 ? causes[0] : `${causes.slice(0, -1).join(', ')} y ${causes.at(-1)}`;
    return `${opening}: ${list}.`;
  },
};
