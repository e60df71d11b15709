import type { DatePreset } from '@lale/contract/constants';
import { datePresetRange } from '@lale/contract/date-presets';
import type { ReportPeriod, ReportQuery } from '@lale/contract/backoffice-reports';

/** Turkey keeps UTC+3 all year: a day of the site starts at 00:00 +03:00. */
const TURKEY_OFFSET_MS = 3 * 3_600_000;
/** A day is summed once for good this long after it ended (a late commit lands before). */
const CLOSE_AFTER_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The Turkish calendar day of an instant. */
export const turkishDay = (at: Date) =>
  new Date(at.getTime() + TURKEY_OFFSET_MS).toISOString().slice(0, 10);

/** The first instant of a Turkish calendar day. */
export const dayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - TURKEY_OFFSET_MS);

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The last day that is closed (summed into the daily tables) or may be closed now. */
export const lastClosableDay = (now: Date) =>
  addDays(turkishDay(new Date(now.getTime() - CLOSE_AFTER_MS)), -1);

const DEFAULT_PRESET: DatePreset = 'last-7-day';

/** The days a query asks for: its own days, else its preset's (last 7 days by default). */
export function reportPeriod(query: ReportQuery, now: Date): ReportPeriod {
  const today = turkishDay(now);
  if (query.startDate || query.endDate)
    return { startDate: query.startDate ?? null, endDate: query.endDate ?? today };
  const range = datePresetRange(query.preset ?? DEFAULT_PRESET, today);
  return { startDate: range.startDate ?? null, endDate: range.endDate ?? today };
}

/** Every day from `from` to `to`, oldest first (at most ten years of them). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 3660; day = addDays(day, 1)) days.push(day);
  return days;
}
