import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, groupByLeague } from './group-events.ts';

const event = (
  id: string,
  leagueId: number,
  startsAt: string,
  state: SportEventSummary['state'] = 'scheduled',
) =>
  ({
    id,
    sport: 'football',
    leagueId,
    leagueName: `League ${leagueId}`,
    countryCode: 'TR',
    home: 'A',
    away: 'B',
    startsAt,
    state,
    suspended: false,
    live: null,
    mainMarket: null,
    marketCount: 0,
    version: 1,
  }) satisfies SportEventSummary;

describe('grouping events', () => {
  it('puts leagues with a live event first, then by first kick-off', () => {
    const groups = groupByLeague([
      event('1', 1, '2026-05-01T18:00:00'),
      event('2', 2, '2026-05-01T17:00:00'),
      event('3', 3, '2026-05-01T19:00:00', 'live'),
      event('4', 1, '2026-05-01T16:00:00'),
    ]);
    expect(groups.map((g) => [g.leagueId, g.events.map((e) => e.id)])).toEqual([
      [3, ['3']],
      [1, ['4', '1']],
      [2, ['2']],
    ]);
  });

  it('groups by local day in order', () => {
    const days = groupByDay([
      event('1', 1, '2026-05-02T12:00:00'),
      event('2', 1, '2026-05-01T12:00:00'),
    ]);
    expect(days.map((d) => d.day)).toEqual(['2026-05-01', '2026-05-02']);
  });

  it('names days the Turkish way', () => {
    const now = dayjs('2026-05-01T10:00:00').valueOf();
    const words = { today: 'Bugün', tomorrow: 'Yarın' };
    expect(dayLabel('2026-05-01', 'tr', now, words)).toBe('Bugün');
    expect(dayLabel('2026-05-02', 'tr', now, words)).toBe('Yarın');
    expect(dayLabel('2026-05-03', 'tr', now, words)).toBe('Pazar, 3 Mayıs');
    expect(dayLabel('2026-05-03', 'en', now, words)).toBe('Sunday, 3 May');
  });
});
