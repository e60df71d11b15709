import type { DatePreset } from './constants.ts';

export interface DateRange {
  /** YYYY-MM-DD, a Turkish calendar day; absent: from the beginning. */
  startDate?: string;
  /** YYYY-MM-DD, included whole; absent: up to now. */
  endDate?: string;
}

const DAYS_BACK: Partial<Record<DatePreset, number>> = {
  'last-2-year': 730,
  'last-12-month': 365,
  'last-180-day': 180,
  'last-90-day': 90,
  'last-30-day': 30,
  'last-7-day': 7,
};

const pad = (n: number) => String(n).padStart(2, '0');
const format = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => format(new Date(parse(day).getTime() + n * 86_400_000));

/** SPEC §9's date presets as the day range finance list_transactions takes, seen from `today`. */
export function datePresetRange(preset: DatePreset, today: string): DateRange {
  const back = DAYS_BACK[preset];
  if (back !== undefined) return { startDate: addDays(today, -back), endDate: today };
  const d = parse(today);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: addDays(today, -1), endDate: addDays(today, -1) };
    case 'this-month':
      return {
        startDate: format(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1))),
        endDate: today,
      };
    case 'last-month':
      return {
        startDate: format(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1))),
        endDate: format(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0))),
      };
    default:
      return {};
  }
}
