import { useEffect, useId, useMemo, useRef } from 'react';
import { getMeterLink } from '../../api/account-overview.ts';
import { meterLinkErrors } from '../../domain/account-overview/errors.ts';
import { accountOverviewMessages as messages } from '../../domain/account-overview/messages.ts';
import { usageDetailsTarget } from '../../domain/account-overview/sections.ts';
import type { BilledUsageSummary } from '../../domain/account-overview/usage.ts';
import { portalUrl } from '../../domain/portal/links.ts';
import { checkMeterPortalUrl } from '../../domain/security/meter-portal-url.ts';
import { greenButtonCsv, greenButtonFeed } from '../../domain/usage-tracker/green-button.ts';
import {
  billedGreenButtonData,
  type BilledUsageBill,
  greenButtonFileName,
  greenButtonTitles,
} from '../../domain/usage-tracker/green-button-readings.ts';
import { usageTrackerMessages } from '../../domain/usage-tracker/messages.ts';
import { useMutation } from '../../state/useMutation.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { GreenButtonDownload } from '../../ui/green-button/GreenButtonDownload.tsx';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { Chart, type ChartSeries, type ChartXAxis } from '../../ui/primitives/Chart/Chart.tsx';
import * as buttonStyles from '../../ui/primitives/Button/Button.css.ts';
import { VisuallyHidden } from '../../ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './UsageSummary.css.ts';
import { numberFormat } from '../../domain/numbers.ts';

export interface UsageSummaryProps {
  readonly usage: BilledUsageSummary;
  /** The bills the summary is drawn from: their periods and amounts go into the Green Button file. */
  readonly bills: readonly BilledUsageBill[];
  /** The account My Meter asks a link for. */
  readonly account: {
    readonly memberNumber: string;
    readonly accountNumber: string;
    readonly accessToken: string;
  };
  /** The account's service address: the file's usage point. */
  readonly serviceAddress?: string | null;
  /** The cooperative's time zone, in which billing periods start; UTC when the site names none. */
  readonly timeZone: string | undefined;
  /** The route's `link` ('mymeter' or the meter-sense value): this section is what it selects. */
  readonly selected?: boolean;
}

const graphHeight = 220;

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });

/** A usage on the axis and in the table as the bills show it: '1,150 kWh'. */
function formatUsage(value: number, series: ChartSeries): string {
  return messages.usage.amount(wholeNumber.format(value), series.unit ?? '');
}

/**
 * The Billed Usage Summary (spec 02 §2.1): the usage of the latest bills as a bar chart (with the
 * chart's text alternative and table of the numbers; uPlot loads only when this section shows), My Meter (the meter link, opened in a new tab; 'Service unavailable, please
 * contact administrator.' when the call fails) and View Details (the usage tracker, monthly tab).
 */
export function UsageSummary({
  usage,
  bills,
  account,
  serviceAddress,
  timeZone,
  selected = false,
}: UsageSummaryProps) {
  const { client, config, host } = useElementContext();
  const texts = messages.usage;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Asks the back office for the meter's address, once per press, and opens it in a new tab. The
  // address carries the member's web token: one the page does not allow is not opened, and the member
  // reads the catalogue's text for a failed link.
  const meterLink = useMutation({
    send: async () => {
      const { link } = await getMeterLink(client, account);
      const page = host.ownerDocument;
      const checked = checkMeterPortalUrl(link, {
        baseUrl: page.baseURI,
        pageOrigin: page.location.origin,
        allowedOrigins: config.meterPortalOrigins ?? [],
      });
      if (!checked.ok) {
        console.error(`[coop] meter portal address rejected: ${checked.reason}`);
        throw new Error('meter portal address rejected');
      }
      window.open(checked.url.href, '_blank', 'noopener,noreferrer');
    },
    errors: meterLinkErrors,
  });

  // A route naming this view brings it into sight.
  useEffect(() => {
    if (!selected) return;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [selected]);

  const billDates = useMemo<ChartXAxis>(
    () => ({
      kind: 'categories',
      label: texts.billDate,
      values: usage.points.map((point) => point.billDateText),
    }),
    [usage.points, texts.billDate],
  );
  const usageSeries = useMemo<readonly ChartSeries[]>(
    () => [
      {
        label: texts.usage,
        kind: 'bars',
        unit: usage.unit,
        values: usage.points.map((point) => point.usage),
      },
    ],
    [usage.points, usage.unit, texts.usage],
  );

  const zone = timeZone ?? 'UTC';
  const billed = useMemo(() => billedGreenButtonData(bills, zone), [bills, zone]);
  const { accountNumber } = account;
  const [start, end, duration] = usageTrackerMessages.interval.csvHeaders;

  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="usage">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {texts.title}
      </h3>
      {usage.points.length === 0 ? (
        <p className={styles.summary}>{texts.empty}</p>
      ) : (
        <>
          <p className={styles.summary}>{usage.summary}</p>
          <Chart
            title={texts.title}
            x={billDates}
            series={usageSeries}
            formatValue={formatUsage}
            height={graphHeight}
          />
        </>
      )}
      {meterLink.error ? <Alert tone="error">{meterLink.error}</Alert> : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={meterLink.pending}
          onClick={() => void meterLink.submit(undefined)}
        >
          {texts.myMeter}
          <VisuallyHidden> {texts.opensInNewTab}</VisuallyHidden>
        </Button>
        <RouteLink
          className={buttonStyles.variants.secondary}
          to={portalUrl(usageDetailsTarget)}
          state={usageDetailsTarget.state}
        >
          {texts.viewDetails}
        </RouteLink>
      </div>
      {billed.readings.length > 0 ? (
        <GreenButtonDownload
          headingLevel={4}
          framed={false}
          fileName={greenButtonFileName('billing', accountNumber, null)}
          feed={(resourceBase, generatedAt) =>
            greenButtonFeed({
              accountNumber,
              meterId: null,
              kind: 'billing',
              ...billed,
              timeZone: zone,
              generatedAt,
              resourceBase,
              titles: greenButtonTitles('billing', {
                accountNumber,
                meterId: null,
                service: billed.service,
                serviceAddress: serviceAddress ?? null,
              }),
            })
          }
          csv={() =>
            greenButtonCsv(billed.readings, billed.service, zone, [
              start,
              end,
              duration,
              usageTrackerMessages.table.usage(
                usageTrackerMessages.unitLabels[billed.service === 'water' ? 'gallons' : 'kWh'],
              ),
            ])
          }
        />
      ) : null}
    </section>
  );
}
