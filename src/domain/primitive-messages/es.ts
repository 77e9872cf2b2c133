import type { Translation } from '../language.ts';
import type * as chart from './chart.ts';
import type * as dataTable from './data-table.ts';
import type * as fields from './fields.ts';
import type * as loadState from './load-state.ts';
import type * as pdfViewer from './pdf-viewer.ts';
import type * as primitives from './primitives.ts';

/** Spanish of the primitives' catalogues (same keys; the English stays the source of truth). */

/** Counts as the member reads them in Spanish (es-US groups like en-US: 17,280). */
function countText(value: number): string {
  return value.toLocaleString('es-US');
}

export const chartMessages: Translation<typeof chart.chartMessages> = {
  showTable: 'Ver los datos en una tabla',
  hideTable: 'Ocultar la tabla',
  noValue: 'Sin valor',
  plotRoleDescription: 'gráfico interactivo',
  // Key names stay as printed on US keyboards.
  plotKeyboardHint:
    'Use las flechas izquierda y derecha para leer los valores punto por punto, Page Up y Page Down para avanzar más, y Home y End para ir al primer y al último punto.',
  pointValue: (series: string, value: string) => `${series} ${value}`,
  valueOfKind: (value: string, kind: string) => `${value} (${kind})`,
  pointNoValue: (series: string) => `${series} sin valor`,
  point: (at: string, values: readonly string[], position: string, count: string) =>
    `${at}: ${values.join(', ')}. Punto ${position} de ${count}.`,
  previousRows: 'Filas anteriores',
  nextRows: 'Filas siguientes',
  goToRows: 'Ir a las filas',
  rowsFromTo: (first: string, last: string) => (first === last ? first : `${first} a ${last}`),
  rowsOf: (first: string, last: string, total: string) => `Filas ${first}–${last} de ${total}`,
  noData: (title: string) => `${title}. No hay datos para mostrar.`,
  singleRange: (title: string, only: string) => `${title}, ${only}.`,
  range: (title: string, first: string, last: string) => `${title}, de ${first} a ${last}.`,
  seriesEmpty: (series: string) => `${series}: sin valores.`,
  seriesSingle: (series: string, value: string, at: string) => `${series}: ${value} el ${at}.`,
  seriesRange: (series: string, lowest: string, lowestAt: string, highest: string, highestAt: string) =>
    `${series}: mínimo ${lowest} el ${lowestAt}, máximo ${highest} el ${highestAt}.`,
};

export const dataTableMessages: Translation<typeof dataTable.dataTableMessages> = {
  search: 'Buscar',
  rowsPerPage: 'Filas por página',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  pageOf: (page: number, pageCount: number) => `Página ${page} de ${pageCount}`,
  rowRange: (first: number, last: number, total: number) =>
    first === last
      ? `Fila ${countText(first)} de ${countText(total)}`
      : `Filas ${countText(first)}–${countText(last)} de ${countText(total)}`,
  selectAllRows: 'Seleccionar todas las filas',
  selectRow: (rowLabel: string) => `Seleccionar fila ${rowLabel}`,
  sortedAscending: (columnHeader: string) => `Ordenado por ${columnHeader}, ascendente`,
  sortedDescending: (columnHeader: string) => `Ordenado por ${columnHeader}, descendente`,
  matchingRecords: (count: number) =>
    count === 0
      ? 'No se encontraron registros.'
      : count === 1
        ? 'Se encontró 1 registro.'
        : `Se encontraron ${count} registros.`,
  noRecords: 'No se encontraron registros.',
  loadingRows: 'Cargando filas…',
  scrollRegion: (caption: string) => `${caption}, desplazable`,
  exportCsv: 'Exportar CSV',
  exportSpreadsheet: 'Exportar hoja de cálculo',
  exportPreparing: 'Preparando el archivo…',
  exportReady: (fileName: string) => `${fileName} está listo.`,
  exportFailed: 'No se pudo preparar el archivo. Inténtelo de nuevo.',
};

export const fieldMessages: Translation<typeof fields.fieldMessages> = {
  required: '(obligatorio)',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
};

export const loadStateMessages: Translation<typeof loadState.loadStateMessages> = {
  loading: 'Cargando…',
  retry: 'Reintentar',
  empty: 'Todavía no hay nada que mostrar aquí.',
};

export const pdfViewerMessages: Translation<typeof pdfViewer.pdfViewerMessages> = {
  toolbar: 'Controles del documento',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  pageOf: (page: number, pageCount: number) => `Página ${page} de ${pageCount}`,
  pageImage: (page: number, pageCount: number, fileName: string) =>
    `Página ${page} de ${pageCount} de ${fileName}`,
  pageText: 'Texto de la página',
  pageTextOf: (page: number, pageCount: number) => `Texto de la página ${page} de ${pageCount}`,
  loadingText: 'Leyendo el texto de la página…',
  noPageText: 'Esta página no tiene texto que mostrar. Descargue el documento para leerlo en su dispositivo.',
  zoomOut: 'Alejar',
  zoomIn: 'Acercar',
  zoomLevel: (percent: number) => `Zoom ${percent}%`,
  download: 'Descargar',
  close: 'Cerrar',
  loading: 'Cargando el documento…',
  cannotShow: 'Este documento no se puede mostrar aquí. Puede descargarlo y abrirlo en su dispositivo.',
  couldNotLoad: 'No se pudo cargar el documento. Revise su conexión e inténtelo de nuevo.',
  retry: 'Reintentar',
  sessionEnded: 'Su sesión ha terminado. Vuelva a iniciar sesión para ver este documento.',
};

export const primitiveMessages: Translation<typeof primitives.primitiveMessages> = {
  loading: 'Cargando',
  dismiss: 'Descartar',
  close: 'Cerrar',
  ok: 'Aceptar',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  progress: 'Progreso',
  stepProgress: (stepNumber: number, stepCount: number, stepLabel: string) =>
    `Paso ${stepNumber} de ${stepCount}: ${stepLabel}`,
  stepComplete: 'completado',
  moreInformation: 'Más información',
};
