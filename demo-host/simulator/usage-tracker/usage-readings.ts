// The simulated meters' readings: worked out on request from a meter's seed, never stored, so the saved
// state stays small (400 days of daily readings and 180 days of 15-minute data are 17,280 rows a meter).
// The same seed and day always give the same readings, whenever and wherever they are asked for.

/** A stable number in [0, 1) from a text (FNV-1a, then a finaliser so close texts spread apart). */
export function unitHash(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

// ---------------------------------------------------------------------------------------------------
// Calendar days and the cooperative's time zone

const secondsPerDay = 86_400;

/** The yyyy-mm-dd `days` after `date`. */
export function shiftDay(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function dayCount(from: string, to: string): number {
  const at = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((at(to) - at(from)) / (secondsPerDay * 1000));
}

/** Each day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const count = dayCount(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, index) => shiftDay(from, index));
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's UTC offset in seconds at an instant (−25,200 for Pacific Daylight Time). */
export function offsetAt(seconds: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(seconds * 1000)))
    parts[part.type] = part.value;
  const local =
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ) / 1000;
  return local - seconds;
}

/** The instant a local day starts in the zone (its midnight), epoch seconds. */
export function localMidnight(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day) / 1000;
  let guess = asUtc - offsetAt(asUtc, timeZone);
  guess = asUtc - offsetAt(guess, timeZone);
  return guess;
}

/** The local calendar day of an instant in the zone. */
export function localDay(seconds: number, timeZone: string): string {
  return new Date((seconds + offsetAt(seconds, timeZone)) * 1000).toISOString().slice(0, 10);
}

/** An instant as local time with its offset: '2026-11-01T01:45:00-08:00'. */
export function localDateTime(seconds: number, timeZone: string): string {
  const offset = offsetAt(seconds, timeZone);
  const local = new Date((seconds + offset) * 1000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 3600)).padStart(2, '0');
  const minutes = String(Math.floor((Math.abs(offset) % 3600) / 60)).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

// ---------------------------------------------------------------------------------------------------
// Weather

/** A site's climate: its mean daily temperature over the year and how far summer and winter swing. */
export interface Climate {
  readonly meanTemp: number;
  readonly swing: number;
  readonly dailyRange: number;
}

export const climates: Record<string, Climate> = {
  // Willamette Valley, Oregon: mild and wet winters, warm dry summers.
  riverbend: { meanTemp: 53, swing: 15, dailyRange: 19 },
  // South-central Kansas: cold winters, hot summers.
  prairie: { meanTemp: 56, swing: 22, dailyRange: 22 },
};

export interface WeatherReading {
  readonly date: string;
  readonly lowTemp: number;
  readonly highTemp: number;
  readonly avgTemp: number;
  readonly heatingDegreeDays: number;
  readonly coolingDegreeDays: number;
}

/** Degree days count from 65 °F, the United States' base. */
const degreeDayBase = 65;

function dayOfYear(date: string): number {
  const [year] = date.split('-').map(Number) as [number];
  return dayCount(`${year}-01-01`, date);
}

/** A day's weather at a site: the season, then a few days' worth of warm and cold spells. */
export function weatherOn(date: string, site: string, climate: Climate): WeatherReading {
  const season = Math.sin((2 * Math.PI * (dayOfYear(date) - 110)) / 365.25);
  // Spells last a few days: each day leans on the two before it.
  const spell =
    (unitHash(`${site}|spell|${date}`) - 0.5) * 9 +
    (unitHash(`${site}|spell|${shiftDay(date, -1)}`) - 0.5) * 6 +
    (unitHash(`${site}|spell|${shiftDay(date, -2)}`) - 0.5) * 4;
  const average = climate.meanTemp + climate.swing * season + spell;
  const range = climate.dailyRange * (0.75 + 0.5 * unitHash(`${site}|range|${date}`));
  const highTemp = Math.round(average + range / 2);
  const lowTemp = Math.round(average - range / 2);
  const avgTemp = (highTemp + lowTemp) / 2;
  return {
    date,
    lowTemp,
    highTemp,
    avgTemp,
    heatingDegreeDays: Math.max(0, degreeDayBase - avgTemp),
    coolingDegreeDays: Math.max(0, avgTemp - degreeDayBase),
  };
}

// ---------------------------------------------------------------------------------------------------
// Readings

