import type { Lang } from '@lale/contract/languages';
import type {
  LegOutcomeName,
  SportEventDetail,
  SportEventSummary,
  SportLiveScore,
  SportMarket,
} from '@lale/contract/methods/sportsbook';
import { isRacingSport, parseMarketKey, raceNumberText, selectionsOf } from '@lale/games/sports';
import { mainMarketType } from '../pricing/market-rows.ts';
import type { EventRow, StoredMarket } from './events.repository.ts';

/**
 * Whether betting is stopped on the whole event now: by an operator, for a while after a goal,
 * or because the event is not open to bets (in play without live prices, finished, void).
 */
export function eventSuspended(event: EventRow, sportsNow: Date): boolean {
  if (event.operatorSuspended) return true;
  if (event.suspendedUntil && event.suspendedUntil > sportsNow) return true;
  return event.state === 'live' && event.sport !== 'football';
}

/** Whether a market's selections are offered now (its odds shown). */
export function marketOffered(event: EventRow, market: StoredMarket, sportsNow: Date): boolean {
  const open = event.state === 'scheduled' || event.state === 'live';
  return (
    open &&
    market.state === 'open' &&
    !market.operatorSuspended &&
    !eventSuspended(event, sportsNow)
  );
}

export function presentMarket(event: EventRow, market: StoredMarket, sportsNow: Date): SportMarket {
  const offered = marketOffered(event, market, sportsNow);
  const spec = parseMarketKey(market.key);
  const keys = spec ? selectionsOf(spec) : Object.keys(market.odds);
  // A race lists only what it priced (its own runners' combinations), not the 12-runner lists.
  const listed = (key: string) =>
    isRacingSport(event.sport)
      ? typeof market.odds[key] === 'number'
      : key in market.odds || market.outcomes?.[key] !== undefined;
  const state =
    market.state === 'open' && (market.operatorSuspended || !offered) && event.state !== 'finished'
      ? 'suspended'
      : market.state;
  return {
    key: market.key,
    type: market.type,
    line: market.line,
    state,
    selections: keys.filter(listed).map((key) => ({
      key,
      odds: offered ? (market.odds[key] ?? null) : null,
      ...(market.outcomes?.[key] ? { outcome: market.outcomes[key] as LegOutcomeName } : {}),
    })),
  };
}

/**
 * The event's two names: the teams, or for a race (stored with its first two runners as the
 * teams) its venue and number, which read "Lale Park Hipodromu - 12. Koşu" as the slip does.
 */
function sidesOf(event: EventRow, lang: Lang): { home: string; away: string } {
  if (!isRacingSport(event.sport) || event.virtualRound === null)
    return { home: event.home, away: event.away };
  return {
    home: lang === 'en' ? event.leagueNameEn : event.leagueNameTr,
    away: raceNumberText(event.virtualRound, lang),
  };
}

function presentLive(event: EventRow): SportLiveScore | null {
  if (!event.live) return null;
  const { period, minute, home, away, at } = event.live;
  return { period, minute, home, away, at };
}

export function presentSummary(
  event: EventRow,
  markets: readonly StoredMarket[],
  marketCount: number,
  lang: Lang,
  sportsNow: Date,
): SportEventSummary {
  const mainType = mainMarketType(event.sport);
  const main = markets.find((m) => m.eventId === event.id && m.type === mainType);
  return {
    id: event.id,
    sport: event.sport,
    leagueId: event.leagueId,
    leagueName: lang === 'en' ? event.leagueNameEn : event.leagueNameTr,
    countryCode: event.countryCode,
    ...sidesOf(event, lang),
    startsAt: event.startsAt.toISOString(),
    state: event.state,
    suspended: eventSuspended(event, sportsNow),
    live: presentLive(event),
    mainMarket: main ? presentMarket(event, main, sportsNow) : null,
    marketCount,
    version: event.version,
  };
}

export function presentDetail(
  event: EventRow,
  markets: readonly StoredMarket[],
  lang: Lang,
  sportsNow: Date,
): SportEventDetail {
  const own = markets.filter((m) => m.eventId === event.id);
  const open = own.filter((m) => m.state === 'open').length;
  const finished = event.state === 'finished' || event.state === 'void';
  return {
    ...presentSummary(event, own, open, lang, sportsNow),
    markets: own.map((m) => presentMarket(event, m, sportsNow)),
    incidents: event.incidents.map((i) => ({ ...i })),
    serverSeedHash: event.serverSeedHash,
    clientSeed: event.clientSeed,
    serverSeed: finished ? event.serverSeed : null,
    resultText: event.resultText,
    maxStake: event.maxStake,
  };
}
