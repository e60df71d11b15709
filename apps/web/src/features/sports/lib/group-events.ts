import type { Lang } from '@lale/contract/languages';
import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import dayjs from 'dayjs';

export interface LeagueGroup<E extends SportEventSummary = SportEventSummary> {
  leagueId: number;
  leagueName: string;
  countryCode: string;
  events: E[];
}

export interface DayGroup<E extends SportEventSummary = SportEventSummary> {
  /** YYYY-MM-DD, local time. */
  day: string;
  events: E[];
}

const byStart = (a: SportEventSummary, b: SportEventSummary) =>
  a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : Number(a.id) - Number(b.id);

/** Events under their leagues, leagues in the order their first event starts (live first). */
export function groupByLeague<E extends SportEventSummary>(events: readonly E[]): LeagueGroup<E>[] {
  const groups = new Map<number, LeagueGroup<E>>();
  const sorted = [...events].sort(
    (a, b) => Number(b.state === 'live') - Number(a.state === 'live') || byStart(a, b),
  );
  for (const event of sorted) {
    let group = groups.get(event.leagueId);
    if (!group) {
      group = {
        leagueId: event.leagueId,
        leagueName: event.leagueName,
        countryCode: event.countryCode,
        events: [],
      };
      groups.set(event.leagueId, group);
    }
    group.events.push(event);
  }
  return [...groups.values()];
}

/** Events under the local day they start, days in order. */
export function groupByDay<E extends SportEventSummary>(events: readonly E[]): DayGroup<E>[] {
  const groups = new Map<string, DayGroup<E>>();
  for (const event of [...events].sort(byStart)) {
    const day = dayjs(event.startsAt).format('YYYY-MM-DD');
    let group = groups.get(day);
    if (!group) {
      group = { day, events: [] };
      groups.set(day, group);
    }
    group.events.push(event);
  }
  return [...groups.values()];
}

/**
 * A day's heading as Turkish players read it: "Bugün", "Yarın", else "Cumartesi, 2 Mayıs"
 * ("Saturday, 2 May" in English).
 */
export function dayLabel(
  day: string,
  lang: Lang,
  now: number,
  words: { today: string; tomorrow: string },
): string {
  const today = dayjs(now).format('YYYY-MM-DD');
  const tomorrow = dayjs(now).add(1, 'day').format('YYYY-MM-DD');
  if (day === today) return words.today;
  if (day === tomorrow) return words.tomorrow;
  return dayjs(day).locale(lang).format('dddd, D MMMM');
}

/** Kick-off time, 24-hour: "20:45". */
export const kickOff = (startsAt: string) => dayjs(startsAt).format('HH:mm');
