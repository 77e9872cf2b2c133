import { useMemo, useState } from 'react';
import type { MemberAccount } from '../../api/account-overview.ts';
import type { SiteConfiguration } from '../../api/schemas/site-configuration.ts';
import { getUsageProfile, getUsageSettings } from '../../api/usage-tracker.ts';
import type { AccountInfo } from '../../domain/account-overview/types.ts';
import { isPrepaid } from '../../domain/account-overview/status.ts';
import { cooperativeDay } from '../../domain/site/cooperative-day.ts';
import { isFeatureEnabled } from '../../domain/site/features.ts';
import { isUsageSupported, usageAvailability } from '../../domain/usage-tracker/availability.ts';
import { usageTrackerErrors } from '../../domain/usage-tracker/errors.ts';
import { chosenMeter, meterChoices } from '../../domain/usage-tracker/meters.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import { availableTabs, firstTab, type UsageTab } from '../../domain/usage-tracker/tabs.ts';
import {
  type DateRange,
  defaultIntervalTimeframe,
  defaultTimeframe,
  intervalTimeframes,
  timeframeRange,
  timeframes,
} from '../../domain/usage-tracker/timeframes.ts';
import type { UsageProfile, UsageSettings } from '../../domain/usage-tracker/types.ts';
import {
  meterUnitChoices,
  offeredUnit,
  unitLabel,
  type UsageUnit,
} from '../../domain/usage-tracker/units.ts';
import { combineQueries } from '../../state/combine-queries.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { useQuery } from '../../state/useQuery.ts';
import { AccountFrame } from '../../ui/account/AccountFrame.tsx';
import type { AccountContext } from '../../ui/account/useAccountContext.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useLanguage } from '../../ui/element/useLanguage.ts';
import { useNavigationState } from '../../ui/navigation/PortalNavigation.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { SafeHtml } from '../../ui/primitives/SafeHtml/SafeHtml.tsx';
import { Tabs } from '../../ui/primitives/Tabs/Tabs.tsx';
import { DailyUsage } from './DailyUsage.tsx';
import { hasMeterUnitChoice, MeterUnitFields } from './MeterUnitFields.tsx';
import { IntervalUsage } from './IntervalUsage.tsx';
import { MonthlyUsage } from './MonthlyUsage.tsx';
import { ProjectedBill } from './ProjectedBill.tsx';
import { usageKeys, usageSettingsKey } from './usage-keys.ts';
import * as rangeStyles from './UsageRangeForm.css.ts';
import { UsageRangeForm } from './UsageRangeForm.tsx';
import * as styles from './UsageTrackerScreen.css.ts';

/**
 * The Usage Tracker (spec 03 §2.2) of the account the member is looking at: its Daily, Monthly and
 * Interval tabs with their gates, the range, meter and unit choices, the projected bill, and the usage
 * disclaimer; the suspended and unsupported states. The overview's View Details opens it on Monthly.
 */
export function UsageTrackerScreen() {
  const { config } = useElementContext();
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  return (
    <div className={styles.screen}>
      <h2 className={styles.heading}>{messages.title}</h2>
      <AccountFrame
        errors={usageTrackerErrors}
        loadingLabel={messages.loading}
        noAccountsMessage={messages.noAccounts}
        alongside={site}
      >
        {({ context, info, alongside }) => (
          <UsageTrackerContent context={context} info={info} site={alongside} />
        )}
      </AccountFrame>
    </div>
  );
}

interface UsageTrackerContentProps {
  readonly context: AccountContext;
  readonly info: AccountInfo;
  readonly site: SiteConfiguration;
}

function UsageTrackerContent({ context, info, site }: UsageTrackerContentProps) {
  const { client } = useElementContext();
  const { memberNumber, accessToken } = context;
  const accountNumber = info.accountNumber;
  const account = useMemo<MemberAccount>(
    () => ({ memberNumber, accessToken, accountNumber }),
    [memberNumber, accessToken, accountNumber],
  );
  // Unsupported whatever the back office says of its usage: nothing is asked for.
  const supported = isUsageSupported(info, site.configuration.hideNonElectricUsageAndOutage);
  const language = useLanguage();
  const settings = useQuery(
    supported ? usageSettingsKey(memberNumber, language) : null,
    (signal) => getUsageSettings(client, { memberNumber, accessToken }, signal),
    { keepPrevious: true },
  );
  const profile = useQuery(supported ? usageKeys(memberNumber, accountNumber, 'profile') : null, (signal) =>
    getUsageProfile(client, account, signal),
  );
  if (!supported) {
    return <Alert tone="info">{messages.empty.notSupported}</Alert>;
  }
  return (
    <LoadState
      query={combineQueries(settings, profile)}
      errors={usageTrackerErrors}
      loadingLabel={messages.loading}
    >
      {([usageSettings, usageProfile]) => (
        <UsageViews
          key={accountNumber}
          account={account}
          info={info}
          site={site}
          settings={usageSettings}
          profile={usageProfile}
        />
      )}
    </LoadState>
  );
}

interface UsageViewsProps {
  readonly account: MemberAccount;
  readonly info: AccountInfo;
  readonly site: SiteConfiguration;
  readonly settings: UsageSettings;
  readonly profile: UsageProfile;
}

