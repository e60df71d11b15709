import { randomUUID } from 'node:crypto';
import {
  VIDEO_POKER_COIN_VALUES,
  type VideoPokerReply,
  type CurrentVideoPokerReply,
} from '@lale/contract/studio/video-poker';
import { hmacStream } from '@lale/games/fair';
import { dealVideoPoker, evaluateHand, type Holds } from '@lale/games/video-poker';
import { withTransaction, type Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { seedPairs } from '../fairness/seed-pairs.repository.ts';
import { presentRound } from '../rounds/present-round.ts';
import { rounds, type RoundRow } from '../rounds/rounds.repository.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { assertWithin, betLimits } from '../shared/bet-limits.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { placeBet, playerBalance } from '../shared/wallet-calls.ts';
import { finishGame } from './finish-game.ts';
import { VIDEO_POKER_ENGINE, videoPokerRounds } from './open-rounds.repository.ts';
import { presentGame, type VideoPokerOutcome } from './present-game.ts';
import { handActions } from '../shared/hand-actions.repository.ts';

const PRODUCT = VIDEO_POKER_ENGINE;

function assertVideoPoker(session: GameSession): void {
  if (session.engineId !== VIDEO_POKER_ENGINE) throw refusals.conflict('wrong_game');
}

const reply = (round: RoundRow, balance: number): VideoPokerReply => ({
  game: presentGame(round),
  balance,
  round: presentRound(round),
});

/** Takes coins × coin value through the wallet and deals five cards from the round's deck. */
export async function dealVideoPokerGame(
  deps: StudioDeps,
  session: GameSession,
  input: { coins: number; coinValue: number; requestId: string },
): Promise<VideoPokerReply> {
  assertVideoPoker(session);
  if (!(VIDEO_POKER_COIN_VALUES as readonly number[]).includes(input.coinValue))
    throw refusals.invalid(undefined, 'invalid_bet');
  const stake = input.coins * input.coinValue;
  assertWithin(stake, await betLimits(deps.db, session));
  const playerId = session.userId;
  return withTransaction(deps.db, async (tx: Db) => {
    const now = deps.now();
    // The pair's row lock also keeps a player's deals in this game one at a time.
    const pair = await seedPairs.active(tx, playerId, now, true);
    const replay = await rounds.byRequest(tx, playerId, input.requestId);
    if (replay) {
      if (replay.gameKey !== session.gameKey || replay.engineId !== VIDEO_POKER_ENGINE)
        throw refusals.conflict('request_conflict');
      if (
        (replay.outcome as VideoPokerOutcome).coinValue !== input.coinValue ||
        replay.stake !== stake
      )
        throw refusals.conflict('request_conflict');
      return reply(replay, await playerBalance(deps.wallet, tx, playerId));
    }
    if (await videoPokerRounds.open(tx, playerId, session.gameKey))
      throw refusals.conflict('hand_in_progress');
    const roundId = randomUUID();
    const bet = await placeBet(deps.wallet, tx, {
      roundId,
      index: 0,
      playerId,
      gameId: session.gameKey,
      amount: stake,
      product: PRODUCT,
    });
    const nonce = await seedPairs.takeNonce(tx, pair);
    const { cards } = dealVideoPoker(hmacStream(pair.serverSeed, pair.clientSeed, nonce));
    const outcome: VideoPokerOutcome = {
      phase: 'dealt',
      coins: input.coins,
      coinValue: input.coinValue,
      dealt: cards,
      cards,
      holds: null,
      hand: evaluateHand(cards),
      coinsWon: 0,
    };
    const round = await rounds.insert(tx, {
      id: roundId,
      userId: playerId,
      gameKey: session.gameKey,
      engineId: session.engineId,
      engineModel: session.engineModel,
      requestId: input.requestId,
      stake,
      balanceBefore: bet.balance + stake,
      seedPairId: pair.id,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonce,
      outcome,
      status: 'open',
      createdAt: now,
    });
    return reply(round, bet.balance);
  });
}

/** Replaces the cards not held from the same deck, pays the hand and closes the round. */
export async function drawVideoPokerGame(
  deps: StudioDeps,
  session: GameSession,
  input: { holds: Holds; requestId: string },
): Promise<VideoPokerReply> {
  assertVideoPoker(session);
  const playerId = session.userId;
  return withTransaction(deps.db, async (tx: Db) => {
    const now = deps.now();
    const open = await videoPokerRounds.open(tx, playerId, session.gameKey, true);
    const replayed = await handActions.reply(tx, playerId, input.requestId);
    if (replayed) return replayed as VideoPokerReply;
    if (!open) throw refusals.notFound('no_hand');
    const { round: settled, balance } = await finishGame(deps, tx, open, input.holds, now);
    const answer = reply(settled, balance);
    await handActions.record(tx, {
      userId: playerId,
      requestId: input.requestId,
      roundId: open.id,
      reply: answer,
      createdAt: now,
    });
    return answer;
  });
}

/** The game waiting for its draw, exactly as dealt, or null. */
export async function currentVideoPokerGame(
  deps: StudioDeps,
  session: GameSession,
): Promise<CurrentVideoPokerReply> {
  assertVideoPoker(session);
  const open = await videoPokerRounds.open(deps.db, session.userId, session.gameKey);
  const balance = await playerBalance(deps.wallet, deps.db, session.userId);
  return { game: open ? presentGame(open) : null, balance };
}
