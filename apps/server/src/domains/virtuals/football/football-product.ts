import { seasonOfRound, virtualMatchClock } from '@lale/contract/methods/virtuals';
import { priceEvent } from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { sportsbookEvents } from '../../sportsbook/api.ts';
import type {
  EventRow,
  IncidentRow,
  RoundTiming,
  ShowFrame,
  VirtualProduct,
} from '../rounds/virtual-product.ts';
import { VIRTUAL_FOOTBALL_LEAGUE, VIRTUAL_FOOTBALL_TEAMS, virtualTeamId } from './league.data.ts';
import { seasonPairings } from './season-fixtures.ts';

const league = VIRTUAL_FOOTBALL_LEAGUE;

/**
 * Virtual football: a round of the 18-team league's matchday (9 matches) every interval, each
 * match priced with the sportsbook's football markets from the teams' ratings, its goals and
 * their minutes drawn from the event's seeds by the football timeline, shown in `showMs`.
 */
export function footballProduct(timing: RoundTiming): VirtualProduct {
  return {
    key: 'football',
    timing,
    ensureCatalogue: seedVirtualFootball,
    async createEvents(tx, slot) {
      const { season, matchday } = seasonOfRound(slot.roundNo);
      const teams = await teamRatings(tx);
      const margins = await sportsbookEvents.loadMargins(tx);
      return seasonPairings(season, matchday, VIRTUAL_FOOTBALL_TEAMS.length).map((pair) => {
        const home = virtualTeamId(pair.home);
        const away = virtualTeamId(pair.away);
        const model = sportsbookEvents.modelParams(
          'football',
          teams.get(home)!,
          teams.get(away)!,
          league.params,
        );
        const markets = priceEvent(sportsbookEvents.eventModelOf('football', model), margins).map(
          sportsbookEvents.toMarketRow,
        );
        return {
          leagueId: league.id,
          sport: 'football',
          homeTeamId: home,
          awayTeamId: away,
          model,
          markets,
        };
      });
    },
    frame: (event, elapsedMs) => footballFrame(event, elapsedMs, timing.showMs),
    outcome: (event) => sportsbookEvents.resultFromSeeds(event),
  };
}

/** The match `elapsedMs` into its show: the clock, the score and the goals shown so far. */
export function footballFrame(event: EventRow, elapsedMs: number, showMs: number): ShowFrame {
  const clock = virtualMatchClock(elapsedMs, showMs);
  const timeline = sportsbookEvents.timelineOf(event);
  const incidents: IncidentRow[] = [];
  const score = { home: 0, away: 0 };
  for (const goal of timeline.goals) {
    if (clock.period !== 'FT' && goal.second >= clock.second) break;
    score[goal.side] += 1;
    incidents.push({ minute: goal.minute, side: goal.side, kind: 'goal', score: { ...score } });
  }
  return {
    live: {
      period: clock.period,
      minute: clock.minute,
      home: score.home,
      away: score.away,
      at: event.startsAt.getTime() + Math.min(Math.max(0, elapsedMs), showMs),
      second: clock.second,
    },
    incidents,
  };
}

async function teamRatings(db: Db): Promise<Map<number, Record<string, number>>> {
  const rows = rowsOf<{ id: number; ratings: Record<string, number> }>(
    await db.execute(sql`select id, ratings from sport_teams where league_id = ${league.id}`),
  );
  return new Map(rows.map((row) => [Number(row.id), row.ratings]));
}

/** The league (virtual) and its teams, written once; rows already there are left alone. */
export async function seedVirtualFootball(db: Db): Promise<void> {
  const settings = { countryName: league.countryName, params: league.params };
  await db.execute(sql`
    insert into sport_leagues (id, sport, country_code, name_tr, name_en, top, sort, settings, virtual)
    values (${league.id}, 'football', ${league.countryCode}, ${league.name.tr}, ${league.name.en},
      false, 900, ${JSON.stringify(settings)}::jsonb, true)
    on conflict (id) do nothing`);
  const rows = VIRTUAL_FOOTBALL_TEAMS.map(
    ([name, strength], index) =>
      sql`(${virtualTeamId(index)}, ${league.id}, ${name}, ${JSON.stringify({
        strength,
        ...sportsbookEvents.ratingsOf('football', strength, league.params),
      })}::jsonb)`,
  );
  await db.execute(sql`insert into sport_teams (id, league_id, name, ratings)
    values ${sql.join(rows, sql`, `)} on conflict do nothing`);
}
