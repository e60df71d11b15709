import { randomUUID } from 'node:crypto';
import type {
  BetOnGamesBetBody,
  BetOnGamesBetReply,
  BetOnGamesHistoryReply,
  BetOnGamesStateReply,
} from '@lale/contract/studio/bet-on-games';
import { isValidPick, oddsOf } from '@lale/games/bet-on-games';
import { withTransaction } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { assertWithin, betLimits } from '../shared/bet-limits.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { placeBet, playerBalance } from '../shared/wallet-calls.ts';
import { betOnGamesBets, type BetRow } from './bets.repository.ts';
import { betOnGamesDraws } from './draws.repository.ts';
import { presentBet, presentDraw } from './presenter.ts';
import { BET_ON_GAMES_ENGINE, betOnGamesRoom } from './rooms.ts';
import { PRODUCT, walletRoundOf } from './settlement.ts';

const LAST_DRAWS = 10;

function roomOf(session: GameSession) {
  if (session.engineId !== BET_ON_GAMES_ENGINE) throw refusals.conflict('wrong_game');
  return betOnGamesRoom(session.catalogueId);
}

/** GET /bet-on-games/state: the current draw as revealed so far, my bets on it, the last draws. */
export async function betOnGamesState(
  deps: StudioDeps,
  session: GameSession,
): Promise<BetOnGamesStateReply> {
  const { room } = roomOf(session);
  const now = deps.now();
  const draw = await betOnGamesDraws.latest(deps.db, room);
  if (!draw) throw refusals.notAvailable('engine_unavailable');
  const [own, last, limits, balance] = await Promise.all([
    betOnGamesBets.ofPlayerInDraw(deps.db, session.userId, draw.id),
    betOnGamesDraws.recentSettled(deps.db, room, LAST_DRAWS),
    betLimits(deps.db, session),
    playerBalance(deps.wallet, deps.db, session.userId),
  ]);
  return {
    draw: presentDraw(draw, now),
    serverTime: now.getTime(),
    ownBets: own.map(presentBet),
    lastDraws: last.map((row) => presentDraw(row, now)),
    balance,
    limits,
  };
}

/**
 * A slip of picks on the draw taking bets, each pick its own wallet round, all or none. A
 * retried request id answers the first slip; after the close nothing is taken.
 */
export async function placeBetOnGames(
  deps: StudioDeps,
  session: GameSession,
  input: Required<BetOnGamesBetBody>,
): Promise<BetOnGamesBetReply> {
  const { room } = roomOf(session);
  if (!input.picks.every(isValidPick)) throw refusals.invalid(undefined, 'invalid_bet');
  const limits = await betLimits(deps.db, session);
  for (const pick of input.picks) assertWithin(pick.stake, limits);
  const total = input.picks.reduce((sum, pick) => sum + pick.stake, 0);
  assertWithin(total, { minBet: limits.minBet, maxBet: limits.maxBet * input.picks.length });
  return withTransaction(deps.db, async (tx) => {
    const replay = await betOnGamesBets.bySlip(tx, session.userId, input.requestId);
    if (replay.length > 0) {
      if (!sameSlip(replay, input)) throw refusals.conflict('request_conflict');
      return {
        bets: replay.map(presentBet),
        balance: await playerBalance(deps.wallet, tx, session.userId),
      };
    }
    // The share lock waits for a draw being moved on, so a slip lands before the close or not at all.
    const draw = await betOnGamesDraws.latest(tx, room, 'share');
    const now = deps.now();
    if (!draw || draw.id !== input.drawId || draw.phase !== 'betting' || now >= draw.closesAt)
      throw refusals.conflict('betting_closed');
    let balance = 0;
    for (const [slipIndex, pick] of input.picks.entries()) {
      if (!isValidPick(pick)) throw refusals.invalid(undefined, 'invalid_bet');
      const id = randomUUID();
      await betOnGamesBets.insert(tx, {
        id,
        drawId: draw.id,
        userId: session.userId,
        gameKey: session.gameKey,
        type: pick.type,
        selection: pick.selection,
        stake: pick.stake,
        odds: oddsOf(pick),
        requestId: input.requestId,
        slipIndex,
        createdAt: now,
      });
      ({ balance } = await placeBet(deps.wallet, tx, {
        roundId: walletRoundOf(id),
        index: 0,
        playerId: session.userId,
        gameId: session.gameKey,
        amount: pick.stake,
        product: PRODUCT,
      }));
    }
    const bets = await betOnGamesBets.bySlip(tx, session.userId, input.requestId);
    return { bets: bets.map(presentBet), balance };
  });
}

function sameSlip(bets: BetRow[], input: Required<BetOnGamesBetBody>): boolean {
  return (
    bets.length === input.picks.length &&
    bets[0]!.drawId === input.drawId &&
    bets.every(
      (bet, index) =>
        bet.type === input.picks[index]!.type &&
        bet.selection === input.picks[index]!.selection &&
        bet.stake === input.picks[index]!.stake,
    )
  );
}

export async function betOnGamesHistory(
  deps: StudioDeps,
  session: GameSession,
  limit: number,
): Promise<BetOnGamesHistoryReply> {
  roomOf(session);
  const bets = await betOnGamesBets.ofPlayer(deps.db, session.userId, session.gameKey, limit);
  return { bets: bets.map(presentBet) };
}
