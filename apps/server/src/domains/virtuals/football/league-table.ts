import {
  VIRTUAL_SEASON_ROUNDS,
  type LeagueTable,
  type LeagueTableRow,
} from '@lale/contract/methods/virtuals';
import type { Lang } from '@lale/contract/languages';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { VIRTUAL_FOOTBALL_LEAGUE } from './league.data.ts';

interface Played {
  roundNo: number;
  home: number;
  away: number;
  homeGoals: number;
  awayGoals: number;
}

/** The season of the latest round created, or 1 on a new league. */
export async function currentSeason(db: Db): Promise<number> {
  const rows = rowsOf<{ n: number | null }>(
    await db.execute(sql`select max(round_no) as n from virtual_rounds
      where product = 'football' and state <> 'open'`),
  );
  const last = Number(rows[0]?.n ?? 0);
  return last === 0 ? 1 : Math.floor((last - 1) / VIRTUAL_SEASON_ROUNDS) + 1;
}

/**
 * A season's table from its finished matches (sport_events, the source of truth): 3 points a
 * win, 1 a draw; ordered by points, goal difference, goals scored, then name. Every team is
 * listed, at 0 before its first match.
 */
export async function leagueTable(db: Db, season: number, lang: Lang): Promise<LeagueTable> {
  const first = (season - 1) * VIRTUAL_SEASON_ROUNDS + 1;
  const last = season * VIRTUAL_SEASON_ROUNDS;
  const teams = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from sport_teams
      where league_id = ${VIRTUAL_FOOTBALL_LEAGUE.id} order by id`),
  );
  const matches = rowsOf<{
    round_no: number;
    home: number;
    away: number;
    home_goals: number;
    away_goals: number;
  }>(
    await db.execute(sql`select e.virtual_round as round_no, e.home_team_id as home,
        e.away_team_id as away, (e.result->'fullTime'->>'home')::int as home_goals,
        (e.result->'fullTime'->>'away')::int as away_goals
      from sport_events e
      where e.virtual_product = 'football' and e.state = 'finished'
        and e.virtual_round between ${first} and ${last}
      order by e.virtual_round, e.id`),
  ).map((row): Played => ({
    roundNo: Number(row.round_no),
    home: Number(row.home),
    away: Number(row.away),
    homeGoals: Number(row.home_goals),
    awayGoals: Number(row.away_goals),
  }));
  const rounds = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from virtual_rounds where product = 'football'
      and state = 'finished' and round_no between ${first} and ${last}`),
  );
  return {
    leagueName: VIRTUAL_FOOTBALL_LEAGUE.name[lang],
    season,
    matchdaysPlayed: Number(rounds[0]?.n ?? 0),
    rows: tableOf(
      teams.map((t) => ({ id: Number(t.id), name: t.name })),
      matches,
    ),
  };
}

/** The standings of `matches` (in the order played). */
export function tableOf(
  teams: readonly { id: number; name: string }[],
  matches: readonly Played[],
): LeagueTableRow[] {
  const rows = new Map<number, LeagueTableRow>(
    teams.map((team) => [
      team.id,
      {
        position: 0,
        teamId: team.id,
        team: team.name,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        form: [],
      },
    ]),
  );
  const record = (id: number, scored: number, conceded: number) => {
    const row = rows.get(id);
    if (!row) return;
    row.played += 1;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    row.goalDifference = row.goalsFor - row.goalsAgainst;
    const mark = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
    if (mark === 'W') row.won += 1;
    else if (mark === 'D') row.drawn += 1;
    else row.lost += 1;
    row.points = 3 * row.won + row.drawn;
    row.form = [...row.form, mark].slice(-5) as LeagueTableRow['form'];
  };
  for (const match of matches) {
    record(match.home, match.homeGoals, match.awayGoals);
    record(match.away, match.awayGoals, match.homeGoals);
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.team.localeCompare(b.team, 'tr'),
    )
    .map((row, index) => ({ ...row, position: index + 1 }));
}
