import { accountOverviewMessages as messages } from '../../domain/account-overview/messages.ts';
import type { OutageStatus } from '../../domain/account-overview/status.ts';
import type { RouteTarget } from '../../domain/portal/links.ts';
import { portalUrl } from '../../domain/portal/links.ts';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import * as buttonStyles from '../../ui/primitives/Button/Button.css.ts';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import * as styles from './AccountStatusCard.css.ts';
import { OverviewCard } from './OverviewCard.tsx';

export interface AccountStatusCardProps {
  readonly title: string;
  readonly outageStatus: OutageStatus;
  /** The outage screen with the account's accountno, memberno, locationid and accounttype. */
  readonly reportOutage: RouteTarget;
}

/** The Account Status card (shown when outage is enabled): the service status and Report Outage. */
export function AccountStatusCard({ title, outageStatus, reportOutage }: AccountStatusCardProps) {
  const texts = messages.accountStatusCard;
  return (
    <OverviewCard title={title} cardId="account-status">
      <DetailList items={[{ label: texts.serviceStatus, value: texts.outageStatus[outageStatus] }]} />
      <RouteLink
        className={`${buttonStyles.variants.secondary} ${styles.reportOutage}`}
        to={portalUrl(reportOutage)}
      >
        {texts.reportOutage}
      </RouteLink>
    </OverviewCard>
  );
}