function UsageViews({ account, info, site, settings, profile }: UsageViewsProps) {
  const navigationState = useNavigationState();
  const { today, timeZone } = cooperativeDay(site.siteSettings);
  const tabs = availableTabs({
    usagesEnabled: isFeatureEnabled(site.features, 'Usages'),
    viewUsageHistory: info.viewUsageHistory,
    mdmCloudEnabled: settings.mdmCloudEnabled,
  });
  const meters = meterChoices(profile.meters);
  const [tab, setTab] = useState<UsageTab | null>(() => firstTab(tabs, navigationState));
  const [meterId, setMeterId] = useState(() => meters[0]?.meterId ?? '');
  const [unit, setUnit] = useState<UsageUnit>('usage');
  // The Monthly tab has its own meter and unit: choosing them there leaves the Daily tab's as they are.
  const [monthlyMeterId, setMonthlyMeterId] = useState(() => meters[0]?.meterId ?? '');
  const [monthlyUnit, setMonthlyUnit] = useState<UsageUnit>('usage');
  const [dailyRange, setDailyRange] = useState<DateRange>(() => timeframeRange(defaultTimeframe, today));
  const [intervalRange, setIntervalRange] = useState<DateRange>(() =>
    timeframeRange(defaultIntervalTimeframe, today),
  );

  const meter = chosenMeter(meters, meterId);
  const availability = usageAvailability({
    account: info,
    hideNonElectricUsage: site.configuration.hideNonElectricUsageAndOutage,
    tabCount: tabs.length,
    profile,
  });
  const unitGates = {
    mdmEnabled: settings.mdmEnabled,
    hasPrepaidVendor: isPrepaid(info),
    usageTableStructure: settings.usageTableStructure,
  };
  const units = meterUnitChoices(unitGates, meter);
  const shownUnit = offeredUnit(unit, units);
  const label = unitLabel(shownUnit, meter);
  const monthlyMeter = chosenMeter(meters, monthlyMeterId);
  const monthlyUnits = meterUnitChoices(unitGates, monthlyMeter);
  const shownMonthlyUnit = offeredUnit(monthlyUnit, monthlyUnits);
  const disclaimer = settings.usageDisclaimer ? (
    <SafeHtml html={settings.usageDisclaimer} className={styles.disclaimer} />
  ) : null;

  if (availability === 'no-usage' || !meter || !meter.firstReadingDate || tab === null) {
    return (
      <div className={styles.content}>
        <p>{messages.empty.noUsage}</p>
        {disclaimer}
      </div>
    );
  }

  const formProps = {
    meters,
    meterId: meter.meterId,
    onMeterChange: setMeterId,
    today,
    mdmEnabled: settings.mdmEnabled,
  };

  if (availability === 'suspended') {
    return (
      <div className={styles.content}>
        <Alert tone="warning">{settings.usageSuspendedMessage ?? messages.empty.noUsage}</Alert>
        <UsageRangeForm
          {...formProps}
          timeframes={timeframes}
          range={dailyRange}
          onRangeChange={setDailyRange}
          units={units}
          unit={shownUnit}
          onUnitChange={setUnit}
          disabled
        />
        {disclaimer}
      </div>
    );
  }

  const intervalMeter = meter.intervalMinutes ? meter : undefined;
  return (
    <div className={styles.content}>
      <ProjectedBill
        account={account}
        meterId={meter.meterId}
        unitLabel={unitLabel('usage', meter)}
        today={today}
      />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(tabs.find((one) => one === value) ?? tab)}>
        <Tabs.List aria-label={messages.tabs.label} className={styles.tabList}>
          {tabs.map((one) => (
            <Tabs.Trigger key={one} value={one}>
              {messages.tabs[one]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.includes('daily') ? (
          <Tabs.Content value="daily" className={styles.panel}>
            <UsageRangeForm
              {...formProps}
              timeframes={timeframes}
              range={dailyRange}
              onRangeChange={setDailyRange}
              units={units}
              unit={shownUnit}
              onUnitChange={setUnit}
            />
            <DailyUsage
              account={account}
              meter={meter}
              unit={shownUnit}
              unitLabel={label}
              range={dailyRange}
              settings={settings}
              timeZone={timeZone}
            />
          </Tabs.Content>
        ) : null}
        {tabs.includes('monthly') ? (
          <Tabs.Content value="monthly" className={styles.panel}>
            {hasMeterUnitChoice(meters, monthlyUnits) ? (
              <div role="group" aria-label={messages.monthly.choices} className={rangeStyles.form}>
                <MeterUnitFields
                  meters={meters}
                  meterId={monthlyMeter?.meterId ?? meter.meterId}
                  onMeterChange={setMonthlyMeterId}
                  units={monthlyUnits}
                  unit={shownMonthlyUnit}
                  onUnitChange={setMonthlyUnit}
                />
              </div>
            ) : null}
            <MonthlyUsage
              account={account}
              meter={monthlyMeter ?? meter}
              unit={shownMonthlyUnit}
              unitLabel={unitLabel(shownMonthlyUnit, monthlyMeter ?? meter)}
              timeZone={timeZone}
            />
          </Tabs.Content>
        ) : null}
        {tabs.includes('interval') ? (
          <Tabs.Content value="interval" className={styles.panel}>
            {intervalMeter ? (
              <>
                <UsageRangeForm
                  {...formProps}
                  timeframes={intervalTimeframes}
                  range={intervalRange}
                  onRangeChange={setIntervalRange}
                />
                <IntervalUsage
                  account={account}
                  meter={intervalMeter}
                  range={intervalRange}
                  unitLabel={unitLabel('usage', intervalMeter)}
                  timeZone={timeZone}
                />
              </>
            ) : (
              <p>{messages.empty.noIntervalData}</p>
            )}
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      {disclaimer}
    </div>
  );
}
