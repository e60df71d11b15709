import { randomUUID } from 'node:crypto';
import { hmacStream, type HmacStream } from '@lale/games/fair';
import { withTransaction } from '../../../db/client.ts';
import { knownPairs } from '../fairness/known-pairs.ts';
import { seedPairs } from '../fairness/seed-pairs.repository.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { playInOneStatement } from './one-statement-round.ts';
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

/** Draws from a pair that moved meanwhile before the round takes the longer path. */
const MAX_DRAWS = 3;

/**
 * One slot or roulette round. The outcome is drawn first, from the player's pair as this
 * process last saw it; a round that hits no jackpot (nearly all) is then settled in one
 * statement, `studio_play_round`: nonce, bet, jackpot shares, win and round row, so that the
 * player's accounts, the house shard and the pools' shards are held for that statement only.
 * When the pair moved meanwhile (another round of the player took the nonce, a rotation, a new
 * client seed), nothing was written and the round draws again from the pair as it now is. A
 * round that hits a jackpot takes the longer path (`playInTransaction`). A retried request id
 * returns the first round, whichever path played it.
 */
export async function playRound(deps: StudioDeps, req: RoundRequest): Promise<RoundRow> {
  const playerId = req.session.userId;
  let pair = await knownPairs.of(deps.db, playerId, deps.now());
  for (let draws = 0; draws < MAX_DRAWS; draws++) {
    const drawn = req.draw(hmacStream(pair.serverSeed, pair.clientSeed, pair.nextNonce));
    if (req.feedsJackpots && drawn.jackpotPool) break;
    const answer = await playInOneStatement(deps.db, {
      session: req.session,
      roundId: randomUUID(),
      requestId: req.requestId,
      stake: req.stake,
      win: drawn.win,
      outcome: { ...drawn.outcome, jackpot: null },
      feedsJackpots: req.feedsJackpots,
      pair,
      at: deps.now(),
    });
    if (answer.kind === 'replay') return replayOf(answer.round, req);
    if (answer.kind === 'played') {
      knownPairs.remember(deps.db, playerId, { ...pair, nextNonce: pair.nextNonce + 1 });
      return answer.round;
    }
    pair = answer.pair
      ? knownPairs.remember(deps.db, playerId, answer.pair)
      : await knownPairs.read(deps.db, playerId, deps.now());
  }
  knownPairs.forget(deps.db, playerId);
  return playInTransaction(deps, req);
}

/** A request id played before: its first round, if this is the same request. */
function replayOf(round: RoundRow, req: RoundRequest): RoundRow {
  if (round.gameKey !== req.session.gameKey || round.stake !== req.stake)
    throw refusals.conflict('request_conflict');
  return round;
}

/**
 * The longer path, for a round that hits a jackpot: one transaction of several statements.
 * Lock the seed pair, nonce + 1, draw, bet, jackpot award, win, store the round. A crash at any
 * point leaves the round whole or absent. The draw comes before the bet (a refused bet undoes
 * the nonce with the rest) so that a round that hits a jackpot feeds the pools in its award
 * instead of its bet: the award takes all the pool's shards in the pools' order (the wallet's
 * `awardJackpot`), which a bet that had already fed one shard could not do without risking a
 * deadlock with another award.
 */
function playInTransaction(deps: StudioDeps, req: RoundRequest): Promise<RoundRow> {
  const { session } = req;
  const playerId = session.userId;
  return withTransaction(deps.db, async (tx) => {
    const now = deps.now();
    const pair = await seedPairs.active(tx, playerId, now, true);
    const replay = await rounds.byRequest(tx, playerId, req.requestId);
    if (replay) return replayOf(replay, req);
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
