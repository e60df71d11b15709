import { randomUUID } from 'node:crypto';
import {
  DICE_ROOM,
  type DiceBetBody,
  type DiceBetReply,
  type DiceHistoryReply,
  type DiceStateReply,
} from '@lale/contract/studio/dice';
import { diceOdds, isDicePick } from '@lale/games/dice';
import { withTransaction } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { assertWithin, betLimits } from '../shared/bet-limits.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { placeBet, playerBalance } from '../shared/wallet-calls.ts';
import { diceBets, diceWalletRound, type DiceBet } from './bets.repository.ts';
import { presentBet, presentRound } from './presenter.ts';
import { DICE_ENGINE } from './room.ts';
import { diceRounds } from './rounds.repository.ts';
import { DICE_PRODUCT } from './settlement.ts';
import type { DiceTiming } from './timing.ts';

const LAST_ROUNDS = 12;

export interface DicePlayDeps extends StudioDeps {
  timing: DiceTiming;
}

function assertDice(session: GameSession): void {
  if (session.engineId !== DICE_ENGINE) throw refusals.conflict('wrong_game');
}

/** GET /dice/state: the current round, my bets on it, the last results. */
export async function diceState(deps: DicePlayDeps, session: GameSession): Promise<DiceStateReply> {
  assertDice(session);
  const now = deps.now();
  const round = await diceRounds.latest(deps.db, DICE_ROOM);
  if (!round) throw refusals.notAvailable('engine_unavailable');
  const [own, last, limits, balance] = await Promise.all([
    diceBets.ofPlayerInRound(deps.db, session.userId, round.id),
    diceRounds.recentSettled(deps.db, DICE_ROOM, LAST_ROUNDS),
    betLimits(deps.db, session),
    playerBalance(deps.wallet, deps.db, session.userId),
  ]);
  return {
    round: presentRound(round, deps.timing),
    serverTime: now.getTime(),
    ownBets: own.map(presentBet),
    lastRounds: last.map((row) => presentRound(row, deps.timing)),
    balance,
    limits,
  };
}

/**
 * One bet on the round taking bets, its own wallet round. A retried request id answers the
 * first bet and charges nothing; after the close nothing is taken.
 */
export async function placeDiceBet(
  deps: DicePlayDeps,
  session: GameSession,
  input: DiceBetBody,
): Promise<DiceBetReply> {
  assertDice(session);
  const { pick } = input;
  if (!isDicePick(pick)) throw refusals.invalid(undefined, 'invalid_bet');
  assertWithin(input.stake, await betLimits(deps.db, session));
  return withTransaction(deps.db, async (tx) => {
    const firstBet = () => diceBets.byRequest(tx, session.userId, input.requestId);
    const answer = async (first: DiceBet) => {
      if (!sameBet(first, input)) throw refusals.conflict('request_conflict');
      return {
        bet: presentBet(first),
        balance: await playerBalance(deps.wallet, tx, session.userId),
      };
    };
    const earlier = await firstBet();
    if (earlier) return answer(earlier);
    // The share lock waits for a round being rolled, so a bet lands before the close or not at all.
    const round = await diceRounds.latest(tx, DICE_ROOM, 'share');
    const now = deps.now();
    if (!round || round.id !== input.roundId || round.phase !== 'betting' || now >= round.closesAt)
      throw refusals.conflict('betting_closed');
    const id = randomUUID();
    const inserted = await diceBets.insert(tx, {
      id,
      roundId: round.id,
      userId: session.userId,
      gameKey: session.gameKey,
      pick,
      stake: input.stake,
      odds: diceOdds(pick),
      requestId: input.requestId,
      createdAt: now,
    });
    // The same request at the same moment: the first committed it, this one answers it.
    if (!inserted) return answer((await firstBet())!);
    const { balance } = await placeBet(deps.wallet, tx, {
      roundId: diceWalletRound(id),
      index: 0,
      playerId: session.userId,
      gameId: session.gameKey,
      amount: input.stake,
      product: DICE_PRODUCT,
    });
    // Read back after the wallet: the stake's cash and bonus parts are its record.
    return { bet: presentBet((await diceBets.byId(tx, id))!), balance };
  });
}

const sameBet = (bet: DiceBet, input: DiceBetBody) =>
  bet.roundId === input.roundId && bet.pick === input.pick && bet.stake === input.stake;

export async function diceHistory(
  deps: DicePlayDeps,
  session: GameSession,
  limit: number,
): Promise<DiceHistoryReply> {
  assertDice(session);
  const bets = await diceBets.ofPlayer(deps.db, session.userId, session.gameKey, limit);
  return { bets: bets.map(presentBet) };
}
