import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { STUDIO_PROVIDER } from '../shared/studio-deps.ts';

export interface DiceBet {
  id: string;
  roundId: string;
  roundNumber: number;
  userId: number;
  gameKey: string;
  pick: string;
  stake: number;
  /** The stake's parts as the wallet took them (a bet without a wagering bonus is all cash). */
  cash: number;
  bonus: number;
  odds: number;
  status: 'open' | 'won' | 'lost';
  payout: number;
  requestId: string;
  createdAt: Date;
  settledAt: Date | null;
}

interface RawBet {
  id: string;
  round_id: string;
  round_number: number | string;
  user_id: number | string;
  game_key: string;
  pick: string;
  stake: number | string;
  bonus_part: number | string | null;
  odds: number | string;
  status: DiceBet['status'];
  payout: number | string;
  request_id: string;
  created_at: Date | string;
  settled_at: Date | string | null;
}

/** The wallet round of one bet: its stake, then its win (0 for a loss) closes it. */
export const diceWalletRound = (betId: string) => `dice:${betId}`;

function toBet(row: RawBet): DiceBet {
  const stake = Number(row.stake);
  const bonus = Number(row.bonus_part ?? 0);
  return {
    id: row.id,
    roundId: row.round_id,
    roundNumber: Number(row.round_number),
    userId: Number(row.user_id),
    gameKey: row.game_key,
    pick: row.pick,
    stake,
    cash: stake - bonus,
    bonus,
    odds: Number(row.odds),
    status: row.status,
    payout: Number(row.payout),
    requestId: row.request_id,
    createdAt: new Date(row.created_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

const many = (result: unknown) => rowsOf<RawBet>(result).map(toBet);
// The wallet records how a stake taken while a bonus wagers was split (bonus_round_stakes).
const WITH_ROUND = sql`select b.*, r.round_number, s.bonus as bonus_part from dice_bets b
  join dice_rounds r on r.id = b.round_id
  left join bonus_round_stakes s on s.provider = ${STUDIO_PROVIDER}
    and s.round_id = 'dice:' || b.id`;

export const diceBets = {
  /** False when the player's request id is taken (a retry racing the first). */
  async insert(
    db: Db,
    bet: Pick<
      DiceBet,
      | 'id'
      | 'roundId'
      | 'userId'
      | 'gameKey'
      | 'pick'
      | 'stake'
      | 'odds'
      | 'requestId'
      | 'createdAt'
    >,
  ): Promise<boolean> {
    const result = await db.execute(sql`insert into dice_bets (id, round_id, user_id, game_key,
        pick, stake, odds, status, request_id, created_at)
      values (${bet.id}, ${bet.roundId}, ${bet.userId}, ${bet.gameKey}, ${bet.pick}, ${bet.stake},
        ${bet.odds}, 'open', ${bet.requestId}, ${bet.createdAt.toISOString()})
      on conflict (user_id, request_id) do nothing returning id`);
    return rowsOf(result).length === 1;
  },

  async byId(db: Db, id: string): Promise<DiceBet | null> {
    return many(await db.execute(sql`${WITH_ROUND} where b.id = ${id}`))[0] ?? null;
  },

  async byRequest(db: Db, userId: number, requestId: string): Promise<DiceBet | null> {
    return (
      many(
        await db.execute(sql`${WITH_ROUND} where b.user_id = ${userId}
          and b.request_id = ${requestId}`),
      )[0] ?? null
    );
  },

  /** The bets of a round still to settle, each locked (skipping none: settlement waits). */
  async openOfRound(db: Db, roundId: string): Promise<DiceBet[]> {
    return many(
      await db.execute(sql`${WITH_ROUND} where b.round_id = ${roundId} and b.status = 'open'
        order by b.created_at, b.id for update of b`),
    );
  },

  async ofPlayerInRound(db: Db, userId: number, roundId: string): Promise<DiceBet[]> {
    return many(
      await db.execute(sql`${WITH_ROUND} where b.user_id = ${userId} and b.round_id = ${roundId}
        order by b.created_at, b.id`),
    );
  },

  async ofPlayer(db: Db, userId: number, gameKey: string, limit: number): Promise<DiceBet[]> {
    return many(
      await db.execute(sql`${WITH_ROUND} where b.user_id = ${userId} and b.game_key = ${gameKey}
        order by b.created_at desc, b.id limit ${limit}`),
    );
  },

  /** Open → won / lost, once. */
  async settle(db: Db, id: string, payout: number, at: Date): Promise<boolean> {
    const result = await db.execute(sql`update dice_bets
      set status = ${payout > 0 ? 'won' : 'lost'}, payout = ${payout},
        settled_at = ${at.toISOString()}
      where id = ${id} and status = 'open' returning id`);
    return rowsOf(result).length === 1;
  },
};
