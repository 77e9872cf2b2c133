import type { MemberAccount } from '../../api/account-overview.ts';
import { getBillingPeriod } from '../../api/usage-tracker.ts';
import {
  greenButtonCsv,
  greenButtonFeed,
  type GreenButtonKind,
  type GreenButtonReading,
} from '../../domain/usage-tracker/green-button.ts';
import {
  billingPeriodGreenButtonSummary,
  greenButtonFileName,
  greenButtonService,
  greenButtonTitles,
} from '../../domain/usage-tracker/green-button-readings.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import type { UsageMeter } from '../../domain/usage-tracker/types.ts';
import { unitLabel } from '../../domain/usage-tracker/units.ts';
import { useQuery } from '../../state/useQuery.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { GreenButtonDownload } from '../../ui/green-button/GreenButtonDownload.tsx';
import { usageKeys } from './usage-keys.ts';

export interface UsageGreenButtonProps {
  readonly account: MemberAccount;
  readonly meter: UsageMeter;
  readonly kind: Exclude<GreenButtonKind, 'billing'>;
  /** What the tab shows, in the file's units (green-button-readings.ts). */
  readonly readings: readonly GreenButtonReading[];
  /** The readings' length, for interval readings. */
  readonly intervalSeconds?: number;
  /** The cooperative's time zone; UTC when the site names none. */
  readonly timeZone: string | undefined;
}

/**
 * Green Button Download My Data of a usage tracker tab: its readings, and the meter's current billing
 * period as a UsageSummary once it has loaded (the projected bill asks for the same, so it is asked once).
 */
export function UsageGreenButton({
  account,
  meter,
  kind,
  readings,
  intervalSeconds,
  timeZone,
}: UsageGreenButtonProps) {
  const { client } = useElementContext();
  const period = useQuery(
    usageKeys(account.memberNumber, account.accountNumber, 'billing-period', meter.meterId),
    (signal) => getBillingPeriod(client, account, { meterId: meter.meterId }, signal),
  );
  const zone = timeZone ?? 'UTC';
  const service = greenButtonService(meter);
  const { accountNumber } = account;
  const [start, end, duration] = messages.interval.csvHeaders;
  return (
    <GreenButtonDownload
      fileName={greenButtonFileName(kind, accountNumber, meter.meterId)}
      feed={(resourceBase, generatedAt) => {
        const summary =
          period.status === 'ready' ? billingPeriodGreenButtonSummary(period.data, zone, service) : null;
        return greenButtonFeed({
          accountNumber,
          meterId: meter.meterId,
          service,
          kind,
          ...(intervalSeconds === undefined ? {} : { intervalSeconds }),
          readings,
          summaries: summary ? [summary] : [],
          timeZone: zone,
          generatedAt,
          resourceBase,
          titles: greenButtonTitles(kind, { accountNumber, meterId: meter.meterId, service }),
        });
      }}
      csv={() =>
        greenButtonCsv(readings, service, zone, [
          start,
          end,
          duration,
          messages.table.usage(unitLabel('usage', meter)),
        ])
      }
    />
  );
}
