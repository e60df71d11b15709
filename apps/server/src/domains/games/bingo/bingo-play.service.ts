import { randomUUID } from 'node:crypto';
import type {
  BingoBuyReply,
  BingoBuyRequest,
  BingoChatReply,
  BingoChatRequest,
  BingoRoomsReply,
  BingoStateReply,
} from '@lale/contract/studio/bingo';
import { maskPlayerName } from '@lale/contract/live/mask-player-name';
import { splitPool, ticketFromSeed } from '@lale/games/bingo';
import { sql } from 'drizzle-orm';
import { afterCommit, rowsOf, withTransaction, type Db } from '../../../db/client.ts';
import type { RateLimiter, RateRule } from '../../../platform/limits/rate-limiter.ts';
import { refusals } from '../../../platform/refusal.ts';
import { filterChat } from '../live-tables/chat-filter.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { playerBalance } from '../shared/wallet-calls.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { bingoGames } from './bingo-games.repository.ts';
import { takeStake } from './bingo-money.ts';
import { bingoSnapshot, roomView, ticketView, winnerView } from './bingo-presenter.ts';
import type { BingoRoomDef } from './bingo-rooms.ts';
import { bingoTickets } from './bingo-tickets.repository.ts';

/** A player may say 5 lines in any 10 seconds in the bingo rooms (all rooms together). */
export const BINGO_CHAT_RULE: RateRule = { name: 'bingo-chat', windowMs: 10_000, limit: 5 };

export interface BingoPlayDeps extends StudioDeps {
  rooms: BingoRoomDef[];
  publish(topic: string, payload: unknown): Promise<unknown>;
  limiter: RateLimiter;
}

function requireRoom(deps: BingoPlayDeps, session: GameSession, roomId: string | null) {
  if (session.engineId !== 'bingo') throw refusals.conflict('wrong_game');
  if (roomId === null) return null;
  const def = deps.rooms.find((candidate) => candidate.room.id === roomId);
  if (!def) throw refusals.notFound('not_found');
  return def;
}

/** GET /bingo/rooms: the lobby. */
export async function bingoRooms(
  deps: BingoPlayDeps,
  session: GameSession,
): Promise<BingoRoomsReply> {
  requireRoom(deps, session, null);
  const rooms = [];
  for (const def of deps.rooms) rooms.push(await roomView(deps.db, def.room, session.lang));
  return { rooms, balance: await playerBalance(deps.wallet, deps.db, session.userId) };
}

/** GET /bingo/state: the room, its game as the topic shows it, the player's tickets in it. */
export async function bingoState(
  deps: BingoPlayDeps,
  session: GameSession,
  roomId: string,
): Promise<BingoStateReply> {
  const def = requireRoom(deps, session, roomId)!;
  const snapshot = await bingoSnapshot(deps.db, def.room);
  if (!snapshot) throw refusals.notAvailable('engine_unavailable');
  const tickets = await bingoTickets.ofPlayer(deps.db, snapshot.game.gameId, session.userId);
  const mine = new Set(tickets.map((ticket) => ticket.id));
  const won = (await bingoTickets.prizesOfGame(deps.db, snapshot.game.gameId))
    .filter((prize) => mine.has(prize.ticketId))
    .map(winnerView);
  return {
    room: await roomView(deps.db, def.room, session.lang),
    snapshot,
    tickets: tickets.map(ticketView),
    won,
    balance: await playerBalance(deps.wallet, deps.db, session.userId),
    serverTime: deps.now().getTime(),
  };
}

/**
 * Buys `count` tickets in the game selling now, as one wallet bet; a retried request id
 * answers the first purchase. Refused once sales have closed, whatever the leader has done yet.
 */
