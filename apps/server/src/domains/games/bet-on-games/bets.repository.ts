import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

export interface BetRow {
  id: string;
  drawId: string;
  drawNumber: number;
  userId: number;
  gameKey: string;
  type: string;
  selection: string;
  stake: number;
  odds: number;
  status: 'open' | 'won' | 'lost';
  payout: number;
  requestId: string;
  slipIndex: number;
  createdAt: Date;
  settledAt: Date | null;
}

interface RawBet {
  id: string;
  draw_id: string;
  draw_number: number | string;
  user_id: number | string;
  game_key: string;
  bet_type: string;
  selection: string;
  stake: number | string;
  odds: number | string;
  status: BetRow['status'];
  payout: number | string;
  request_id: string;
  slip_index: number | string;
  created_at: Date | string;
  settled_at: Date | string | null;
}

function toBet(row: RawBet): BetRow {
  return {
    id: row.id,
    drawId: row.draw_id,
    drawNumber: Number(row.draw_number),
    userId: Number(row.user_id),
    gameKey: row.game_key,
    type: row.bet_type,
    selection: row.selection,
    stake: Number(row.stake),
    odds: Number(row.odds),
    status: row.status,
    payout: Number(row.payout),
    requestId: row.request_id,
    slipIndex: Number(row.slip_index),
    createdAt: new Date(row.created_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}

const many = (result: unknown) => rowsOf<RawBet>(result).map(toBet);
const WITH_NUMBER = sql`select b.*, d.draw_number from bet_on_games_bets b
  join bet_on_games_draws d on d.id = b.draw_id`;

export const betOnGamesBets = {
  async insert(
    db: Db,
    bet: Omit<BetRow, 'status' | 'payout' | 'settledAt' | 'drawNumber'>,
  ): Promise<void> {
    await db.execute(sql`insert into bet_on_games_bets (id, draw_id, user_id, game_key, bet_type,
        selection, stake, odds, status, request_id, slip_index, created_at)
      values (${bet.id}, ${bet.drawId}, ${bet.userId}, ${bet.gameKey}, ${bet.type},
        ${bet.selection}, ${bet.stake}, ${bet.odds}, 'open', ${bet.requestId}, ${bet.slipIndex},
        ${bet.createdAt.toISOString()})`);
  },

  async bySlip(db: Db, userId: number, requestId: string): Promise<BetRow[]> {
    return many(
      await db.execute(sql`${WITH_NUMBER} where b.user_id = ${userId}
        and b.request_id = ${requestId} order by b.slip_index`),
    );
  },

  /** The bets of a draw still to settle, each locked (skipping none: settlement waits). */
  async openOfDraw(db: Db, drawId: string): Promise<BetRow[]> {
    return many(
      await db.execute(sql`${WITH_NUMBER} where b.draw_id = ${drawId} and b.status = 'open'
        order by b.created_at, b.id for update of b`),
    );
  },

  async ofPlayerInDraw(db: Db, userId: number, drawId: string): Promise<BetRow[]> {
    return many(
      await db.execute(sql`${WITH_NUMBER} where b.user_id = ${userId} and b.draw_id = ${drawId}
        order by b.created_at, b.slip_index`),
    );
  },

  async ofPlayer(db: Db, userId: number, gameKey: string, limit: number): Promise<BetRow[]> {
    return many(
      await db.execute(sql`${WITH_NUMBER} where b.user_id = ${userId} and b.game_key = ${gameKey}
        order by b.created_at desc, b.slip_index limit ${limit}`),
    );
  },

  /** Open → won / lost, once. */
  async settle(db: Db, id: string, payout: number, at: Date): Promise<boolean> {
    const result = await db.execute(sql`update bet_on_games_bets
      set status = ${payout > 0 ? 'won' : 'lost'}, payout = ${payout}, settled_at = ${at.toISOString()}
      where id = ${id} and status = 'open' returning id`);
    return rowsOf(result).length === 1;
  },
};
