import { accountOverviewMessages } from '../account-overview/messages.ts';
import { catalogue } from '../language.ts';

/** The projected bill's figures as its sentence says them. */
export interface ProjectionWords {
  readonly from: string;
  readonly to: string;
  readonly amount: string;
  /** The projected usage with its unit, e.g. '900 kWh'. */
  readonly usage: string;
  readonly usageSoFar: string;
  readonly readingDays: number;
  readonly daysLeft: number;
}

/**
 * Every text of the Usage Tracker screen (spec 03 §2.2, §5, §8, §9). Texts the spec does not give are
 * marked "Not in the spec" so a reviewer can tell them apart; the usage disclaimer and the suspended
 * message come from the cooperative's web content and are not here.
 */
export const usageTrackerMessages = catalogue(
  () => ({
    /** The page title of its portal route. */
    title: 'Usage Tracker',
    /** Not in the spec: what screen readers hear while the account's usage loads. */
    loading: 'Loading…',
    /** Spec 02 §8, as the account overview words it. */
    noAccounts: accountOverviewMessages.errors.noAccounts,

    tabs: {
      daily: 'Daily',
      monthly: 'Monthly',
      interval: 'Interval',
      /** Not in the spec: names the list of tabs. */
      label: 'Usage views',
    },

    form: {
      /** Not in the spec: the timeframe's label. */
      timeframe: 'Timeframe',
      /** Not in the spec: the default range as a choice (spec 03 §2.2: "Default range is the last 15 days"). */
      last15Days: 'Last 15 days',
      last3Weeks: 'Last 3 weeks',
      lastOneMonth: 'Last one month',
      last3Months: 'Last 3 months',
      last180Days: 'Last 180 days',
      /** Not in the spec: the interval tab's default range, a week of 15-minute readings. */
      last7Days: 'Last 7 days',
      /** Not in the spec: the timeframe while the dates are the member's own. */
      customDates: 'Custom dates',
      /** Not in the spec. */
      startDate: 'Start Date',
      /** Not in the spec. */
      endDate: 'End Date',
      /** Not in the spec: loads the range typed in the date fields. */
      show: 'View Usage',
      /** Not in the spec: the meter's label. */
      meter: 'Meter',
      /** Not in the spec: the unit's label. */
      unit: 'Unit',
    },

    /** The unit choices (spec 03 §2.2). */
    units: {
      usage: 'Usage',
      dollars: 'Dollars',
      demand: 'Demand Usage (kW)',
    },

    /** Unit labels (spec 03 §2.2, §9). */
    unitLabels: {
      kWh: 'kWh',
      gallons: 'Gallons',
      kW: 'kW',
      dollars: '$',
    },

    /** Spec 03 §5. */
    dates: {
      startRequired: 'Start date is required.',
      endRequired: 'End date is required.',
      tooEarly: 'Choose a later date.',
      invalidRange: 'Invalid date range.',
      rangeTooLong: 'The search date range should not exceed 180 days.',
      startTooOld: 'The start date should be within 180 days before today.',
    },

    /** Spec 03 §8. */
    empty: {
      noUsage: 'There were no usage data found for this account.',
      noUsageInRange:
        'No usage data was found for the selected date range ... Please adjust the date range using the fields above.',
      noHourlyUsage:
        'There were no hourly usage data found for the selected date ... You need to adjust your date range.',
      noIntervalData: 'No interval data available for the selected account.',
      notSupported: 'Usage data is not supported for the selected account.',
    },

    chart: {
      /** Not in the spec: the daily chart's title, its table's caption and the start of its text alternative. */
      daily: 'Daily usage',
      /** Not in the spec. */
      monthly: 'Monthly usage',
      /** Not in the spec. */
      hourly: (date: string) => `Hourly usage on ${date}`,
      /** Not in the spec. */
      interval: '15-minute usage',
      /** Not in the spec: the usage series, its values carrying their unit. */
      usage: 'Usage',
      /** Not in the spec: the x column of the charts' tables. */
      date: 'Date',
      /** Not in the spec. */
      month: 'Month',
      /** Not in the spec. */
      time: 'Time',
      /** Not in the spec: the temperature series. */
      highTemperature: 'High temperature',
      /** Not in the spec. */
      lowTemperature: 'Low temperature',
      /** Not in the spec: a temperature as the axis and the table show it. */
      degrees: (value: string) => `${value} °F`,
      /** Bar colours (spec 03 §2.2: estimate grey, keyed dark grey, weekend light grey, weekday blue). */
      estimate: 'Estimate',
      keyed: 'Keyed',
      /** Not in the spec (it says "weekend"). */
      weekend: 'Weekend',
      /** Not in the spec (it says "weekday"). */
      weekday: 'Weekday',
      /** Not in the spec: how a day's hourly usage is opened. */
      chooseDay:
        'Choose a day to see its hourly usage: click its bar, or move to it with the arrow keys and press Enter.',
      /** Not in the spec: a button of the chart, to print it with the table. */
      print: 'Print',
    },

    /** Not in the spec: the totals over the chart. */
    summary: {
      total: 'Total',
      average: 'Daily average',
      highest: 'Highest',
      lowest: 'Lowest',
      maxDemand: 'Maximum demand',
      on: (value: string, date: string) => `${value} on ${date}`,
    },

    /** The export's columns (spec 03 §2.2: Reading Date, Meter, Reading, Type, Low Temperature, High Temperature, usage). */
    table: {
      caption: 'Usage details',
      readingDate: 'Reading Date',
      meter: 'Meter',
      reading: 'Reading',
      type: 'Type',
      lowTemperature: 'Low Temperature',
      highTemperature: 'High Temperature',
      /** Spec 03 §2.2 names the column 'usage'; the unit label follows it (Not in the spec). */
      usage: (unit: string) => `Usage (${unit})`,
      /** Not in the spec: the file's name, without its extension. */
      fileName: 'usage',
      /** Not in the spec: the status 'normal' as the Type column shows it. */
      actual: 'Actual',
    },

    /** Not in the spec: the prepaid summary shown with Dollars. */
    prepaid: {
      title: 'Prepaid summary',
      currentBalance: 'Current balance',
      averageDailyCharge: 'Average daily charge',
      lastEnergyUsage: 'Last energy usage',
      lastDailyEnergyCharge: 'Last daily energy charge',
      lastPayment: 'Last payment',
      arrears: 'Arrears captured',
    },

    /** Not in the spec: the hourly usage of a chosen day (the meter-data feature). */
    hourly: {
      close: 'Close hourly usage',
      loading: 'Loading the hourly usage…',
    },

    /**
     * Not in the spec: the interval tab's total, and Green Button Download My Data, which the Daily,
     * Monthly and Interval tabs and the account overview's Billed Usage Summary offer.
     */
    interval: {
      total: 'Total',
      downloadTitle: 'Green Button Download My Data',
      downloadXml: 'Download Green Button data (XML)',
      downloadCsv: 'Download as CSV',
      downloadReady: (fileName: string) => `${fileName} is ready.`,
      fileName: 'green-button',
      feedTitle: (accountNumber: string) => `Green Button data for account ${accountNumber}`,
      usagePointTitle: (meterId: string) => `Meter ${meterId}`,
      csvHeaders: ['Start', 'End', 'Duration (seconds)', 'Usage (kWh)'] as const,
    },

    /** Not in the spec: the comparison with a year before (Explained). */
    explained: {
      title: 'Explained',
      unavailable: 'A comparison with the same days a year before is not available for this range.',
    },

    /** Not in the spec: the current billing period's projection. */
    projected: {
      title: 'Projected bill',
      loading: 'Loading the projected bill…',
      /** The projection (amounts, usage with its unit and dates as shown). */
      projection: ({ from, to, amount, usage, usageSoFar, readingDays, daysLeft }: ProjectionWords) =>
        `Your bill for ${from} to ${to} is projected at ${amount} for about ${usage}: ${usageSoFar} ` +
        `over the first ${readingDays} ${readingDays === 1 ? 'day' : 'days'}, ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left.`,
      /** The last bill beside it; `on` is its date, when known. */
      lastBill: (on: string | null, amount: string, comparison: string) =>
        on
          ? `Your last bill, on ${on}, was ${amount}: ${comparison}.`
          : `Your last bill was ${amount}: ${comparison}.`,
      sameAsProjected: 'the same as projected',
      lessThanProjected: (amount: string) => `${amount} less than projected`,
      moreThanProjected: (amount: string) => `${amount} more than projected`,
    },

    /** Not in the spec: the monthly tab's table. */
    monthly: {
      /** Not in the spec: names the Monthly tab's meter and unit choices. */
      choices: 'Monthly usage choices',
      caption: 'Monthly usage',
      month: 'Month',
      days: 'Days',
      averageHigh: 'Average High Temperature',
      averageLow: 'Average Low Temperature',
      fileName: 'monthly-usage',
    },
  }),
  () => import('./es.ts'),
  'usageTrackerMessages',
);
