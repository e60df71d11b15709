import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { LEAGUES, teamId } from './leagues.data.ts';
import { ratingsOf } from './team-ratings.ts';

/**
 * Writes the leagues and teams (deterministic ids); rows already there are left alone, so it
 * runs at every seed and at the fixture generator's start on a database seeded before.
 */
export async function seedSportsCatalogue(db: Db): Promise<void> {
  for (const [sort, league] of LEAGUES.entries()) {
    const settings = {
      countryName: league.countryName,
      matchDays: league.matchDays,
      firstKickOff: league.firstKickOff,
      spacing: league.spacing,
      params: league.params,
    };
    await db.execute(sql`
      insert into sport_leagues (id, sport, country_code, name_tr, name_en, top, sort, settings)
      values (${league.id}, ${league.sport}, ${league.countryCode}, ${league.name.tr},
        ${league.name.en}, ${league.top}, ${sort}, ${JSON.stringify(settings)}::jsonb)
      on conflict (id) do nothing`);
    const rows = league.teams.map(
      ([name, strength], index) =>
        sql`(${teamId(league.id, index)}, ${league.id}, ${name},
        ${JSON.stringify({ strength, ...ratingsOf(league.sport, strength, league.params) })}::jsonb)`,
    );
    await db.execute(sql`
      insert into sport_teams (id, league_id, name, ratings)
      values ${sql.join(rows, sql`, `)}
      on conflict do nothing`);
  }
}
