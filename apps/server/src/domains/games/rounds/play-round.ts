import { randomUUID } from 'node:crypto';
import { hmacStream, type HmacStream } from '@lale/games/fair';
import { withTransaction } from '../../../db/client.ts';
import { seedPairs } from '../fairness/seed-pairs.repository.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import type { RoundJackpot } from './present-round.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { payWin, placeBet } from '../shared/wallet-calls.ts';
import { rounds, type RoundRow } from './rounds.repository.ts';

export interface Drawn {
  win: number;
  outcome: Record<string, unknown>;
  /** A jackpot pool hit by this round's draw (slots only). */
  jackpotPool?: string | null;
}

export interface RoundRequest {
  session: GameSession;
  requestId: string;
  stake: number;
  /** Draws the outcome from the round's stream; never sees balances or history. */
  draw(stream: HmacStream): Drawn;
  feedsJackpots: boolean;
}

/**
 * One slot or roulette round in ONE transaction: lock the seed pair, nonce + 1, draw, bet (which
 * feeds the jackpot pools for slots), jackpot award, win, store the round. A crash at any point
 * leaves the round whole or absent; a retried request id returns the first round. The draw
 * comes before the bet (a refused bet undoes the nonce with the rest) so that a round that hits
 * a jackpot feeds the pools in its award instead of its bet: the award takes all the pool's
 * shards in the pools' order (the wallet's `awardJackpot`), which a bet that had already fed
 * one shard could not do without risking a deadlock with another award.
 */
export function playRound(deps: StudioDeps, req: RoundRequest): Promise<RoundRow> {
  const { session } = req;
  const playerId = session.userId;
  return withTransaction(deps.db, async (tx) => {
    const now = deps.now();
    const pair = await seedPairs.active(tx, playerId, now, true);
    const replay = await rounds.byRequest(tx, playerId, req.requestId);
    if (replay) {
      if (replay.gameKey !== session.gameKey || replay.stake !== req.stake)
        throw refusals.conflict('request_conflict');
      return replay;
    }
    const roundId = randomUUID();
    const gameId = session.gameKey;
    const nonce = await seedPairs.takeNonce(tx, pair);
    const drawn = req.draw(hmacStream(pair.serverSeed, pair.clientSeed, nonce));
    const hit = req.feedsJackpots ? (drawn.jackpotPool ?? null) : null;
    const bet = await placeBet(deps.wallet, tx, {
      roundId,
      index: 0,
      playerId,
      gameId,
      amount: req.stake,
      product: session.engineId,
      feedsJackpots: req.feedsJackpots && !hit,
    });
    let jackpot: RoundJackpot | null = null;
    if (hit) {
      const award = await deps.jackpots.award(tx, {
        pool: hit,
        playerId,
        roundId,
        stake: req.stake,
      });
      jackpot = { pool: hit, amount: award.amount };
    }
    const paid = await payWin(deps.wallet, tx, {
      roundId,
      playerId,
      gameId,
      amount: drawn.win,
      product: session.engineId,
    });
    return rounds.insert(tx, {
      id: roundId,
      userId: playerId,
      gameKey: gameId,
      engineId: session.engineId,
      engineModel: session.engineModel,
      requestId: req.requestId,
      stake: req.stake,
      win: drawn.win,
      balanceBefore: bet.balance + req.stake,
      balanceAfter: paid.balance,
      seedPairId: pair.id,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonce,
      outcome: { ...drawn.outcome, jackpot },
      status: 'settled',
      createdAt: now,
      settledAt: now,
    });
  });
}
