import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

export interface GameRoundRow {
  id: string;
  game_name: { tr: string; en: string } | null;
  engine_id: string;
  engine_model: string;
  stake: number | string;
  win: number | string;
  balance_before: number | string;
  balance_after: number | string | null;
  created_at: Date | string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number | string;
  server_seed: string | null;
  status: 'open' | 'settled' | 'refunded';
}

export interface RoundFilter {
  userId: number;
  limit: number;
  offset: number;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The player's studio rounds, newest first, with the game's name and any revealed seed. */
export const gameRoundsRepository = {
  async page(db: Db, filter: RoundFilter): Promise<{ rows: GameRoundRow[]; total: number }> {
    const where = sql`r.user_id = ${filter.userId}
      ${filter.from ? sql`and r.created_at >= ${filter.from.toISOString()}` : sql``}
      ${filter.to ? sql`and r.created_at < ${filter.to.toISOString()}` : sql``}`;
    const rows = rowsOf<GameRoundRow>(
      await db.execute(sql`
        select r.id, coalesce(g.name, t.name) as game_name, r.engine_id, r.engine_model, r.stake, r.win,
          r.balance_before, r.balance_after, r.created_at, r.server_seed_hash, r.client_seed,
          r.nonce, case when p.revealed_at is not null then p.server_seed end as server_seed, r.status
        from studio_rounds r
        join studio_seed_pairs p on p.id = r.seed_pair_id
        left join games g on split_part(r.game_key, ':', 1) = 'casino'
          and g.id = split_part(r.game_key, ':', 2)::int
        left join live_tables t on split_part(r.game_key, ':', 1) = 'livecasino'
          and t.id = split_part(r.game_key, ':', 2)::int
        where ${where}
        order by r.created_at desc, r.id desc
        limit ${filter.limit} offset ${filter.offset}`),
    );
    const [count] = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from studio_rounds r where ${where}`),
    );
    return { rows, total: Number(count!.n) };
  },
};
