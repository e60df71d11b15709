import { randomUUID } from 'node:crypto';
import { hmacStream } from '@lale/games/fair';
import {
  applyAction,
  createHand,
  deal,
  IllegalBlackjackActionError,
  MAX_BLACKJACK_BET,
  totalWagered,
  type BlackjackState,
} from '@lale/games/blackjack';
import { withTransaction, type Db } from '../../../db/client.ts';
import { seedPairs } from '../fairness/seed-pairs.repository.ts';
import { presentRound, type PresentedRound } from '../rounds/present-round.ts';
import { rounds, type RoundRow } from '../rounds/rounds.repository.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { assertWithin, betLimits } from '../shared/bet-limits.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { refusals } from '../../../platform/refusal.ts';
import { placeBet, playerBalance } from '../shared/wallet-calls.ts';
import { finishHand } from './finish-hand.ts';
import { hands } from './hands.repository.ts';
import { presentHand, WIRE_ACTIONS, type PresentedHand, type WireAction } from './present-hand.ts';
import { handActions } from '../shared/hand-actions.repository.ts';

export interface HandReply {
  hand: PresentedHand;
  balance: number;
  round: PresentedRound;
}

const inTransaction = <T>(deps: StudioDeps, work: (tx: Db) => Promise<T>) =>
  withTransaction(deps.db, (inner) => work(inner));

function assertBlackjack(session: GameSession): void {
  if (session.engineId !== 'blackjack') throw refusals.conflict('wrong_game');
}

/** Opens a hand: one bet, one shuffled shoe from the round's stream, the first four cards. */
export async function dealHand(
  deps: StudioDeps,
  session: GameSession,
  input: { bet: number; requestId: string },
): Promise<HandReply> {
  assertBlackjack(session);
  assertWithin(input.bet, await betLimits(deps.db, session), MAX_BLACKJACK_BET);
  const playerId = session.userId;
  return inTransaction(deps, async (tx) => {
    const now = deps.now();
    const pair = await seedPairs.active(tx, playerId, now, true);
    const replay = await rounds.byRequest(tx, playerId, input.requestId);
    if (replay) {
      if (replay.gameKey !== session.gameKey || replay.engineId !== 'blackjack')
        throw refusals.conflict('request_conflict');
      return replayedDeal(deps, tx, replay);
    }
    if (await hands.open(tx, playerId, session.gameKey))
      throw refusals.conflict('hand_in_progress');
    const roundId = randomUUID();
    const bet = await placeBet(deps.wallet, tx, {
      roundId,
      index: 0,
      playerId,
      gameId: session.gameKey,
      amount: input.bet,
      product: 'blackjack',
    });
    const nonce = await seedPairs.takeNonce(tx, pair);
    const state = deal(createHand(input.bet, hmacStream(pair.serverSeed, pair.clientSeed, nonce)));
    let round = await rounds.insert(tx, {
      id: roundId,
      userId: playerId,
      gameKey: session.gameKey,
      engineId: session.engineId,
      engineModel: session.engineModel,
      requestId: input.requestId,
      stake: input.bet,
      balanceBefore: bet.balance + input.bet,
      seedPairId: pair.id,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonce,
      outcome: { hand: presentHand(state) },
      status: 'open',
      createdAt: now,
    });
    await hands.insert(tx, {
      roundId,
      userId: playerId,
      gameKey: session.gameKey,
      state,
      wagered: input.bet,
      betsPlaced: 1,
      open: true,
      updatedAt: now,
    });
    let balance = bet.balance;
    if (state.phase === 'settled')
      ({ round, balance } = await finishHand(deps, tx, round, state, 1, now));
    return { hand: presentHand(state), balance, round: presentRound(round) };
  });
}

async function replayedDeal(deps: StudioDeps, tx: Db, round: RoundRow): Promise<HandReply> {
  const hand = await hands.open(tx, round.userId, round.gameKey);
  const state = hand && hand.roundId === round.id ? hand.state : null;
  const shown = state ? presentHand(state) : (round.outcome as { hand: PresentedHand }).hand;
  return {
    hand: shown,
    balance: await playerBalance(deps.wallet, tx, round.userId),
    round: presentRound(round),
  };
}

/** One player action on the open hand; doubles, splits and insurance are further bets. */
export async function actOnHand(
  deps: StudioDeps,
  session: GameSession,
  input: { action: WireAction; requestId: string },
): Promise<HandReply> {
  assertBlackjack(session);
  const playerId = session.userId;
  return inTransaction(deps, async (tx) => {
    const now = deps.now();
    const hand = await hands.open(tx, playerId, session.gameKey, true);
    const replay = await handActions.reply(tx, playerId, input.requestId);
    if (replay) return replay as HandReply;
    if (!hand) throw refusals.notFound('no_hand');
    let state: BlackjackState;
    try {
      state = applyAction(hand.state, WIRE_ACTIONS[input.action]);
    } catch (error) {
      if (error instanceof IllegalBlackjackActionError) throw refusals.conflict('illegal_action');
      throw error;
    }
    let round = (await rounds.byId(tx, hand.roundId))!;
    let betsPlaced = hand.betsPlaced;
    let balance: number | null = null;
    const extra = totalWagered(state) - hand.wagered;
    if (extra > 0) {
      const bet = await placeBet(deps.wallet, tx, {
        roundId: round.id,
        index: betsPlaced,
        playerId,
        gameId: session.gameKey,
        amount: extra,
        product: 'blackjack',
      });
      betsPlaced += 1;
      balance = bet.balance;
    }
    if (state.phase === 'settled') {
      ({ round, balance } = await finishHand(deps, tx, round, state, betsPlaced, now));
    } else {
      await hands.save(tx, round.id, {
        state,
        wagered: totalWagered(state),
        betsPlaced,
        open: true,
        updatedAt: now,
      });
      balance ??= await playerBalance(deps.wallet, tx, playerId);
    }
    const reply: HandReply = { hand: presentHand(state), balance, round: presentRound(round) };
    await handActions.record(tx, {
      userId: playerId,
      requestId: input.requestId,
      roundId: round.id,
      reply,
      createdAt: now,
    });
    return reply;
  });
}

/** The open hand of this game, exactly where it stopped, or null. */
export async function currentHand(
  deps: StudioDeps,
  session: GameSession,
): Promise<{ hand: PresentedHand | null; balance: number }> {
  assertBlackjack(session);
  const hand = await hands.open(deps.db, session.userId, session.gameKey);
  const balance = await playerBalance(deps.wallet, deps.db, session.userId);
  return { hand: hand ? presentHand(hand.state) : null, balance };
}
