import type { SportEventSummary, SportMarket } from '@lale/contract/methods/sportsbook';
import { describe, expect, it } from 'vitest';
import { applyEventUpdate, applyLiveRow, liveMinute } from './live-event.ts';

const market = (home: number): SportMarket => ({
  key: 'football.match_result',
  type: 'football.match_result',
  line: null,
  state: 'open',
  selections: [
    { key: 'home', odds: home },
    { key: 'draw', odds: 320 },
    { key: 'away', odds: 400 },
  ],
});
const event = (patch: Partial<SportEventSummary> = {}): SportEventSummary => ({
  id: '11',
  sport: 'football',
  leagueId: 1,
  leagueName: 'Süper Lig',
  countryCode: 'TR',
  home: 'Galatasaray',
  away: 'Fenerbahçe',
  startsAt: '2026-05-01T17:00:00.000Z',
  state: 'live',
  suspended: false,
  live: { period: '1H', minute: 10, home: 0, away: 0, at: 0 },
  mainMarket: market(185),
  marketCount: 40,
  version: 5,
  ...patch,
});
const update = (version: number, home: number) => ({
  type: 'event.update' as const,
  eventId: '11',
  version,
  state: 'live' as const,
  suspended: false,
  live: { period: '1H', minute: 12, home: 1, away: 0, at: 0 },
  markets: [market(home)],
});

describe('live updates by version', () => {
  it('applies a newer version and keeps an older one out', () => {
    const next = applyEventUpdate(event(), update(6, 150));
    expect(next.mainMarket?.selections[0]?.odds).toBe(150);
    expect(next.live?.home).toBe(1);
    expect(applyEventUpdate(next, update(6, 170))).toBe(next);
    expect(applyEventUpdate(next, update(4, 170))).toBe(next);
  });

  it('keeps the live list to events in play', () => {
    const list = [event()];
    expect(
      applyLiveRow(list, event({ version: 6, mainMarket: market(140) }))[0]?.mainMarket
        ?.selections[0]?.odds,
    ).toBe(140);
    expect(applyLiveRow(list, event({ id: '12' }))).toHaveLength(2);
    expect(applyLiveRow(list, event({ state: 'finished', version: 9 }))).toEqual([]);
  });
});

describe('the match clock', () => {
  it('ticks from the server time and stops at half time', () => {
    const live = { period: '1H', minute: 10, home: 0, away: 0, at: 1_000_000 };
    expect(liveMinute(live, 1_000_000 + 3 * 60_000 + 5_000)).toBe(13);
    expect(liveMinute(live, 1_000_000 + 60 * 60_000)).toBe(45);
    expect(liveMinute({ ...live, period: 'HT', minute: 45 }, 1_000_000 + 600_000)).toBe(45);
    expect(liveMinute(null, 0)).toBeNull();
  });
});
