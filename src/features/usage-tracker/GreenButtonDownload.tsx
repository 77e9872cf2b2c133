import { useId, useRef, useState } from 'react';
import { greenButtonCsv, greenButtonFeed } from '../../domain/usage-tracker/green-button.ts';
import type { IntervalReadings } from '../../domain/usage-tracker/interval.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { saveFile } from '../../ui/primitives/DataTable/save-file.ts';
import * as styles from './DailyUsage.css.ts';

export interface GreenButtonDownloadProps {
  readonly readings: IntervalReadings;
  readonly accountNumber: string;
  readonly meterId: string;
  /** The cooperative's time zone; UTC when the site names none. */
  readonly timeZone: string | undefined;
}

/**
 * Green Button Download My Data: the readings shown as an ESPI feed (XML) or as CSV, written in the
 * browser from the readings already loaded, so the file holds exactly what the chart and total show.
 */
export function GreenButtonDownload({
  readings,
  accountNumber,
  meterId,
  timeZone,
}: GreenButtonDownloadProps) {
  const { config } = useElementContext();
  const headingId = useId();
  const root = useRef<HTMLElement>(null);
  // The file last saved: its status is read in the active language.
  const [savedFile, setSavedFile] = useState<string | null>(null);
  const zone = timeZone ?? 'UTC';
  const text = messages.interval;

  function download(kind: 'xml' | 'csv') {
    const element = root.current;
    if (!element) return;
    const fileName = `${text.fileName}-${accountNumber}-${meterId}.${kind}`;
    const content =
      kind === 'xml'
        ? greenButtonFeed({
            accountNumber,
            meterId,
            timeZone: zone,
            intervalSeconds: readings.intervalSeconds,
            points: readings.points,
            generatedAt: new Date(),
            resourceBase: new URL(
              `${config.apiBase.replace(/\/+$/, '')}/espi/1_1/resource`,
              element.ownerDocument.baseURI,
            ).href,
            title: text.feedTitle(accountNumber),
            usagePointTitle: text.usagePointTitle(meterId),
          })
        : greenButtonCsv(readings.points, readings.intervalSeconds, zone, text.csvHeaders);
    const type = kind === 'xml' ? 'application/atom+xml' : 'text/csv';
    saveFile(new Blob([content], { type: `${type};charset=utf-8` }), fileName, element);
    setSavedFile(fileName);
  }

  return (
    <section ref={root} className={styles.panel} aria-labelledby={headingId} data-section="green-button">
      <h3 id={headingId} className={styles.panelHeading}>
        {text.downloadTitle}
      </h3>
      <div className={styles.panelButtons}>
        <Button variant="secondary" onClick={() => download('xml')}>
          {text.downloadXml}
        </Button>
        <Button variant="secondary" onClick={() => download('csv')}>
          {text.downloadCsv}
        </Button>
      </div>
      <p role="status" className={styles.panelText}>
        {savedFile === null ? '' : text.downloadReady(savedFile)}
      </p>
    </section>
  );
}
