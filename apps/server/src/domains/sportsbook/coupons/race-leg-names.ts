import type { Lang } from '@lale/contract/languages';
import type { CouponLegView } from '@lale/contract/methods/sportsbook';
import { isRacingSport, raceName, runnerSelectionText } from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

interface RaceNames {
  name: string;
  /** Runner names in runner-number order. */
  runners: string[];
}

type Raw = Record<string, unknown>;

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The races among `eventIds`: their names ("Lale Park Hipodromu - 12. Koşu") and runners. A race
 * keeps its runners' team ids in its model (t1…tn); its home/away teams are runners 1 and 2.
 */
async function readRaces(db: Db, eventIds: readonly string[], lang: Lang) {
  const races = new Map<string, RaceNames>();
  if (eventIds.length === 0) return races;
  const rows = rowsOf<Raw>(
    await db.execute(sql`select e.id::text as id, e.virtual_round, e.model,
        l.name_tr, l.name_en
      from sport_events e join sport_leagues l on l.id = e.league_id
      where e.virtual_round is not null and e.id in (${sql.join(
        eventIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const teamIds = new Map<string, number[]>();
  for (const row of rows) {
    const model = json<Record<string, number>>(row.model);
    const n = model.runners ?? 0;
    teamIds.set(
      String(row.id),
      Array.from({ length: n }, (_, i) => model[`t${i + 1}`]!),
    );
  }
  const allTeams = [...new Set([...teamIds.values()].flat())];
  const names = new Map<number, string>();
  if (allTeams.length > 0) {
    const teams = rowsOf<{ id: number; name: string }>(
      await db.execute(
        sql`select id, name from sport_teams where id in (${sql.join(
          allTeams.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    for (const team of teams) names.set(Number(team.id), team.name);
  }
  for (const row of rows) {
    const venue = String(lang === 'en' ? row.name_en : row.name_tr);
    races.set(String(row.id), {
      name: raceName(venue, Number(row.virtual_round), lang),
      runners: (teamIds.get(String(row.id)) ?? []).map((id) => names.get(id) ?? ''),
    });
  }
  return races;
}

/**
 * A coupon's legs with their races named: a race is stored as a sportsbook event whose teams
 * are its first two runners, so its legs take the race's name and their selections the runners'
 * numbers and names ("3 · Kara Şimşek"). Other sports' legs come back as they were, unread.
 */
export async function nameRaceLegs(
  db: Db,
  legs: readonly CouponLegView[],
  lang: Lang,
): Promise<CouponLegView[]> {
  const ids = [...new Set(legs.filter((leg) => isRacingSport(leg.sport)).map((l) => l.eventId))];
  if (ids.length === 0) return [...legs];
  const races = await readRaces(db, ids, lang);
  return legs.map((leg) => {
    const race = races.get(leg.eventId);
    if (!race) return leg;
    return {
      ...leg,
      eventName: race.name,
      selectionName: runnerSelectionText(leg.selection, race.runners),
    };
  });
}
