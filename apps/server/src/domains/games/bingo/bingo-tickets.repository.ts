import { sql } from 'drizzle-orm';
import type { BingoTicket } from '@lale/games/bingo';
import { rowsOf, type Db } from '../../../db/client.ts';

export interface BingoTicketRow {
  id: string;
  seq: number;
  gameId: string;
  purchaseId: string;
  userId: number;
  player: string;
  seed: string;
  numbers: BingoTicket;
}

export interface BingoPurchaseRow {
  id: string;
  gameId: string;
  userId: number;
  gameKey: string;
  count: number;
  amount: number;
  requestId: string;
}

export interface BingoPrizeRow {
  gameId: string;
  stage: 'line' | 'two-lines' | 'full-house' | 'jackpot';
  ticketId: string;
  userId: number;
  player: string;
  call: number;
  amount: number;
}

interface RawTicket {
  id: string;
  seq: number | string;
  game_id: string;
  purchase_id: string;
  user_id: number | string;
  player: string;
  seed: string;
  numbers: BingoTicket | string;
}

const toTicket = (row: RawTicket): BingoTicketRow => ({
  id: row.id,
  seq: Number(row.seq),
  gameId: row.game_id,
  purchaseId: row.purchase_id,
  userId: Number(row.user_id),
  player: row.player,
  seed: row.seed,
  numbers: typeof row.numbers === 'string' ? (JSON.parse(row.numbers) as BingoTicket) : row.numbers,
});

interface RawPurchase {
  id: string;
  game_id: string;
  user_id: number | string;
  game_key: string;
  count: number | string;
  amount: number | string;
  request_id: string;
}

const toPurchase = (row: RawPurchase): BingoPurchaseRow => ({
  id: row.id,
  gameId: row.game_id,
  userId: Number(row.user_id),
  gameKey: row.game_key,
  count: Number(row.count),
  amount: Number(row.amount),
  requestId: row.request_id,
});

interface RawPrize {
  game_id: string;
  stage: BingoPrizeRow['stage'];
  ticket_id: string;
  user_id: number | string;
  player: string;
  call: number | string;
  amount: number | string;
}

const toPrize = (row: RawPrize): BingoPrizeRow => ({
  gameId: row.game_id,
  stage: row.stage,
  ticketId: row.ticket_id,
  userId: Number(row.user_id),
  player: row.player,
  call: Number(row.call),
  amount: Number(row.amount),
});

export const bingoTickets = {
  async purchaseByRequest(db: Db, userId: number, requestId: string) {
    const [row] = rowsOf<RawPurchase>(
      await db.execute(sql`select * from bingo_purchases
        where user_id = ${userId} and request_id = ${requestId}`),
    );
    return row ? toPurchase(row) : null;
  },

  async purchasesOfGame(db: Db, gameId: string) {
    return rowsOf<RawPurchase>(
      await db.execute(sql`select * from bingo_purchases where game_id = ${gameId}
        order by created_at, id`),
    ).map(toPurchase);
  },

  async insertPurchase(db: Db, purchase: BingoPurchaseRow & { createdAt: Date }) {
    await db.execute(sql`insert into bingo_purchases (id, game_id, user_id, game_key, count,
        amount, request_id, created_at)
      values (${purchase.id}, ${purchase.gameId}, ${purchase.userId}, ${purchase.gameKey},
        ${purchase.count}, ${purchase.amount}, ${purchase.requestId}, ${purchase.createdAt})`);
  },

  /** Inserted in the order given, which is their purchase order (seq). */
  async insertTickets(db: Db, tickets: Omit<BingoTicketRow, 'seq'>[]) {
    for (const ticket of tickets)
      await db.execute(sql`insert into bingo_tickets (id, game_id, purchase_id, user_id, player,
          seed, numbers)
        values (${ticket.id}, ${ticket.gameId}, ${ticket.purchaseId}, ${ticket.userId},
          ${ticket.player}, ${ticket.seed}, ${JSON.stringify(ticket.numbers)}::jsonb)`);
  },

  async countOfPlayer(db: Db, gameId: string, userId: number) {
    const [row] = rowsOf<{ count: number | string }>(
      await db.execute(sql`select count(*) as count from bingo_tickets
        where game_id = ${gameId} and user_id = ${userId}`),
    );
    return Number(row?.count ?? 0);
  },

  async ofPlayer(db: Db, gameId: string, userId: number) {
    return rowsOf<RawTicket>(
      await db.execute(sql`select * from bingo_tickets
        where game_id = ${gameId} and user_id = ${userId} order by seq`),
    ).map(toTicket);
  },

  async ofPurchase(db: Db, purchaseId: string) {
    return rowsOf<RawTicket>(
      await db.execute(sql`select * from bingo_tickets where purchase_id = ${purchaseId}
        order by seq`),
    ).map(toTicket);
  },

  /** Every ticket of a game, earliest bought first. */
  async ofGame(db: Db, gameId: string) {
    return rowsOf<RawTicket>(
      await db.execute(sql`select * from bingo_tickets where game_id = ${gameId} order by seq`),
    ).map(toTicket);
  },

  async sales(db: Db, gameId: string) {
    const [row] = rowsOf<{
      players: number | string;
      tickets: number | string;
      stakes: number | string;
    }>(
      await db.execute(sql`select count(distinct user_id) as players,
          coalesce(sum(count), 0) as tickets, coalesce(sum(amount), 0) as stakes
        from bingo_purchases where game_id = ${gameId}`),
    );
    return {
      players: Number(row?.players ?? 0),
      tickets: Number(row?.tickets ?? 0),
      stakes: Number(row?.stakes ?? 0),
    };
  },

  /** False when the prize was recorded already (a replayed call). */
  async insertPrize(db: Db, prize: BingoPrizeRow & { paidAt: Date }) {
    const rows = rowsOf(
      await db.execute(sql`insert into bingo_prizes (game_id, stage, ticket_id, user_id, player,
          call, amount, paid_at)
        values (${prize.gameId}, ${prize.stage}, ${prize.ticketId}, ${prize.userId},
          ${prize.player}, ${prize.call}, ${prize.amount}, ${prize.paidAt})
        on conflict do nothing returning game_id`),
    );
    return rows.length > 0;
  },

  async prizesOfGame(db: Db, gameId: string) {
    return rowsOf<RawPrize>(
      await db.execute(sql`select * from bingo_prizes where game_id = ${gameId}
        order by call, stage, ticket_id`),
    ).map(toPrize);
  },
};
