// What the sportsbook's live engine publishes for 200 football matches in play, priced by the
// real maths (@lale/games/sports): for each event a few in-play states are priced once at
// start, and the feed cycles through them, so each message has the size and shape of the real
// `event.update` (every market of the event) and `event.live-row` (the live list's row).
import type { SportEventSummary, SportMarket } from '@lale/contract/methods/sportsbook';
import type {
  SportEventUpdatePayload,
  SportLiveRowPayload,
} from '@lale/contract/live/sports-payloads';
import { DEFAULT_MARGINS } from '@lale/games/sports/margin/margins';
import { priceEvent } from '@lale/games/sports/event/price-event';
import { footballModel } from '@lale/games/sports/football/model';
import type { PricedMarket } from '@lale/games/sports/margin/apply-margin';

export const LIVE_TOPIC = 'event:live';
const STATES_PER_EVENT = 4;

export interface OddsFeed {
  topics: string[];
  /** The next update, round robin over the events: the event's topic and payload, and the live row. */
  next(): { topic: string; update: SportEventUpdatePayload; row: SportLiveRowPayload };
}

const toMarket = (market: PricedMarket): SportMarket => ({
  key: market.key,
  type: market.spec.type,
  line: market.spec.line ?? null,
  state: 'open',
  selections: market.selections.map(({ key, odds }) => ({ key, odds })),
});

export function oddsFeed(events: number): OddsFeed {
  const priced = Array.from({ length: events }, (_, i) => {
    const model = footballModel({
      homeGoals: 1.1 + (i % 7) * 0.12,
      awayGoals: 0.9 + (i % 5) * 0.1,
      rho: -0.08,
    });
    return Array.from({ length: STATES_PER_EVENT }, (_, s) => {
      // Two states in each half: the second half's carry the half-time score.
      const second = 600 + s * 1_200 + (i % 30) * 10;
      const score = { home: s > 1 ? 1 : 0, away: s > 2 ? 1 : 0 };
      const halfTime = second >= 2_700 ? { home: 1, away: 0 } : undefined;
      return priceEvent({ sport: 'football', model }, DEFAULT_MARGINS, {
        footballState: { second, score, ...(halfTime ? { halfTime } : {}) },
      }).map(toMarket);
    });
  });
  let n = 0;
  return {
    topics: priced.map((_, i) => `event:${1000 + i}`),
    next() {
      const i = n % events;
      const version = Math.floor(n / events) + 1;
      const markets = priced[i]![version % STATES_PER_EVENT]!;
      n++;
      const eventId = String(1000 + i);
      const live = { period: '2H', minute: 60, home: 1, away: 0, at: Date.now() };
      const summary: SportEventSummary = {
        id: eventId,
        sport: 'football',
        leagueId: 1,
        leagueName: 'Süper Lig',
        countryCode: 'TR',
        home: `Ev Sahibi ${i}`,
        away: `Deplasman ${i}`,
        startsAt: new Date().toISOString(),
        state: 'live',
        suspended: false,
        live,
        mainMarket: markets[0] ?? null,
        marketCount: markets.length,
        version,
      };
      return {
        topic: `event:${eventId}`,
        update: {
          type: 'event.update',
          eventId,
          version,
          state: 'live',
          suspended: false,
          live,
          markets,
        },
        row: { type: 'event.live-row', event: summary },
      };
    },
  };
}

/** Watchers: the first half follow the live list, the rest two event pages each. */
export function topicsOfClient(client: number, clients: number, events: number): string[] {
  if (client < clients / 2) return [LIVE_TOPIC];
  const a = client % events;
  const b = (client * 7 + 3) % events === a ? (a + 1) % events : (client * 7 + 3) % events;
  return [`event:${1000 + a}`, `event:${1000 + b}`];
}
