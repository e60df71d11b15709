import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Rules for the seeded CMS tournaments, by their English titles: the weekly slot tournament
 * (biggest single-win multiplier on the drops-and-wins tournament games, or every casino game
 * when that category is empty), the upcoming cup (most rounds) and the concluded marathon
 * (total stake; nobody played, so it settles paying nothing).
 */
export async function seedTournamentRules(db: Db): Promise<void> {
  await db.execute(sql`insert into tournament_rules
      (tournament_id, scoring, category_id, min_stake, prizes)
    select c.id, s.scoring,
      case when s.scoring = 'biggest_multiplier' and exists (
        select 1 from game_category_games g where g.category_id = 96) then 96 end,
      s.min_stake, s.prizes::bigint[]
    from cms_tournaments c join (values
      ('Weekly Slot Tournament', 'biggest_multiplier', 100, '{10000000,6000000,4000000,3000000,2000000}'),
      ('Live Blackjack Cup', 'most_rounds', 500, '{5000000,3000000,2000000}'),
      ('Autumn Marathon', 'total_stake', 100, '{25000000,15000000,10000000}')
    ) as s (title, scoring, min_stake, prizes) on c.title ->> 'en' = s.title
    on conflict do nothing`);
}
