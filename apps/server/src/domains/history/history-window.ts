/** Turkey keeps UTC+3 all year: a calendar day of the site starts at 00:00 +03:00. */
const TURKEY_OFFSET = '+03:00';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant of a Turkish calendar day. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00.000${TURKEY_OFFSET}`);
/** The last instant of a Turkish calendar day. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999${TURKEY_OFFSET}`);

/** A list's time window: instants for the query, and whole days when both ends are days. */
export interface HistoryWindow {
  from: Date | null;
  to: Date | null;
  /** Set when the window is whole Turkish days (or open): the day counts can serve it. */
  days: { from: string | null; to: string | null } | null;
}

const isDay = (value: string | undefined) => value === undefined || DATE_ONLY.test(value);

const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);
/** A date the client may send (years −271821 to 275760) inside what the database can compare. */
const clamp = (date: Date | null) =>
  date && new Date(Math.min(LATEST, Math.max(EARLIEST, date.getTime())));

/** startDate and endDate as SPEC §7 sends them: a bare date means that whole Turkish day. */
export function historyWindow(startDate?: string, endDate?: string): HistoryWindow {
  const instant = (value: string | undefined, day: (d: string) => Date) =>
    value ? (isDay(value) ? day(value) : new Date(value)) : null;
  return {
    from: clamp(instant(startDate, startOfDay)),
    to: clamp(instant(endDate, endOfDay)),
    days:
      isDay(startDate) && isDay(endDate) ? { from: startDate ?? null, to: endDate ?? null } : null,
  };
}
