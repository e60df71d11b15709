import { MIN_PLAYER_AGE } from '../constants.ts';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written YYYY-MM-DD (no 2001-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether someone born on `birthdate` (YYYY-MM-DD) has had their 18th birthday by `today`. */
export function isAdultOn(birthdate: string, today: Date, minAge = MIN_PLAYER_AGE): boolean {
  if (!isCalendarDate(birthdate)) return false;
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const comingOfAge = Date.UTC(year + minAge, month - 1, day);
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return comingOfAge <= todayUtc;
}
