import type { Translation } from '../language.ts';
import type * as messages from './messages.ts';

/** Spanish of messages.ts (same keys; errors.ts reuses the standard catalogue, translated in ../es.ts). */
export const memberInfoDocsMessages: Translation<typeof messages.memberInfoDocsMessages> = {
  title: 'Documentos informativos para socios',
  loading: 'Cargando documentos…',
  opensInNewTab: '(se abre en una pestaña nueva)',
  empty: 'No se encontraron documentos informativos para socios.',
};
