import { describe, expect, it } from 'vitest';
import {
  formatIntervalAmount,
  formatUsageAmount,
  formatUsageNumber,
  isNewTableStructure,
  isWaterMeter,
  meterUnitChoices,
  offeredUnit,
  roundedUsage,
  unitChoiceLabel,
  unitChoices,
  unitLabel,
} from '../../../../src/domain/usage-tracker/units.ts';

describe('meterUnitChoices: the unit choices of one meter’s view (Daily or Monthly)', () => {
  const electric = { commodity: 'Electric', unitOfMeasure: 'kWh' };
  const water = { commodity: 'Water', unitOfMeasure: 'gal' };

  it('offers Demand Usage (kW) for an electric meter under the new table structure', () => {
    expect(
      meterUnitChoices({ mdmEnabled: true, hasPrepaidVendor: false, usageTableStructure: 'NEW' }, electric),
    ).toEqual(['usage', 'demand']);
  });

  it('offers no demand for a water meter, whatever the table structure', () => {
    expect(
      meterUnitChoices({ mdmEnabled: true, hasPrepaidVendor: false, usageTableStructure: 'NEW' }, water),
    ).toEqual(['usage']);
    expect(
      meterUnitChoices({ mdmEnabled: false, hasPrepaidVendor: true, usageTableStructure: 'NEW' }, water),
    ).toEqual(['usage', 'dollars']);
  });

  it('offers no demand under the old table structure or none', () => {
    expect(
      meterUnitChoices({ mdmEnabled: true, hasPrepaidVendor: false, usageTableStructure: 'OLD' }, electric),
    ).toEqual(['usage']);
    expect(
      meterUnitChoices({ mdmEnabled: true, hasPrepaidVendor: false, usageTableStructure: null }, electric),
    ).toEqual(['usage']);
  });

  it('offers Dollars only without MDM and with a prepaid-vendor account', () => {
    expect(
      meterUnitChoices({ mdmEnabled: false, hasPrepaidVendor: true, usageTableStructure: 'NEW' }, electric),
    ).toEqual(['usage', 'dollars', 'demand']);
    expect(
      meterUnitChoices({ mdmEnabled: true, hasPrepaidVendor: true, usageTableStructure: 'NEW' }, electric),
    ).toEqual(['usage', 'demand']);
  });
});

describe('offeredUnit', () => {
  it('keeps the unit chosen while it is offered', () => {
    expect(offeredUnit('demand', ['usage', 'demand'])).toBe('demand');
    expect(offeredUnit('dollars', ['usage', 'dollars'])).toBe('dollars');
  });

  it('shows Usage when the meter does not offer the unit chosen (kW on a water meter)', () => {
    expect(offeredUnit('demand', ['usage'])).toBe('usage');
    expect(offeredUnit('dollars', ['usage', 'demand'])).toBe('usage');
  });
});

describe('unitChoices (spec 03 §2.2)', () => {
  it('always offers Usage', () => {
    expect(unitChoices({ mdmEnabled: true, hasPrepaidVendor: false, newTableStructure: false })).toEqual([
      'usage',
    ]);
  });

  it('offers Dollars only without MDM and with a prepaid-vendor account', () => {
    expect(unitChoices({ mdmEnabled: false, hasPrepaidVendor: true, newTableStructure: false })).toEqual([
      'usage',
      'dollars',
    ]);
    expect(unitChoices({ mdmEnabled: true, hasPrepaidVendor: true, newTableStructure: false })).toEqual([
      'usage',
    ]);
    expect(unitChoices({ mdmEnabled: false, hasPrepaidVendor: false, newTableStructure: false })).toEqual([
      'usage',
    ]);
  });

  it('offers Demand Usage (kW) only with the new table structure', () => {
    expect(unitChoices({ mdmEnabled: true, hasPrepaidVendor: false, newTableStructure: true })).toEqual([
      'usage',
      'demand',
    ]);
    expect(unitChoices({ mdmEnabled: false, hasPrepaidVendor: true, newTableStructure: true })).toEqual([
      'usage',
      'dollars',
      'demand',
    ]);
  });

  it('reads the ATS table structure setting', () => {
    expect(isNewTableStructure('NEW')).toBe(true);
    expect(isNewTableStructure(' new ')).toBe(true);
    expect(isNewTableStructure('OLD')).toBe(false);
    expect(isNewTableStructure(null)).toBe(false);
  });

  it('names the choices', () => {
    expect(['usage', 'dollars', 'demand'].map((unit) => unitChoiceLabel(unit as 'usage'))).toEqual([
      'Usage',
      'Dollars',
      'Demand Usage (kW)',
    ]);
  });
});

describe('unitLabel (spec 03 §2.2, §9)', () => {
  const electric = { commodity: 'Electric', unitOfMeasure: 'kWh' };
  const water = { commodity: 'Water', unitOfMeasure: 'gal' };

  it('labels usage kWh for electric meters and Gallons for water meters', () => {
    expect(unitLabel('usage', electric)).toBe('kWh');
    expect(unitLabel('usage', water)).toBe('Gallons');
    expect(unitLabel('usage', { commodity: 'Water', unitOfMeasure: null })).toBe('Gallons');
    expect(unitLabel('usage', undefined)).toBe('kWh');
  });

  it('labels demand kW and dollars $', () => {
    expect(unitLabel('demand', electric)).toBe('kW');
    expect(unitLabel('dollars', water)).toBe('$');
  });

  it('tells a water meter by its unit, or by its commodity when the unit is missing', () => {
    expect(isWaterMeter(water)).toBe(true);
    expect(isWaterMeter({ commodity: 'Electric', unitOfMeasure: 'Gallons' })).toBe(true);
    expect(isWaterMeter({ commodity: 'Water', unitOfMeasure: 'kWh' })).toBe(false);
    expect(isWaterMeter(electric)).toBe(false);
  });
});

describe('usage numbers (spec 03 §2.2)', () => {
  it('shows demand with two decimals and other usage as integers', () => {
    expect(formatUsageNumber(1234.567, 'usage')).toBe('1,235');
    expect(formatUsageNumber(4.2, 'demand')).toBe('4.20');
    expect(formatUsageNumber(3.456, 'dollars')).toBe('3.46');
    expect(roundedUsage(29.512, 'usage')).toBe(30);
    expect(roundedUsage(4.256, 'demand')).toBe(4.26);
  });

  it('puts the label after usage and demand, and $ before dollars (negative in parentheses)', () => {
    expect(formatUsageAmount(1150, 'usage', 'kWh')).toBe('1,150 kWh');
    expect(formatUsageAmount(210, 'usage', 'Gallons')).toBe('210 Gallons');
    expect(formatUsageAmount(4.2, 'demand', 'kW')).toBe('4.20 kW');
    expect(formatUsageAmount(3.1, 'dollars', '$')).toBe('$3.10');
    expect(formatUsageAmount(-12.5, 'dollars', '$')).toBe('($12.50)');
  });

  it('shows 15-minute readings to the watt-hour', () => {
    expect(formatIntervalAmount(0.412, 'kWh')).toBe('0.412 kWh');
    expect(formatIntervalAmount(1234.5, 'kWh')).toBe('1,234.500 kWh');
  });
});