/** What a meter is, as far as its readings go. */
export interface MeterModel {
  /** Everything about its readings follows from this text. */
  readonly seed: string;
  readonly commodity: 'Electric' | 'Water';
  /** How large the household is next to the typical one. */
  readonly scale: number;
}

/** A day of a meter: its usage (kWh or gallons), status, and for electric meters its 15-minute readings. */
export interface MeterDay {
  readonly date: string;
  readonly usage: number;
  readonly status: 'Estimate' | 'Keyed' | 'normal';
  readonly isWeekend: boolean;
  /** Electric only: whole watt-hours of each reading, from local midnight. */
  readonly intervalWattHours: readonly number[];
  /** Electric only: the start of each reading, epoch seconds. */
  readonly intervalStarts: readonly number[];
}

function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function statusOf(seed: string, date: string): MeterDay['status'] {
  const draw = unitHash(`${seed}|status|${date}`);
  if (draw < 0.035) return 'Estimate';
  if (draw < 0.055) return 'Keyed';
  return 'normal';
}

/** The day's electric usage in kWh before it is spread over the day: base load, heating, cooling, weekend. */
function electricTarget(meter: MeterModel, weather: WeatherReading, weekend: boolean, date: string): number {
  const noise = (unitHash(`${meter.seed}|day|${date}`) - 0.5) * 5;
  const kWh =
    12 + 0.85 * weather.heatingDegreeDays + 1.7 * weather.coolingDegreeDays + (weekend ? 3.5 : 0) + noise;
  return Math.max(4, kWh * meter.scale);
}

/** How a home spreads its use over a day: low at night, a morning and a larger evening peak. */
function loadShape(hour: number, weekend: boolean): number {
  const morning = weekend ? 9 : 7.25;
  return (
    0.55 +
    0.6 * Math.exp(-((hour - morning) ** 2) / 2.5) +
    1.0 * Math.exp(-((hour - 19) ** 2) / 5) +
    (weekend ? 0.25 * Math.exp(-((hour - 13) ** 2) / 8) : 0)
  );
}

/**
 * A meter's day in the zone. An electric day is its 15-minute readings from local midnight to the
 * next (92 on the day the clocks go forward, 100 the day they go back), and its usage is their sum, so
 * the daily, hourly and interval views always agree.
 */
export function meterDay(
  meter: MeterModel,
  date: string,
  site: string,
  climate: Climate,
  timeZone: string,
): MeterDay {
  const weather = weatherOn(date, site, climate);
  const weekday = weekdayOf(date);
  const isWeekend = weekday === 0 || weekday === 6;
  const status = statusOf(meter.seed, date);
  if (meter.commodity === 'Water') {
    const summer = Math.max(0, Math.sin((2 * Math.PI * (dayOfYear(date) - 110)) / 365.25));
    const noise = (unitHash(`${meter.seed}|day|${date}`) - 0.5) * 40;
    const gallons =
      (120 + (isWeekend ? 30 : 0) + 140 * summer + 6 * weather.coolingDegreeDays + noise) * meter.scale;
    return {
      date,
      usage: Math.max(20, Math.round(gallons)),
      status,
      isWeekend,
      intervalWattHours: [],
      intervalStarts: [],
    };
  }
  const start = localMidnight(date, timeZone);
  const end = localMidnight(shiftDay(date, 1), timeZone);
  const count = Math.round((end - start) / 900);
  const startOffset = offsetAt(start, timeZone);
  const steady = offsetAt(end, timeZone) === startOffset;
  const starts: number[] = [];
  const shape: number[] = [];
  let shapeTotal = 0;
  for (let index = 0; index < count; index += 1) {
    const at = start + index * 900;
    const offset = steady ? startOffset : offsetAt(at, timeZone);
    const hour = ((((at + offset) % secondsPerDay) + secondsPerDay) % secondsPerDay) / 3600;
    const weight = loadShape(hour + 0.125, isWeekend) * (0.8 + 0.4 * unitHash(`${meter.seed}|q|${at}`));
    starts.push(at);
    shape.push(weight);
    shapeTotal += weight;
  }
  const targetWattHours = electricTarget(meter, weather, isWeekend, date) * 1000;
  const wattHours = shape.map((weight) => Math.round((targetWattHours * weight) / shapeTotal));
  const usage = wattHours.reduce((sum, value) => sum + value, 0) / 1000;
  return { date, usage, status, isWeekend, intervalWattHours: wattHours, intervalStarts: starts };
}
