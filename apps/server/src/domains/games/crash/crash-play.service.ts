import { randomUUID } from 'node:crypto';
import type {
  CrashBetReply,
  CrashBetRequest,
  CrashCashoutRequest,
  CrashHistoryReply,
  CrashStateReply,
} from '@lale/contract/crash-api';
import type { CrashEvent } from '@lale/contract/live/crash-payloads';
import { maskPlayerName } from '@lale/contract/live/mask-player-name';
import { manualCashoutAt, multiplierAt, validateCrashBet } from '@lale/games/crash';
import { sql } from 'drizzle-orm';
import { afterCommit, rowsOf, withTransaction, type Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { playerBalance } from '../shared/wallet-calls.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { crashBets, type CrashBetRow } from './crash-bets.repository.ts';
import type { PlayedCrashRoom } from './crash-module.ts';
import { payCashout, ridingLegs, takeStake } from './crash-money.ts';
import { crashRules, crashSnapshot, ownBet } from './crash-presenter.ts';
import { withCatalogueLimits, type CrashRoom } from './crash-rooms.ts';
import { crashRounds, type CrashRoundRow } from './crash-rounds.repository.ts';

export interface CrashPlayDeps extends StudioDeps {
  /** The room of a launched crash game, and the phases it runs. */
  roomOf(session: GameSession): PlayedCrashRoom | null;
  publish(topic: string, payload: unknown): Promise<unknown>;
}

/** Announces on the room's topic once `tx` has committed, never if it rolls back. */
const sayAfterCommit = (deps: CrashPlayDeps, room: CrashRoom, tx: Db) => (event: CrashEvent) =>
  afterCommit(tx, () => void deps.publish(room.topic, event).catch(() => {}));

function requireRoom(deps: CrashPlayDeps, session: GameSession) {
  const found = session.engineId === 'crash' ? deps.roomOf(session) : null;
  if (!found) throw refusals.conflict('wrong_game');
  return found;
}

/** GET /crash/state: rules, the round as the topic shows it, the player's bets in it. */
export async function crashState(
  deps: CrashPlayDeps,
  session: GameSession,
): Promise<CrashStateReply> {
  const { room, timing } = requireRoom(deps, session);
  const [rules, snapshot, round] = await Promise.all([
    crashRules(deps.db, room, timing),
    crashSnapshot(deps.db, room.room),
    crashRounds.latest(deps.db, room.room),
  ]);
  if (!snapshot || !round) throw refusals.notAvailable('engine_unavailable');
  const own = (await crashBets.ofRound(deps.db, round.id)).filter(
    (bet) => bet.userId === session.userId,
  );
  return {
    rules,
    snapshot,
    serverTime: deps.now().getTime(),
    ownBets: own.map((bet) => ownBet(bet, round)),
    balance: await playerBalance(deps.wallet, deps.db, session.userId),
  };
}

/** A bet in the round that is taking bets now; a retried request id answers the first bet. */
export async function placeCrashBet(
  deps: CrashPlayDeps,
  session: GameSession,
  input: Required<CrashBetRequest>,
): Promise<CrashBetReply> {
  const { room } = requireRoom(deps, session);
  const checked = validateCrashBet(await withCatalogueLimits(deps.db, room), {
    stake: input.stake,
    slot: input.slot,
    autoCashoutHundredths: input.autoCashoutHundredths,
  });
  if (!checked.ok) throw refusals.invalid(undefined, 'bet_out_of_range');
  const now = deps.now();
  return withTransaction(deps.db, async (tx) => {
    const replay = await crashBets.byRequest(tx, session.userId, input.requestId);
    if (replay) return replayedBet(tx, deps, replay, input);
    const round = await crashRounds.latest(tx, room.room, 'share');
    if (!round || round.phase !== 'betting' || now >= round.bettingEndsAt)
      throw refusals.conflict('betting_closed');
    const bet = await crashBets.insert(tx, {
      id: randomUUID(),
      roundId: round.id,
      room: room.room,
      userId: session.userId,
      player: maskPlayerName(await username(tx, session.userId)),
      slot: input.slot,
      stake: input.stake,
      legs: room.game.halfCashout ? 2 : 1,
      autoCashout: input.autoCashoutHundredths,
      requestId: input.requestId,
      createdAt: now,
    });
    if (!bet) throw refusals.conflict('bet_exists');
    const balance = await takeStake(deps, tx, bet, session.gameKey);
    sayAfterCommit(
      deps,
      room,
      tx,
    )({
      type: 'crash.bet',
      roundId: round.id,
      betId: bet.id,
      player: bet.player,
      amount: bet.stake,
      slot: bet.slot,
    });
    return { bet: ownBet(bet, round), balance };
  });
}

/**
 * Cashes out (all, or half where offered) at the multiplier the page showed at the click, as
 * long as the server's clock has reached it now, else at the server's (`manualCashoutAt`). The
 * server alone decides whether the round still flies: at or after the crash instant it does
 * not, and the bet rides on to its loss. A retried request answers the cash-out it made.
 */
export async function cashOutCrashBet(
  deps: CrashPlayDeps,
  session: GameSession,
  input: Required<CrashCashoutRequest>,
): Promise<CrashBetReply> {
  const { room } = requireRoom(deps, session);
  if (input.portion === 'half' && !room.game.halfCashout)
    throw refusals.conflict('half_not_offered');
  const now = deps.now();
  return withTransaction(deps.db, async (tx) => {
    const round = await crashRounds.latest(tx, room.room, 'share');
    const bet = round && (await crashBets.inSlot(tx, round.id, session.userId, input.slot, true));
    // A retry (after the bet's row lock, so a duplicate sent at once waits for the first).
    const made =
      bet && madeBy(bet, input.requestId)
        ? bet
        : await crashBets.byCashoutRequest(tx, session.userId, room.room, input.requestId);
    if (made) return replayedCashout(tx, deps, made, round, input);
    if (!round || !bet) throw refusals.notFound('no_bet');
    if (round.phase !== 'flying' || now >= round.crashesAt!) throw refusals.conflict('not_flying');
    const legs = ridingLegs(bet);
    if (bet.riding === 0 || legs.length === 0) throw refusals.conflict('already_cashed_out');
    const paying = input.portion === 'half' ? legs.slice(0, 1) : legs;
    if (input.portion === 'half' && legs.length < 2) throw refusals.conflict('already_cashed_out');
    const atHundredths = manualCashoutAt({
      reached: multiplierAt(now.getTime() - round.startedAt!.getTime()),
      forcedCashout: round.forcedCashout,
      shown: input.shownHundredths,
      previous: bet.cashouts.at(-1)?.atHundredths ?? null,
    });
    const paid = await payCashout(deps, room, tx, sayAfterCommit(deps, room, tx), {
      round,
      bet,
      legs: paying,
      atHundredths,
      now,
      requestId: input.requestId,
    });
    return { bet: ownBet(paid.bet, round), balance: paid.balance };
  });
}

const madeBy = (bet: CrashBetRow, requestId: string) =>
  bet.cashouts.some((cashout) => cashout.requestId === requestId);

/** The bet a cash-out request already paid, as it stands now; nothing is paid again. */
async function replayedCashout(
  tx: Db,
  deps: CrashPlayDeps,
  bet: CrashBetRow,
  round: CrashRoundRow | null,
  input: Required<CrashCashoutRequest>,
): Promise<CrashBetReply> {
  if (bet.slot !== input.slot) throw refusals.conflict('request_conflict');
  const shown = round?.id === bet.roundId ? round : await crashRounds.byId(tx, bet.roundId);
  return { bet: ownBet(bet, shown), balance: await playerBalance(deps.wallet, tx, bet.userId) };
}

export async function crashHistory(
  deps: CrashPlayDeps,
  session: GameSession,
  limit: number,
): Promise<CrashHistoryReply> {
  const { room } = requireRoom(deps, session);
  const bets = await crashBets.ofPlayer(deps.db, session.userId, room.room, limit);
  const rounds = new Map<string, CrashRoundRow | null>();
  for (const bet of bets)
    if (!rounds.has(bet.roundId))
      rounds.set(bet.roundId, await crashRounds.byId(deps.db, bet.roundId));
  return { bets: bets.map((bet) => ownBet(bet, rounds.get(bet.roundId) ?? null)) };
}

async function replayedBet(
  tx: Db,
  deps: CrashPlayDeps,
  bet: CrashBetRow,
  input: Required<CrashBetRequest>,
): Promise<CrashBetReply> {
  if (bet.slot !== input.slot || bet.stake !== input.stake)
    throw refusals.conflict('request_conflict');
  const round = await crashRounds.byId(tx, bet.roundId);
  return { bet: ownBet(bet, round), balance: await playerBalance(deps.wallet, tx, bet.userId) };
}

async function username(tx: Db, userId: number): Promise<string> {
  const result = await tx.execute(sql`select username from users where id = ${userId}`);
  return rowsOf<{ username: string }>(result)[0]?.username ?? '';
}
