import { useEffect } from 'react';
import type { IsoDate } from '../../domain/dates.ts';
import { earliestUsageDate, usageRangeErrors } from '../../domain/usage-tracker/date-rules.ts';
import { usageTrackerMessages as messages } from '../../domain/usage-tracker/messages.ts';
import {
  type DateRange,
  type IntervalTimeframe,
  timeframeOf,
  timeframeRange,
} from '../../domain/usage-tracker/timeframes.ts';
import type { UsageMeter } from '../../domain/usage-tracker/types.ts';
import type { UsageUnit } from '../../domain/usage-tracker/units.ts';
import { useDomainForm } from '../../ui/forms/useDomainForm.ts';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DateField } from '../../ui/primitives/DateField/DateField.tsx';
import { SelectField } from '../../ui/primitives/SelectField/SelectField.tsx';
import { MeterUnitFields } from './MeterUnitFields.tsx';
import * as styles from './UsageRangeForm.css.ts';

interface DatesForm {
  startDate: string;
  endDate: string;
}

export interface UsageRangeFormProps {
  /** The timeframe choices, in order. */
  readonly timeframes: readonly IntervalTimeframe[];
  readonly range: DateRange;
  readonly onRangeChange: (range: DateRange) => void;
  /** The meters to choose from; the select shows only with more than one. */
  readonly meters: readonly UsageMeter[];
  readonly meterId: string;
  readonly onMeterChange: (meterId: string) => void;
  /** The unit choices; the select shows only with more than one. */
  readonly units?: readonly UsageUnit[];
  readonly unit?: UsageUnit;
  readonly onUnitChange?: (unit: UsageUnit) => void;
  /** The cooperative's day. */
  readonly today: IsoDate;
  /** The MDM feature: its 180-day rules. */
  readonly mdmEnabled: boolean;
  /** Usage is suspended: nothing can be chosen. */
  readonly disabled?: boolean;
}

/**
 * The choices of a usage view (spec 03 §2.2, §5): a timeframe that loads at once, start and end dates
 * that load on View Usage once they meet the date rules, and the meter and unit when there is a choice.
 */
export function UsageRangeForm({
  timeframes,
  range,
  onRangeChange,
  meters,
  meterId,
  onMeterChange,
  units = [],
  unit,
  onUnitChange,
  today,
  mdmEnabled,
  disabled = false,
}: UsageRangeFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useDomainForm<DatesForm>({
    defaultValues: { startDate: range.fromDate, endDate: range.toDate },
    validate: (values) => usageRangeErrors({ ...values, today, mdmEnabled }),
  });

  // A timeframe (or any new range) shows its dates in the fields.
  useEffect(() => {
    reset({ startDate: range.fromDate, endDate: range.toDate });
  }, [range.fromDate, range.toDate, reset]);

  const timeframe = timeframeOf(range, today, timeframes) ?? '';
  const submit = handleSubmit(({ startDate, endDate }) =>
    onRangeChange({ fromDate: startDate, toDate: endDate }),
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <SelectField
        className={styles.field}
        label={messages.form.timeframe}
        placeholder={messages.form.customDates}
        options={timeframes.map((choice) => ({ value: choice, label: messages.form[choice] }))}
        value={timeframe}
        disabled={disabled}
        onChange={(event) => {
          const chosen = timeframes.find((choice) => choice === event.target.value);
          if (chosen) onRangeChange(timeframeRange(chosen, today));
        }}
      />
      <DateField
        className={styles.field}
        label={messages.form.startDate}
        min={earliestUsageDate}
        max={today}
        disabled={disabled}
        error={errors.startDate?.message}
        {...register('startDate')}
      />
      <DateField
        className={styles.field}
        label={messages.form.endDate}
        min={earliestUsageDate}
        max={today}
        disabled={disabled}
        error={errors.endDate?.message}
        {...register('endDate')}
      />
      <MeterUnitFields
        meters={meters}
        meterId={meterId}
        onMeterChange={onMeterChange}
        units={units}
        unit={unit}
        onUnitChange={onUnitChange}
        disabled={disabled}
      />
      <div className={styles.submit}>
        <Button type="submit" variant="secondary" disabled={disabled}>
          {messages.form.show}
        </Button>
      </div>
    </form>
  );
}
