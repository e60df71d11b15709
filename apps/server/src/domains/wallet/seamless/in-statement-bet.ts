import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { houseFor, ownerOf } from '../accounts.ts';
import { contributionLists } from '../jackpots/jackpots.ts';
import type { RoundMoneyCall } from './seamless-port.ts';
import { betTaken, ledgerKey, roundReference, winTaken } from './seamless-wallet.service.ts';
import { seamlessRefusalOf } from './settle-in-one-statement.ts';

/** An in-house bet; `feedsJackpots` (a slot's stake) also feeds the pools, as in `bet`. */
type InStatementBet = RoundMoneyCall & { feedsJackpots?: boolean };

/**
 * An in-house bet taken by another domain's own database function, which calls `seamless_bet`
 * inside its statement so that a whole placement is one round trip (the sportsbook's
 * `sport_place_coupon`, the studio's `studio_play_round`). The wallet's rules stay in
 * `seamless_bet`; the wallet still derives its arguments (with `feedsJackpots`, the pools'
 * shards and shares as `jackpotPools` and `jackpotAmounts`) and does what follows a bet. A
 * refusal raises SQLSTATE LW001 and undoes the caller's whole statement: `seamlessRefusalOf`
 * turns the error into the wallet refusal. No savepoint: the caller's transaction is then
 * aborted, as it should be.
 */
export function seamlessBetArgs(req: InStatementBet) {
  const jackpots = req.feedsJackpots ? contributionLists(req.amount, req.playerId) : null;
  return {
    provider: req.provider,
    transactionId: req.transactionId,
    roundId: req.roundId,
    gameId: req.gameId,
    playerId: req.playerId,
    amount: req.amount,
    houseOwner: ownerOf(houseFor(req.playerId)),
    ledgerKey: ledgerKey(req.provider, req.transactionId),
    reference: roundReference(req.provider, req.roundId),
    jackpotPools: jackpots?.pools ?? null,
    jackpotAmounts: jackpots?.amounts ?? null,
  };
}

/**
 * Once the statement has returned `seamless_bet`'s answer: balance event, metrics and log.
 * With `win`, the same statement also paid the round's win through `seamless_win` (an
 * in-house round settled in one statement): what follows that win too.
 */
export function seamlessBetTaken(
  tx: Db,
  req: InStatementBet,
  answer: { transferId: string },
  win?: { req: RoundMoneyCall; answer: { transferId: string | null } },
) {
  const contributions = req.feedsJackpots
    ? contributionLists(req.amount, req.playerId)
        .shares.filter((share) => share.amount > 0)
        .map((share) => ({ kind: 'jackpot_contribution' as const, amount: share.amount }))
    : [];
  betTaken(tx, req, answer.transferId, contributions);
  if (win) winTaken(tx, win.req, win.answer.transferId);
}

/**
 * Several in-house wins in one statement (a sportsbook event's coupons), each paid as
 * `SeamlessWallet.win` pays it (amount 0 closes the round), without a savepoint: a refusal
 * undoes the statement and leaves the caller's transaction aborted. The caller locks the
 * payees first (`lockPayees`), so the order of the calls cannot matter. A win already recorded
 * is an error here: an in-house caller pays a round once, under its own lock.
 */
export async function seamlessWins(
  tx: Db,
  reqs: readonly RoundMoneyCall[],
): Promise<{ balance: number; transferId: string | null }[]> {
  if (reqs.length === 0) return [];
  // seamless_win takes the same arguments as seamless_bet, less the session and jackpots.
  const args = JSON.stringify(reqs.map(seamlessBetArgs));
  let rows: { answer: { balance: number; transferId: string | null } | null }[];
  try {
    rows = rowsOf(
      await tx.execute(sql`select seamless_win(w ->> 'provider', w ->> 'transactionId',
          w ->> 'roundId', w ->> 'gameId', (w ->> 'playerId')::integer, (w ->> 'amount')::bigint,
          w ->> 'houseOwner', w ->> 'ledgerKey', w ->> 'reference') as answer
        from jsonb_array_elements(${args}::jsonb) with ordinality as t (w, i) order by i`),
    );
  } catch (error) {
    throw seamlessRefusalOf(error) ?? error;
  }
  return reqs.map((req, i) => {
    const answer = rows[i]?.answer;
    if (!answer) throw new Error(`seamless win ${req.transactionId} was recorded before`);
    winTaken(tx, req, answer.transferId);
    return answer;
  });
}
