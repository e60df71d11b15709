/** Turkey keeps UTC+3 all year (no daylight saving since 2016). */
const TURKEY_OFFSET_MINUTES = 180;
const DAY = 1440;

export interface OpenHours {
  opensMinute: number;
  closesMinute: number;
}

/** Equal minutes mean round the clock; closing before opening spans midnight. */
export function isOpenAt(hours: OpenHours, now: Date): boolean {
  const { opensMinute: opens, closesMinute: closes } = hours;
  if (opens === closes) return true;
  const minute = (now.getUTCHours() * 60 + now.getUTCMinutes() + TURKEY_OFFSET_MINUTES) % DAY;
  return opens < closes ? minute >= opens && minute < closes : minute >= opens || minute < closes;
}

export function formatOpenHours(hours: OpenHours): string {
  if (hours.opensMinute === hours.closesMinute) return '00:00-24:00';
  return `${clock(hours.opensMinute)}-${clock(hours.closesMinute)}`;
}

function clock(minute: number): string {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}
