import { sql } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import type { LocalizedText } from '@lale/contract/site';
import { rowsOf, type Db } from '../../db/client.ts';

/**
 * The terms of the player's wagering bonus that decide a stake in this game before it is
 * placed, read as seamless_bet applies them: the percent of the stake that counts toward the
 * wagering (the definition's weight of bonus_game_type, 0 when it has none) and the largest
 * bet (a larger one is refused). Null without a bonus that still wagers. `game` is the
 * wallet's game id ('casino:<id>', 'livecasino:<id>').
 */
export async function bonusStakeTerms(
  db: Db,
  input: { userId: number; game: string; lang: Lang; now: Date },
): Promise<{ name: string; contribution: number; maxBet: number | null } | null> {
  const [row] = rowsOf<{ name: LocalizedText; weight: number | null; max_bet: unknown }>(
    await db.execute(sql`select d.name, d.max_bet,
        (d.game_weights ->> bonus_game_type(${input.game}))::integer as weight
      from player_bonuses b join bonus_definitions d on d.id = b.definition_id
      where b.user_id = ${input.userId} and b.status = 'wagering'
        and b.expires_at > ${input.now.toISOString()}`),
  );
  if (!row) return null;
  return {
    name: row.name[input.lang] ?? row.name.tr,
    contribution: row.weight ?? 0,
    maxBet: row.max_bet === null ? null : Number(row.max_bet),
  };
}
