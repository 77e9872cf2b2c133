import { describe, expect, it } from 'vitest';
import { usageTrackerMessages as messages } from '../../../../src/domain/usage-tracker/messages.ts';

describe('usageTrackerMessages', () => {
  it('words the date rules as spec 03 §5 does', () => {
    expect(messages.dates).toEqual({
      startRequired: 'Start date is required.',
      endRequired: 'End date is required.',
      tooEarly: 'Choose a later date.',
      invalidRange: 'Invalid date range.',
      rangeTooLong: 'The search date range should not exceed 180 days.',
      startTooOld: 'The start date should be within 180 days before today.',
    });
  });

  it('words the empty and unsupported states as spec 03 §8 does', () => {
    expect(messages.empty).toEqual({
      noUsage: 'There were no usage data found for this account.',
      noUsageInRange:
        'No usage data was found for the selected date range ... Please adjust the date range using the fields above.',
      noHourlyUsage:
        'There were no hourly usage data found for the selected date ... You need to adjust your date range.',
      noIntervalData: 'No interval data available for the selected account.',
      notSupported: 'Usage data is not supported for the selected account.',
    });
  });

  it('names the tabs, timeframes, units and unit labels as spec 03 §2.2 and §9 do', () => {
    expect([messages.tabs.daily, messages.tabs.monthly, messages.tabs.interval]).toEqual([
      'Daily',
      'Monthly',
      'Interval',
    ]);
    expect([
      messages.form.last3Weeks,
      messages.form.lastOneMonth,
      messages.form.last3Months,
      messages.form.last180Days,
    ]).toEqual(['Last 3 weeks', 'Last one month', 'Last 3 months', 'Last 180 days']);
    expect(messages.units).toEqual({ usage: 'Usage', dollars: 'Dollars', demand: 'Demand Usage (kW)' });
    expect(messages.unitLabels).toEqual({ kWh: 'kWh', gallons: 'Gallons', kW: 'kW', dollars: '$' });
  });

  it('heads the table with the export columns of spec 03 §2.2', () => {
    const table = messages.table;
    expect([
      table.readingDate,
      table.meter,
      table.reading,
      table.type,
      table.lowTemperature,
      table.highTemperature,
      table.usage('kWh'),
    ]).toEqual([
      'Reading Date',
      'Meter',
      'Reading',
      'Type',
      'Low Temperature',
      'High Temperature',
      'Usage (kWh)',
    ]);
  });

  it('names the bar colours of spec 03 §2.2 in the legend', () => {
    expect([
      messages.chart.estimate,
      messages.chart.keyed,
      messages.chart.weekend,
      messages.chart.weekday,
    ]).toEqual(['Estimate', 'Keyed', 'Weekend', 'Weekday']);
  });

  it('keeps the title and the account texts of the screen', () => {
    expect(messages.title).toBe('Usage Tracker');
    expect(messages.noAccounts).toBe('There are no accounts available...!');
  });
});
