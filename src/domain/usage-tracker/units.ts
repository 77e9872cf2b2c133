import { usageTrackerMessages } from './messages.ts';
import type { UsageMeter } from './types.ts';
import { numberFormat } from '../numbers.ts';

const labels = usageTrackerMessages.unitLabels;

/** What the bars and the table count (spec 03 §2.2): usage, dollars, or demand. */
export const usageUnits = ['usage', 'dollars', 'demand'] as const;
export type UsageUnit = (typeof usageUnits)[number];

export interface UnitGates {
  /** The MDMEnabled feature. */
  readonly mdmEnabled: boolean;
  /** A prepaid-vendor account: the account is prepaid. */
  readonly hasPrepaidVendor: boolean;
  /** ATS USAGETABLESTRUCTURE is the new table structure. */
  readonly newTableStructure: boolean;
}

/**
 * The unit choices, in order (spec 03 §2.2): Usage always; Dollars only without MDM and with a
 * prepaid-vendor account; Demand Usage (kW) only with the new table structure.
 */
export function unitChoices({ mdmEnabled, hasPrepaidVendor, newTableStructure }: UnitGates): UsageUnit[] {
  return usageUnits.filter((unit) => {
    switch (unit) {
      case 'usage':
        return true;
      case 'dollars':
        return !mdmEnabled && hasPrepaidVendor;
      case 'demand':
        return newTableStructure;
    }
  });
}

/**
 * The unit choices of one meter's view (the Daily and the Monthly tab each have their own meter):
 * the gates of `unitChoices`, demand only for a meter that measures electric power (a water meter
 * has none).
 */
export function meterUnitChoices(
  {
    mdmEnabled,
    hasPrepaidVendor,
    usageTableStructure,
  }: {
    readonly mdmEnabled: boolean;
    readonly hasPrepaidVendor: boolean;
    /** ATS USAGETABLESTRUCTURE. */
    readonly usageTableStructure: string | null | undefined;
  },
  meter: Pick<UsageMeter, 'commodity' | 'unitOfMeasure'> | undefined,
): UsageUnit[] {
  return unitChoices({
    mdmEnabled,
    hasPrepaidVendor,
    newTableStructure: isNewTableStructure(usageTableStructure) && !isWaterMeter(meter),
  });
}

/** The unit shown: the one chosen while it is offered (another meter may not offer it), else Usage. */
export function offeredUnit(chosen: UsageUnit, choices: readonly UsageUnit[]): UsageUnit {
  return choices.includes(chosen) ? chosen : 'usage';
}

/** The ATS setting's value for the new table structure. */
export function isNewTableStructure(setting: string | null | undefined): boolean {
  return (setting ?? '').trim().toUpperCase() === 'NEW';
}

/** A unit choice's name in the unit select. */
export function unitChoiceLabel(unit: UsageUnit): string {
  return usageTrackerMessages.units[unit];
}

/** Water meters count gallons, others kilowatt-hours. */
export function isWaterMeter(meter: Pick<UsageMeter, 'commodity' | 'unitOfMeasure'> | undefined): boolean {
  const unit = (meter?.unitOfMeasure ?? '').trim().toLowerCase();
  const commodity = (meter?.commodity ?? '').trim().toLowerCase();
  return ['gal', 'gallon', 'gallons'].includes(unit) || (unit === '' && commodity === 'water');
}

/** The label of the values in a unit (spec 03 §2.2, §9): kWh or Gallons for usage, $ and kW. */
export function unitLabel(
  unit: UsageUnit,
  meter: Pick<UsageMeter, 'commodity' | 'unitOfMeasure'> | undefined,
): string {
  switch (unit) {
    case 'dollars':
      return labels.dollars;
    case 'demand':
      return labels.kW;
    case 'usage':
      return isWaterMeter(meter) ? labels.gallons : labels.kWh;
  }
}

const wholeNumber = numberFormat({ maximumFractionDigits: 0 });
const twoDecimals = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const threeDecimals = numberFormat({ minimumFractionDigits: 3, maximumFractionDigits: 3 });

/**
 * A usage number as spec 03 §2.2 shows it: demand with two decimals, other usage as an integer;
 * dollars with two decimals (money).
 */
export function formatUsageNumber(value: number, unit: UsageUnit): string {
  return unit === 'usage' ? wholeNumber.format(value) : twoDecimals.format(value);
}

/** A usage with its label: '35 kWh', '4.20 kW', '$3.15'. */
export function formatUsageAmount(value: number, unit: UsageUnit, label: string): string {
  if (unit === 'dollars') {
    const text = twoDecimals.format(Math.abs(value));
    return value < 0 ? `(${label}${text})` : `${label}${text}`;
  }
  return `${formatUsageNumber(value, unit)} ${label}`;
}

/** A 15-minute or hourly reading in kWh: three decimals (whole watt-hours), e.g. '0.412 kWh'. */
export function formatIntervalAmount(value: number, label: string): string {
  return `${threeDecimals.format(value)} ${label}`;
}

/** The value an export holds: what the table shows, rounded the same way, as a number. */
export function roundedUsage(value: number, unit: UsageUnit): number {
  return unit === 'usage' ? Math.round(value) : Math.round(value * 100) / 100;
}
