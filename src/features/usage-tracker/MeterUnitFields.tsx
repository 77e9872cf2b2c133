import { isMeterChoiceShown } from '../../domain/usage-tracker/meters.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import type { UsageMeter } from '../../domain/usage-tracker/types.ts';
import { unitChoiceLabel, type UsageUnit } from '../../domain/usage-tracker/units.ts';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import * as styles from './UsageRangeForm.css.ts';

export interface MeterUnitFieldsProps {
  /** The meters to choose from; the select shows only with more than one. */
  readonly meters: readonly UsageMeter[];
  readonly meterId: string;
  readonly onMeterChange: (meterId: string) => void;
  /** The unit choices; the select shows only with more than one. */
  readonly units?: readonly UsageUnit[];
  readonly unit?: UsageUnit;
  readonly onUnitChange?: (unit: UsageUnit) => void;
  readonly disabled?: boolean;
}

/** The meter and unit selects of a usage view (spec 03 §2.2): a choice loads at once. */
export function MeterUnitFields({
  meters,
  meterId,
  onMeterChange,
  units = [],
  unit,
  onUnitChange,
  disabled = false,
}: MeterUnitFieldsProps) {
  return (
    <>
      {isMeterChoiceShown(meters) ? (
        <SelectField
          className={styles.field}
          label={messages.form.meter}
          options={meters.map((meter) => ({ value: meter.meterId, label: meter.meterId }))}
          value={meterId}
          disabled={disabled}
          onChange={(event) => onMeterChange(event.target.value)}
        />
      ) : null}
      {units.length > 1 && unit && onUnitChange ? (
        <SelectField
          className={styles.field}
          label={messages.form.unit}
          options={units.map((choice) => ({ value: choice, label: unitChoiceLabel(choice) }))}
          value={unit}
          disabled={disabled}
          onChange={(event) => {
            const chosen = units.find((choice) => choice === event.target.value);
            if (chosen) onUnitChange(chosen);
          }}
        />
      ) : null}
    </>
  );
}

/** Whether `MeterUnitFields` shows anything: a meter or a unit to choose. */
export function hasMeterUnitChoice(meters: readonly UsageMeter[], units: readonly UsageUnit[]): boolean {
  return isMeterChoiceShown(meters) || units.length > 1;
}
