import { sql, type SQL } from 'drizzle-orm';
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

/**
 * The engine the verify page recomputes a live table's round with: both roulettes draw a
 * pocket and live blackjack shuffles its shoe exactly as the single-player games do; the
 * other tables name their own game.
 */
const LIVE_VERIFY_ENGINE = sql`case when r.kind in ('roulette', 'auto-roulette') then 'roulette'
  when r.kind = 'blackjack' then 'blackjack' else r.kind end`;

/**
 * A shared room whose every bet is its own wallet round `<engine>:<bet id>` on one of the
 * room's rounds (Bet On Games' draws, the dice room's rounds).
 */
interface RoomBets {
  engine: string;
  bets: string;
  rounds: string;
  /** The bet's column naming its round, and the round's number (its nonce). */
  roundOf: string;
  number: string;
  model: SQL;
}

const ROOMS: readonly RoomBets[] = [
  {
    engine: 'bet-on-games',
    bets: 'bet_on_games_bets',
    rounds: 'bet_on_games_draws',
    roundOf: 'draw_id',
    number: 'draw_number',
    model: sql`b.bet_type || ':' || b.selection`,
  },
  {
    engine: 'dice',
    bets: 'dice_bets',
    rounds: 'dice_rounds',
    roundOf: 'round_id',
    number: 'round_number',
    model: sql`b.pick`,
  },
];

/**
 * Each bet of a shared room as a round: its round's seeds (the seed once the round is settled,
 * the nonce the round's number), the pick as the model, balances from its wallet round's replies.
 */
const roomRounds = (room: RoomBets, where: SQL) => {
  const walletTx = (suffix: string) => sql`${room.engine}::text || ':' || b.id || ${suffix}::text`;
  return sql`
  select b.id, g.name, ${room.engine}::text, ${room.model}, b.stake, b.payout,
    coalesce((wb.response->>'balance')::bigint + b.stake, 0),
    (ww.response->>'balance')::bigint, b.created_at, d.server_seed_hash, d.client_seed,
    d.${sql.identifier(room.number)}::bigint,
    case when d.phase = 'settled' then d.server_seed end,
    case when b.status = 'open' then 'open' else 'settled' end
  from ${sql.identifier(room.bets)} b
  join ${sql.identifier(room.rounds)} d on d.id = b.${sql.identifier(room.roundOf)}
  left join games g on g.id = split_part(b.game_key, ':', 2)::int
  left join wallet_transactions wb on wb.provider = 'lale'
    and wb.transaction_id = ${walletTx(':bet:0')}
  left join wallet_transactions ww on ww.provider = 'lale'
    and ww.transaction_id = ${walletTx(':win')}
  where ${where}`;
};

/**
 * The player's rounds, newest first, with the game's name and any revealed seed: the studio's
 * single-player rounds, the player's part of live table rounds (a table round's seed is its
 * own, shown once the round is over; its nonce is the round number) and each bet in a shared
 * room.
 */
export const gameRoundsRepository = {
  async page(db: Db, filter: RoundFilter): Promise<{ rows: GameRoundRow[]; total: number }> {
    const within = (column: SQL) => sql`
      ${filter.from ? sql`and ${column} >= ${filter.from.toISOString()}` : sql``}
      ${filter.to ? sql`and ${column} < ${filter.to.toISOString()}` : sql``}`;
    const studio = sql`r.user_id = ${filter.userId} ${within(sql`r.created_at`)}`;
    const live = sql`s.user_id = ${filter.userId} and s.staked > 0 ${within(sql`s.created_at`)}`;
    const bets = sql`b.user_id = ${filter.userId} ${within(sql`b.created_at`)}`;
    const rows = rowsOf<GameRoundRow>(
      await db.execute(sql`
        select * from (
          select r.id, coalesce(g.name, t.name) as game_name, r.engine_id, r.engine_model, r.stake,
            r.win, r.balance_before, r.balance_after, r.created_at, r.server_seed_hash,
            r.client_seed, r.nonce,
            case when p.revealed_at is not null then p.server_seed end as server_seed, r.status
          from studio_rounds r
          join studio_seed_pairs p on p.id = r.seed_pair_id
          left join games g on split_part(r.game_key, ':', 1) = 'casino'
            and g.id = split_part(r.game_key, ':', 2)::int
          left join live_tables t on split_part(r.game_key, ':', 1) = 'livecasino'
            and t.id = split_part(r.game_key, ':', 2)::int
          where ${studio}
          union all
          select s.id, t.name, ${LIVE_VERIFY_ENGINE}, r.kind, s.staked, coalesce(s.win, 0),
            s.balance_before, s.balance_after, s.created_at, r.server_seed_hash, r.client_seed,
            r.round_number::bigint,
            case when r.phase in ('result', 'cancelled') then r.server_seed end, s.status
          from live_table_stakes s
          join live_table_rounds r on r.id = s.round_id
          join live_tables t on t.id = s.table_id
          where ${live}
          ${sql.join(
            ROOMS.map((room) => sql`union all ${roomRounds(room, bets)}`),
            sql` `,
          )}
        ) rounds
        order by created_at desc, id desc
        limit ${filter.limit} offset ${filter.offset}`),
    );
    const [count] = rowsOf<{ n: number | string }>(
      await db.execute(sql`select
        (select count(*) from studio_rounds r where ${studio})
        + (select count(*) from live_table_stakes s where ${live})
        ${sql.join(
          ROOMS.map(
            (room) => sql`+ (select count(*) from ${sql.identifier(room.bets)} b where ${bets})`,
          ),
          sql` `,
        )} as n`),
    );
    return { rows, total: Number(count!.n) };
  },
};
