import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LiveTableEvent } from '@lale/contract/live-tables/events';
import type { LiveOwnBets } from '@lale/contract/live-tables/replies';
import { afterCommit, rowsOf, withTransaction, type Db } from '../../../db/client.ts';
import type { RateLimiter } from '../../../platform/limits/rate-limiter.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { playerBalance } from '../shared/wallet-calls.ts';
import { maskedName } from './room-presenter.ts';
import { tableRounds, type TableRoundRow } from './rounds.repository.ts';
import { tableRequests, tableStakes, type StakeRow } from './stakes.repository.ts';
import { findLiveTableRoom, type LiveTableRoom } from './table-catalogue.ts';
import type { TablePresence } from './table-presence.ts';
import type { TimingOverrides } from './table-timing.ts';

/** What the live tables' routes need: the studio's deps, the channel and the chat's limiter. */
export interface LivePlayDeps extends StudioDeps {
  publish(topic: string, payload: LiveTableEvent): Promise<unknown>;
  presence: TablePresence;
  limiter: RateLimiter;
  timing?: TimingOverrides;
}

/** The launched table, read fresh (limits, enabled): a live session only. */
export async function requireTable(
  deps: LivePlayDeps,
  session: GameSession,
): Promise<LiveTableRoom> {
  if (session.engineId !== 'live' || session.launchKind !== 'livecasino')
    throw refusals.conflict('wrong_game');
  const room = await findLiveTableRoom(deps.db, session.catalogueId);
  if (!room) throw refusals.notFound('table_unavailable');
  return room;
}

export function emptyBets(room: LiveTableRoom): LiveOwnBets {
  switch (room.game) {
    case 'roulette':
    case 'baccarat':
    case 'money-wheel':
      return { game: room.game, bets: [] } as LiveOwnBets;
    case 'casino-holdem':
      return { game: 'casino-holdem', bet: null, decision: null };
    case 'blackjack':
      return { game: 'blackjack', seat: null, behind: [], insurance: null };
  }
}

/**
 * Runs a player's request once: in one transaction with the round, answered from the stored
 * reply when the same request id comes again.
 */
export function onceForRequest<T>(
  deps: LivePlayDeps,
  session: GameSession,
  requestId: string,
  work: (tx: Db) => Promise<{ roundId: string; reply: T }>,
): Promise<T> {
  return withTransaction(deps.db, async (tx) => {
    const replay = await tableRequests.reply<T>(tx, session.userId, requestId);
    if (replay) return replay;
    const { roundId, reply } = await work(tx);
    await tableRequests.remember(tx, {
      userId: session.userId,
      requestId,
      roundId,
      reply,
      at: deps.now(),
    });
    return reply;
  });
}

/** The round taking bets now, read under a share lock; refused once the window has closed. */
export async function bettingRound(tx: Db, room: LiveTableRoom, now: Date): Promise<TableRoundRow> {
  const round = await tableRounds.latest(tx, room.tableId, 'share');
  if (!round || round.phase !== 'betting' || now >= round.bettingEndsAt)
    throw refusals.conflict('betting_closed');
  return round;
}

/** The player's stake in the round, locked; opened (nothing taken) at their first bet. */
export async function stakeFor(
  deps: LivePlayDeps,
  tx: Db,
  room: LiveTableRoom,
  round: TableRoundRow,
  userId: number,
): Promise<StakeRow> {
  const existing = await tableStakes.ofPlayer(tx, round.id, userId, true);
  if (existing) return existing;
  const created = await tableStakes.create(tx, {
    id: randomUUID(),
    roundId: round.id,
    tableId: room.tableId,
    userId,
    player: maskedName(await username(tx, userId)),
    bets: emptyBets(room),
    balanceBefore: await playerBalance(deps.wallet, tx, userId),
    createdAt: deps.now(),
  });
  return created ?? (await tableStakes.ofPlayer(tx, round.id, userId, true))!;
}

/** Refused unless every amount is within the table's limits. */
export function assertTableLimits(room: LiveTableRoom, ...amounts: number[]): void {
  for (const amount of amounts)
    if (amount < room.minBet || amount > room.maxBet)
      throw refusals.invalid(undefined, 'bet_out_of_range');
}

export function announce(deps: LivePlayDeps, tx: Db, room: LiveTableRoom, event: LiveTableEvent) {
  afterCommit(tx, () => void deps.publish(room.topic, event).catch(() => {}));
}

async function username(tx: Db, userId: number): Promise<string> {
  const result = await tx.execute(sql`select username from users where id = ${userId}`);
  return rowsOf<{ username: string }>(result)[0]?.username ?? '';
}
