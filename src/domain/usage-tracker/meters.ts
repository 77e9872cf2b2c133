import type { UsageMeter } from './types.ts';

/** The meter choices: every meter of the account's usage profile, in its order, each once. */
export function meterChoices(meters: readonly UsageMeter[]): UsageMeter[] {
  const seen = new Set<string>();
  return meters.filter((meter) => {
    if (meter.meterId.trim() === '' || seen.has(meter.meterId)) return false;
    seen.add(meter.meterId);
    return true;
  });
}

/** The meter select shows when there is a choice to make: more than one meter. */
export function isMeterChoiceShown(meters: readonly UsageMeter[]): boolean {
  return meterChoices(meters).length > 1;
}

/** The meter shown: the one chosen when the account has it, else its first. */
export function chosenMeter(
  meters: readonly UsageMeter[],
  meterId: string | null | undefined,
): UsageMeter | undefined {
  const choices = meterChoices(meters);
  return choices.find((meter) => meter.meterId === meterId) ?? choices[0];
}
