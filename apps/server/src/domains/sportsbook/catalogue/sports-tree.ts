import { sql } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import {
  SPORTS,
  type CouponLimits,
  type SportKey,
  type SportsTree,
} from '@lale/contract/methods/sportsbook';
import { rowsOf, type Db } from '../../../db/client.ts';

/** The sports and their leagues with counts of events to bet on (scheduled or in play). */
export async function sportsTree(db: Db, lang: Lang, limits: CouponLimits): Promise<SportsTree> {
  const rows = rowsOf<{
    id: number;
    sport: SportKey;
    country_code: string;
    name_tr: string;
    name_en: string;
    top: boolean;
    settings: { countryName?: { tr: string; en: string } };
    events: number | string;
    live: number | string;
  }>(
    await db.execute(sql`
      select l.id, l.sport, l.country_code, l.name_tr, l.name_en, l.top, l.settings,
        count(e.id) filter (where e.state in ('scheduled', 'live')) as events,
        count(e.id) filter (where e.state = 'live') as live
      from sport_leagues l left join sport_events e on e.league_id = l.id
      where not l.virtual
      group by l.id order by l.sort, l.id`),
  );
  return {
    sports: SPORTS.map((sport) => {
      const leagues = rows.filter((row) => row.sport === sport);
      return {
        sport,
        eventCount: leagues.reduce((sum, row) => sum + Number(row.events), 0),
        liveCount: leagues.reduce((sum, row) => sum + Number(row.live), 0),
        leagues: leagues.map((row) => ({
          id: Number(row.id),
          name: lang === 'en' ? row.name_en : row.name_tr,
          countryCode: row.country_code,
          countryName: row.settings.countryName?.[lang] ?? row.country_code,
          top: row.top,
          eventCount: Number(row.events),
        })),
      };
    }),
    limits,
  };
}
