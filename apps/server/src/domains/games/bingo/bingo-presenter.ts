import type { BingoGameView, BingoSnapshot, BingoWinner } from '@lale/contract/live/bingo-payloads';
import type { BingoRoomView, BingoTicketView } from '@lale/contract/studio/bingo';
import { callOrder, splitPool, type BingoRoom } from '@lale/games/bingo';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { bingoGames, type BingoGameRow } from './bingo-games.repository.ts';
import { jackpotOf } from './bingo-money.ts';
import {
  bingoTickets,
  type BingoPrizeRow,
  type BingoTicketRow,
} from './bingo-tickets.repository.ts';

export const BINGO_CHAT_HISTORY = 30;

export const winnerView = (prize: BingoPrizeRow): BingoWinner => ({
  stage: prize.stage,
  call: prize.call,
  player: prize.player,
  ticketId: prize.ticketId,
  amount: prize.amount,
});

export const ticketView = (ticket: BingoTicketRow): BingoTicketView => ({
  ticketId: ticket.id,
  gameId: ticket.gameId,
  numbers: ticket.numbers,
  seed: ticket.seed,
});

/** The game as everyone sees it: its seed only once it is over, calls only as made. */
export async function gameView(
  db: Db,
  room: BingoRoom,
  game: BingoGameRow,
): Promise<BingoGameView> {
  const [sales, prizes, jackpot] = await Promise.all([
    bingoTickets.sales(db, game.id),
    bingoTickets.prizesOfGame(db, game.id),
    jackpotOf(db, room.id),
  ]);
  const stakes = game.phase === 'selling' ? sales.stakes : game.stakes;
  const over = game.phase === 'finished' || game.phase === 'void';
  return {
    gameId: game.id,
    gameNumber: game.gameNumber,
    phase: game.phase,
    salesEndAt: game.salesEndAt.getTime(),
    nextCallAt: game.nextCallAt?.getTime() ?? null,
    calls: game.calls > 0 ? callOrder(game.serverSeed, game.clientSeed).slice(0, game.calls) : [],
    serverSeedHash: game.serverSeedHash,
    clientSeed: game.clientSeed,
    serverSeed: over ? game.serverSeed : null,
    players: sales.players,
    tickets: sales.tickets,
    stakes,
    prizes: splitPool(room, stakes).prizes,
    jackpot,
    winners: prizes.map(winnerView),
  };
}

export async function bingoSnapshot(db: Db, room: BingoRoom): Promise<BingoSnapshot | null> {
  const game = await bingoGames.latest(db, room.id);
  if (!game) return null;
  const chat = rowsOf<{ id: string; player: string; text: string; created_at: Date | string }>(
    await db.execute(sql`select id, player, text, created_at from bingo_chat
      where room = ${room.id} order by created_at desc limit ${BINGO_CHAT_HISTORY}`),
  )
    .reverse()
    .map((row) => ({
      id: row.id,
      player: row.player,
      text: row.text,
      at: new Date(row.created_at).getTime(),
    }));
  return { type: 'bingo.snapshot', room: room.id, game: await gameView(db, room, game), chat };
}

/** The lobby's line for a room. */
export async function roomView(db: Db, room: BingoRoom, lang: 'tr' | 'en'): Promise<BingoRoomView> {
  const game = await bingoGames.latest(db, room.id);
  const [sales, jackpot] = await Promise.all([
    game ? bingoTickets.sales(db, game.id) : Promise.resolve({ players: 0, tickets: 0, stakes: 0 }),
    jackpotOf(db, room.id),
  ]);
  return {
    id: room.id,
    name: room.name[lang],
    ticketPrice: room.ticketPrice,
    maxTickets: room.maxTickets,
    houseBp: room.houseBp,
    jackpotBp: room.jackpotBp,
    stageBp: room.stageBp,
    jackpotCalls: room.jackpotCalls,
    jackpot,
    phase: game?.phase ?? null,
    players: sales.players,
    pool: sales.stakes,
    startsAt: game?.phase === 'selling' ? game.salesEndAt.getTime() : null,
  };
}
