import { useRef, useState } from 'react';
import { dataTableMessages as messages } from '../../../domain/primitive-messages/data-table.ts';
import {
  exportFileName,
  type ExportFormat,
  type ExportTable,
} from '../../../domain/table-export/export-table.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './DataTableExport.css';
import { saveFile } from './save-file.ts';

export interface DataTableExportProps {
  /** The buttons, in this order. */
  readonly formats: readonly ExportFormat[];
  /** The file's name without its extension, e.g. 'payment-history'. */
  readonly fileName: string;
  /** The spreadsheet's sheet name, e.g. the table's caption. */
  readonly sheetName: string;
  /** Gathers the rows to write, with the columns' shown text; may fetch them. */
  readonly prepare: () => Promise<ExportTable>;
}

/** A format's button label, read in the active language. */
const buttonLabel = (format: ExportFormat): string =>
  ({ csv: messages.exportCsv, xlsx: messages.exportSpreadsheet })[format];

/**
 * The export buttons of a data table. The writers' code is fetched on the first click, never with the
 * screen. The buttons stay enabled while a file is prepared (a disabled button would drop the focus);
 * a second click meanwhile is ignored, and a polite status says what is happening.
 */
export function DataTableExport({ formats, fileName, sheetName, prepare }: DataTableExportProps) {
  // What the status says, read in the active language: a file being prepared, or the file saved.
  const [status, setStatus] = useState<{ readonly saved: string | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  async function exportAs(format: ExportFormat) {
    if (busy.current) return;
    busy.current = true;
    setFailed(false);
    setStatus({ saved: null });
    try {
      const [table, writers] = await Promise.all([prepare(), import('./export-file.ts')]);
      const name = exportFileName(fileName, format);
      if (root.current) saveFile(writers.exportBlob(format, table, sheetName), name, root.current);
      setStatus({ saved: name });
    } catch (error) {
      console.error('[coop] the table could not be exported', error);
      setStatus(null);
      setFailed(true);
    } finally {
      busy.current = false;
    }
  }

  return (
    <div ref={root} className={styles.root}>
      <div className={styles.buttons}>
        {formats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            className={styles.button}
            onClick={() => void exportAs(format)}
          >
            {buttonLabel(format)}
          </Button>
        ))}
      </div>
      <p role="status" className={styles.status}>
        {status === null
          ? ''
          : status.saved === null
            ? messages.exportPreparing
            : messages.exportReady(status.saved)}
      </p>
      <p role="alert" className={styles.error}>
        {failed ? messages.exportFailed : ''}
      </p>
    </div>
  );
}
