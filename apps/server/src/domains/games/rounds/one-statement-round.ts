import { sql } from 'drizzle-orm';
import { isTransaction, rowsOf, withTransaction, type Db } from '../../../db/client.ts';
import {
  betPolicyRefusalOf,
  seamlessBetArgs,
  seamlessBetTaken,
  seamlessRefusalOf,
  type RoundMoneyCall,
} from '../../wallet/api.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { KnownPair } from '../fairness/known-pairs.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { STUDIO_PROVIDER } from '../shared/studio-deps.ts';
import { txIds } from '../shared/wallet-calls.ts';
import type { RoundRow } from './rounds.repository.ts';

export interface OneStatementRound {
  session: GameSession;
  roundId: string;
  requestId: string;
  stake: number;
  win: number;
  /** The stored outcome, its `jackpot` (null here) included. */
  outcome: Record<string, unknown>;
  feedsJackpots: boolean;
  /** The pair the outcome was drawn from, at the nonce it was drawn with. */
  pair: KnownPair;
  at: Date;
}

export type OneStatementAnswer =
  | { kind: 'played'; round: RoundRow }
  | { kind: 'replay'; round: RoundRow }
  /** The active pair is not the one drawn from (null: none): nothing was written. */
  | { kind: 'moved'; pair: KnownPair | null };

type Answer =
  | { replay: RoundJson }
  | { moved: KnownPair | null }
  | {
      round: RoundJson;
      bet: { balance: number; transferId: string };
      win: { balance: number; transferId: string | null };
    };

/**
 * Settles a round that hits no jackpot in one statement (`games/sql/studio_play_round.sql`):
 * nonce, bet, jackpot shares, win and round row, the accounts locked for that statement only.
 * A refusal undoes all of it and is the player's refusal, as the longer path's bet makes it.
 */
export async function playInOneStatement(
  db: Db,
  round: OneStatementRound,
): Promise<OneStatementAnswer> {
  const { session } = round;
  const money = (transactionId: string, amount: number): RoundMoneyCall => ({
    provider: STUDIO_PROVIDER,
    transactionId,
    roundId: round.roundId,
    playerId: session.userId,
    gameId: session.gameKey,
    amount,
    product: session.engineId,
  });
  const bet = {
    ...money(txIds.bet(round.roundId, 0), round.stake),
    feedsJackpots: round.feedsJackpots,
  };
  const win = money(txIds.win(round.roundId), round.win);
  const row = {
    id: round.roundId,
    userId: session.userId,
    gameKey: session.gameKey,
    engineId: session.engineId,
    engineModel: session.engineModel,
    requestId: round.requestId,
    stake: round.stake,
    win: round.win,
    seedPairId: round.pair.id,
    serverSeedHash: round.pair.serverSeedHash,
    clientSeed: round.pair.clientSeed,
    nonce: round.pair.nextNonce,
    outcome: round.outcome,
    at: round.at.toISOString(),
  };
  const statement = sql`select studio_play_round(${JSON.stringify(row)}::jsonb,
    ${JSON.stringify(seamlessBetArgs(bet))}::jsonb, ${JSON.stringify(seamlessBetArgs(win))}::jsonb)
    as answer`;
  const run = async (inner: Db) => {
    const answer = rowsOf<{ answer: Answer }>(await inner.execute(statement))[0]!.answer;
    if ('replay' in answer) return { kind: 'replay', round: roundOf(answer.replay) } as const;
    if ('moved' in answer) return { kind: 'moved', pair: answer.moved } as const;
    seamlessBetTaken(inner, bet, answer.bet, { req: win, answer: answer.win });
    return { kind: 'played', round: roundOf(answer.round) } as const;
  };
  try {
    // Inside a caller's transaction, in a savepoint: a refusal leaves its work usable.
    return isTransaction(db) ? await withTransaction(db, run) : await run(db);
  } catch (error) {
    const refusal = seamlessRefusalOf(error);
    if (refusal?.code === 'INSUFFICIENT_FUNDS') throw refusals.insufficientFunds();
    throw refusal ?? betPolicyRefusalOf(error) ?? error;
  }
}

/** A `studio_rounds` row as `to_jsonb` writes it. */
interface RoundJson {
  id: string;
  user_id: number;
  game_key: string;
  engine_id: string;
  engine_model: string;
  request_id: string;
  stake: number;
  win: number;
  balance_before: number;
  balance_after: number | null;
  seed_pair_id: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  outcome: unknown;
  status: RoundRow['status'];
  created_at: string;
  settled_at: string | null;
}

function roundOf(json: RoundJson): RoundRow {
  return {
    id: json.id,
    userId: json.user_id,
    gameKey: json.game_key,
    engineId: json.engine_id,
    engineModel: json.engine_model,
    requestId: json.request_id,
    stake: json.stake,
    win: json.win,
    balanceBefore: json.balance_before,
    balanceAfter: json.balance_after,
    seedPairId: json.seed_pair_id,
    serverSeedHash: json.server_seed_hash,
    clientSeed: json.client_seed,
    nonce: json.nonce,
    outcome: json.outcome,
    status: json.status,
    createdAt: new Date(json.created_at),
    settledAt: json.settled_at === null ? null : new Date(json.settled_at),
  };
}