export async function buyBingoTickets(
  deps: BingoPlayDeps,
  session: GameSession,
  input: Required<BingoBuyRequest>,
): Promise<BingoBuyReply> {
  const def = requireRoom(deps, session, input.room)!;
  const { room } = def;
  const now = deps.now();
  return withTransaction(deps.db, async (tx) => {
    const replay = await bingoTickets.purchaseByRequest(tx, session.userId, input.requestId);
    if (replay) {
      if (replay.count !== input.count) throw refusals.conflict('request_conflict');
      const game = await bingoGames.byId(tx, replay.gameId);
      if (game?.room !== room.id) throw refusals.conflict('request_conflict');
      return {
        tickets: (await bingoTickets.ofPurchase(tx, replay.id)).map(ticketView),
        balance: await playerBalance(deps.wallet, tx, session.userId),
      };
    }
    const game = await bingoGames.latest(tx, room.id, 'share');
    if (!game || game.phase !== 'selling' || now >= game.salesEndAt)
      throw refusals.conflict('sales_closed');
    // One purchase of a player at a time per game, so the cap holds under concurrent requests.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`bingo:${game.id}:${session.userId}`}))`,
    );
    const held = await bingoTickets.countOfPlayer(tx, game.id, session.userId);
    if (held + input.count > room.maxTickets) throw refusals.conflict('ticket_limit');
    const purchase = {
      id: randomUUID(),
      gameId: game.id,
      userId: session.userId,
      gameKey: session.gameKey,
      count: input.count,
      amount: input.count * room.ticketPrice,
      requestId: input.requestId,
    };
    await bingoTickets.insertPurchase(tx, { ...purchase, createdAt: now });
    const player = maskPlayerName(await username(tx, session.userId));
    const tickets = Array.from({ length: input.count }, () => {
      const seed = randomUUID();
      return {
        id: randomUUID(),
        gameId: game.id,
        purchaseId: purchase.id,
        userId: session.userId,
        player,
        seed,
        numbers: ticketFromSeed(seed),
      };
    });
    await bingoTickets.insertTickets(tx, tickets);
    const { balance } = await takeStake(deps, tx, purchase);
    const sales = await bingoTickets.sales(tx, game.id);
    afterCommit(tx, () => {
      void deps
        .publish(def.topic, {
          type: 'bingo.tickets',
          gameId: game.id,
          ...sales,
          prizes: splitPrizes(def, sales.stakes),
        })
        .catch(() => {});
    });
    return { tickets: tickets.map((ticket) => ticketView({ ...ticket, seq: 0 })), balance };
  });
}

/** The prizes the pool pays as it stands. */
const splitPrizes = (def: BingoRoomDef, stakes: number) => splitPool(def.room, stakes).prizes;

/** One line to everyone in the room, blocked words starred out; kept for newcomers. */
export async function sayInBingoRoom(
  deps: BingoPlayDeps,
  session: GameSession,
  input: Required<BingoChatRequest>,
): Promise<BingoChatReply> {
  const def = requireRoom(deps, session, input.room)!;
  const key = String(session.userId);
  if (!(await deps.limiter.take(BINGO_CHAT_RULE, key)))
    throw refusals.rateLimited(
      await deps.limiter.retryAfter(BINGO_CHAT_RULE, key),
      'chat_rate_limited',
    );
  const message = {
    id: randomUUID(),
    player: maskPlayerName(await username(deps.db, session.userId)),
    text: filterChat(input.text).text,
    at: deps.now().getTime(),
  };
  await withTransaction(deps.db, async (tx) => {
    await tx.execute(sql`insert into bingo_chat (id, room, user_id, player, text, created_at)
      values (${message.id}, ${def.room.id}, ${session.userId}, ${message.player},
        ${message.text}, ${new Date(message.at)})`);
    afterCommit(tx, () => {
      void deps.publish(def.topic, { type: 'bingo.chat', ...message }).catch(() => {});
    });
  });
  return { message };
}

async function username(tx: Db, userId: number): Promise<string> {
  const result = await tx.execute(sql`select username from users where id = ${userId}`);
  return rowsOf<{ username: string }>(result)[0]?.username ?? '';
}
