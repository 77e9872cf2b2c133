import { useId, useRef, useState } from 'react';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import { useElementContext } from '../element/ElementContext.tsx';
import { Button } from '../primitives/Button/Button.tsx';
import { saveFile } from '../primitives/DataTable/save-file.ts';
import * as styles from './GreenButtonDownload.css.ts';

export interface GreenButtonDownloadProps {
  /** The files' name, without the extension. */
  readonly fileName: string;
  /** Writes the ESPI feed (src/domain/usage-tracker/green-button.ts), its links under `resourceBase`. */
  readonly feed: (resourceBase: string, generatedAt: Date) => string;
  /** Writes the same readings as CSV. */
  readonly csv: () => string;
  /** The heading's level: 3 for a panel of a view, 4 inside a section with its own heading. */
  readonly headingLevel?: 3 | 4;
  /** A frame of its own (a panel of a view); without, it is part of the section around it. */
  readonly framed?: boolean;
}

/**
 * Green Button Download My Data: what the screen shows as an ESPI feed (XML) or as CSV, written in the
 * browser from the data already loaded, so a file holds exactly what the chart and the table show.
 * The feed's links name the back office's ESPI resources under the page's API base, where it serves
 * the same entries again.
 */
export function GreenButtonDownload({
  fileName,
  feed,
  csv,
  headingLevel = 3,
  framed = true,
}: GreenButtonDownloadProps) {
  const { config } = useElementContext();
  const headingId = useId();
  const root = useRef<HTMLElement>(null);
  // The file last saved: its status is read in the active language.
  const [savedFile, setSavedFile] = useState<string | null>(null);
  const text = messages.interval;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';

  function download(kind: 'xml' | 'csv') {
    const element = root.current;
    if (!element) return;
    const name = `${fileName}.${kind}`;
    const content =
      kind === 'xml'
        ? feed(
            new URL(`${config.apiBase.replace(/\/+$/, '')}/espi/1_1/resource`, element.ownerDocument.baseURI)
              .href,
            new Date(),
          )
        : csv();
    const type = kind === 'xml' ? 'application/atom+xml' : 'text/csv';
    saveFile(new Blob([content], { type: `${type};charset=utf-8` }), name, element);
    setSavedFile(name);
  }

  return (
    <section
      ref={root}
      className={styles.panel[framed ? 'framed' : 'plain']}
      aria-labelledby={headingId}
      data-section="green-button"
    >
      <Heading id={headingId} className={styles.heading}>
        {text.downloadTitle}
      </Heading>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => download('xml')}>
          {text.downloadXml}
        </Button>
        <Button variant="secondary" onClick={() => download('csv')}>
          {text.downloadCsv}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {savedFile === null ? '' : text.downloadReady(savedFile)}
      </p>
    </section>
  );
}
